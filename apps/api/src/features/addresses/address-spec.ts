// Addresses as the data layer sees them (shared/record-spec.ts): by UUID, with the search columns
// and the duplicate key derived from the address fields.
import {
  type Address,
  type AddressCreate,
  type AddressUpdate,
  CITY_FIELDS,
  countrySearchText,
  joinSearch,
  searchText,
} from '@crm/shared';
import { addressFromRow } from '../../db/rows.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';
import { addressKey } from '../places/address-key.js';

type DerivingValues = Partial<Record<(typeof DERIVING_FIELDS)[number], string | null>>;

/** Fields the derived search and duplicate-key columns depend on. */
export const DERIVING_FIELDS = [
  'address',
  'subpremise',
  'postal_code',
  'country',
  'administrative_area_level_1',
  ...CITY_FIELDS,
] as const;

/** The columns search and duplicate detection read, derived from the address fields. */
export function derivedColumns(values: DerivingValues) {
  return {
    address_key: addressKey(values.address ?? '', values.subpremise),
    search_address: searchText(values.address ?? ''),
    search_city: joinSearch(CITY_FIELDS.map((f) => values[f])),
    search_postal: searchText(values.postal_code ?? '').replace(/\s+/g, ''),
    search_country: countrySearchText(values.country),
    // The contact search's province filter (migration 0021, ADR 0037).
    search_province: searchText(values.administrative_area_level_1 ?? ''),
  };
}

export const addressSpec: RecordSpec<'addresses', Address, AddressUpdate & Pick<AddressCreate, 'address'>> = {
  table: 'addresses',
  key: 'uuid',
  auditType: 'address',
  missing: 'lookup.address',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: addressFromRow,
  derived: { from: DERIVING_FIELDS, columns: derivedColumns },
  // The same building and unit typed another way (features/places/address-key.ts).
  unique: { column: 'address_key', duplicate: 'exists.address', field: 'address' },
};
