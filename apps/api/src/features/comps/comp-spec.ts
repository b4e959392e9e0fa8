// Comps as the data layer sees them (shared/record-spec.ts): by UUID v7, their own columns in
// `comps`, with the sale's price per square foot derived from its price and area.
import type { Comp, CompCreate } from '@crm/shared';
import { numberOrNull, type Row, toIso } from '../../db/rows.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';

/** A comp's own fields, as its row holds them (the address's text and the names are read with it). */
export type CompFields = Omit<Comp, 'address' | 'city' | 'buyer_name' | 'seller_name' | 'tenant_name'>;

const textOrNull = (v: unknown) => (v == null ? null : String(v));

export function compFromRow(row: Row<'comps'>): CompFields {
  const { version, ...fields } = row;
  return {
    ...fields,
    id: String(row.id),
    address_id: String(row.address_id),
    buyer_id: textOrNull(row.buyer_id),
    seller_id: textOrNull(row.seller_id),
    tenant_id: textOrNull(row.tenant_id),
    // PostgreSQL may answer numeric columns as text; these are double and integer, but be exact.
    area_sqft: Number(row.area_sqft),
    price: numberOrNull(row.price),
    price_per_sqft: numberOrNull(row.price_per_sqft),
    cap_rate: numberOrNull(row.cap_rate),
    rent_per_sqft: numberOrNull(row.rent_per_sqft),
    term_months: numberOrNull(row.term_months),
    free_rent_months: numberOrNull(row.free_rent_months),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The price per square foot of a sale (null for a lease): what the sale search's statistics read. */
export const pricePerSqft = (c: Partial<CompFields>) =>
  c.kind === 'sale' && c.price != null && c.area_sqft ? c.price / c.area_sqft : null;

export const compSpec: RecordSpec<'comps', CompFields, CompCreate> = {
  table: 'comps',
  key: 'id',
  auditType: 'comp',
  missing: 'lookup.comp',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: compFromRow,
  derived: {
    from: ['price', 'area_sqft'],
    columns: (c) => ({ price_per_sqft: pricePerSqft(c) }),
  },
};
