import { type AddressCreate, countrySearchText, joinSearch, searchText } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { isUuid } from '../../shared/uuid.js';

type AddressValues = Partial<AddressCreate>;

/** Fields the city filter and the portal's city field merge (spec section 5). */
export const CITY_FIELDS = [
  'locality',
  'sublocality_level_1',
  'neighborhood',
  'postal_town',
  'administrative_area_level_3',
] as const;
/** Fields the derived search and duplicate-key columns depend on. */
export const DERIVING_FIELDS = ['address', 'subpremise', 'postal_code', 'country', ...CITY_FIELDS] as const;

const compact = (s: string) =>
  searchText(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Normalised building + unit: "123 Main St., Unit 4" and "123 main st unit 4" share one key,
 * so the same address cannot be created twice. (The address pipeline refines this.) */
export function dedupeKey(values: AddressValues): string {
  return `${compact(values.address ?? '')}|${compact(values.subpremise ?? '')}`;
}

/** The columns search and duplicate detection read, derived from the address fields. */
export function derivedColumns(values: AddressValues) {
  return {
    dedupe_key: dedupeKey(values),
    search_address: searchText(values.address ?? ''),
    search_city: joinSearch(CITY_FIELDS.map((f) => values[f])),
    search_postal: searchText(values.postal_code ?? '').replace(/\s+/g, ''),
    search_country: countrySearchText(values.country),
  };
}

export async function findAddressRow(db: Kysely<DB> | Transaction<DB>, id: string) {
  const row = isUuid(id)
    ? await db.selectFrom('addresses').selectAll().where('uuid', '=', id.toLowerCase()).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.address');
  return row;
}

export async function addressKeyTaken(db: Kysely<DB> | Transaction<DB>, key: string, exceptUuid?: string) {
  let query = db.selectFrom('addresses').select('uuid').where('dedupe_key', '=', key);
  if (exceptUuid) query = query.where('uuid', '<>', exceptUuid);
  return (await query.executeTakeFirst()) !== undefined;
}
