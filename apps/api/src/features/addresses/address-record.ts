import { type AddressCreate, CITY_FIELDS, countrySearchText, joinSearch, searchText } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { isUuid } from '../../shared/uuid.js';
import { addressKey } from '../places/address-key.js';

type AddressValues = Partial<AddressCreate>;

/** Fields the derived search and duplicate-key columns depend on. */
export const DERIVING_FIELDS = ['address', 'subpremise', 'postal_code', 'country', ...CITY_FIELDS] as const;

const compact = (s: string) =>
  searchText(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Normalised text + unit: "123 Main St., Unit 4" and "123 main st unit 4" share one key, so the
 * same text cannot be stored twice; address_key (the pipeline's parse) also catches "Street"/"St",
 * "#4"/"Unit 4" and the like. */
export function dedupeKey(values: AddressValues): string {
  return `${compact(values.address ?? '')}|${compact(values.subpremise ?? '')}`;
}

/** The columns search and duplicate detection read, derived from the address fields. */
export function derivedColumns(values: AddressValues) {
  return {
    dedupe_key: dedupeKey(values),
    address_key: addressKey(values.address ?? '', values.subpremise),
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

/** Whether another address has either key: the exact text key or the pipeline's parsed one. */
export async function addressKeyTaken(
  db: Kysely<DB> | Transaction<DB>,
  keys: { dedupe_key: string; address_key: string },
  exceptUuid?: string,
) {
  let query = db
    .selectFrom('addresses')
    .select('uuid')
    .where((w) => w.or([w('dedupe_key', '=', keys.dedupe_key), w('address_key', '=', keys.address_key)]));
  if (exceptUuid) query = query.where('uuid', '<>', exceptUuid);
  return (await query.executeTakeFirst()) !== undefined;
}
