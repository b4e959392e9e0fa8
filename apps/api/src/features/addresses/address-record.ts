import { type AddressCreate, CITY_FIELDS, countrySearchText, joinSearch, searchText } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { isUuid } from '../../shared/uuid.js';
import { addressKey } from '../places/address-key.js';

type AddressValues = Partial<AddressCreate>;

/** Fields the derived search and duplicate-key columns depend on. */
export const DERIVING_FIELDS = ['address', 'subpremise', 'postal_code', 'country', ...CITY_FIELDS] as const;

/** The columns search and duplicate detection read, derived from the address fields. */
export function derivedColumns(values: AddressValues) {
  return {
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

/** Whether another address has this duplicate key. */
export async function addressKeyTaken(
  db: Kysely<DB> | Transaction<DB>,
  keys: { address_key: string },
  exceptUuid?: string,
) {
  let query = db.selectFrom('addresses').select('uuid').where('address_key', '=', keys.address_key);
  if (exceptUuid) query = query.where('uuid', '<>', exceptUuid);
  return (await query.executeTakeFirst()) !== undefined;
}
