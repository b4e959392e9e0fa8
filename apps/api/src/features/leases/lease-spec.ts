// Leases as the data layer sees them (shared/record-spec.ts): by UUID v7, their own columns in
// `leases` (escalation, steps and options as JSON text), the spaces they cover in `lease_spaces`
// (concerned-records.ts, audited as links so an address's history shows its leases).
import type { LeaseUpdate } from '@crm/shared';
import { type InsertValues, numberOrNull, type Row, toIso, type UpdateValues } from '../../db/rows.js';
import type { ConcernSpec } from '../../shared/concerned-records.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';

/** A lease's own columns as its row holds them (JSON as text, so an edit compares text). */
export type LeaseFields = Omit<Row<'leases'>, 'version'>;

/** A new lease's columns. */
export type LeaseInsert = Omit<InsertValues<'leases'>, 'id' | 'created_at' | 'updated_at' | 'version'>;

export function leaseFromRow(row: Row<'leases'>): LeaseFields {
  const { version, ...fields } = row;
  return {
    ...fields,
    id: String(row.id),
    tenant_id: row.tenant_id == null ? null : String(row.tenant_id),
    // PostgreSQL may answer numeric columns as text; these are double, but be exact.
    area_sqft: numberOrNull(row.area_sqft),
    base_rent: Number(row.base_rent),
    deposit: numberOrNull(row.deposit),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The columns of the fields given (the spaces are the child table's): JSON fields as text. */
export function leaseColumns(input: LeaseUpdate): UpdateValues<'leases'> {
  const { space_ids, escalation, steps, options, ...own } = input;
  const columns: UpdateValues<'leases'> = { ...own };
  if (escalation !== undefined) columns.escalation = escalation === null ? null : JSON.stringify(escalation);
  if (steps !== undefined) columns.steps = JSON.stringify(steps);
  if (options !== undefined) columns.options = JSON.stringify(options);
  return columns;
}

export const leaseSpec: RecordSpec<'leases', LeaseFields, LeaseInsert> = {
  table: 'leases',
  key: 'id',
  auditType: 'lease',
  missing: 'lookup.lease',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: leaseFromRow,
};

/** The spaces a lease covers: no contacts' table (the tenant is a column). */
export const leaseConcerns: ConcernSpec = { column: 'lease_id', addresses: 'lease_spaces' };
