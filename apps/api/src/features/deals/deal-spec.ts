// Deals as the data layer sees them (shared/record-spec.ts): by UUID v7, their own columns in
// `deals` (splits as JSON text), their parties in `deal_parties` (deal-parties.ts). The value as
// entered is `entered_value`; `total_value`, which every sum reads, is derived from it, else from a
// lease's area, rent and term.
import type { DealUpdate } from '@crm/shared';
import { type InsertValues, numberOrNull, type Row, toIso, type UpdateValues } from '../../db/rows.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';

/** A deal's own columns as its row holds them. */
export type DealFields = Omit<Row<'deals'>, 'version'>;

/** A new deal's columns. */
export type DealInsert = Omit<InsertValues<'deals'>, 'id' | 'created_at' | 'updated_at' | 'version'>;

export function dealFromRow(row: Row<'deals'>): DealFields {
  const { version, ...fields } = row;
  return {
    ...fields,
    // PostgreSQL answers uuid columns as text already; numeric ones may come as text: be exact.
    id: String(row.id),
    pipeline_id: String(row.pipeline_id),
    stage_id: String(row.stage_id),
    address_id: row.address_id == null ? null : String(row.address_id),
    requirement_id: row.requirement_id == null ? null : String(row.requirement_id),
    entered_value: numberOrNull(row.entered_value),
    total_value: numberOrNull(row.total_value),
    area_sqft: numberOrNull(row.area_sqft),
    rent_sqft_year: numberOrNull(row.rent_sqft_year),
    term_months: numberOrNull(row.term_months),
    commission_pct: numberOrNull(row.commission_pct),
    commission_amount: numberOrNull(row.commission_amount),
    probability: numberOrNull(row.probability),
    stage_entered_at: toIso(row.stage_entered_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** A lease's total value, area × rent per sq ft a year × term in years, to the cent; null unless
 * all three are known. Any deal type gives it (a sale deal has no rent or term to give). */
export function leaseValue(c: Partial<DealFields>): number | null {
  const { area_sqft: area, rent_sqft_year: rent, term_months: term } = c;
  if (area == null || rent == null || term == null) return null;
  return Math.round((area * rent * term * 100) / 12) / 100;
}

/** The columns of the fields given: the value as entered, splits as text, key dates flattened
 * (the parties are the child table's). */
export function dealColumns(input: DealUpdate): UpdateValues<'deals'> {
  const { parties, splits, dates, value, ...own } = input;
  const columns: UpdateValues<'deals'> = { ...own, ...dates };
  if (value !== undefined) columns.entered_value = value;
  if (splits !== undefined) columns.splits = JSON.stringify(splits);
  return columns;
}

export const dealSpec: RecordSpec<'deals', DealFields, DealInsert> = {
  table: 'deals',
  key: 'id',
  auditType: 'deal',
  missing: 'lookup.deal',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: dealFromRow,
  derived: {
    from: ['entered_value', 'area_sqft', 'rent_sqft_year', 'term_months'],
    columns: (c) => ({ total_value: c.entered_value ?? leaseValue(c) }),
  },
};
