// Activities as the data layer sees them (shared/record-spec.ts): by UUID v7, their own columns in
// `activities`, the contacts, addresses and deals they concern in child tables (concerned-records.ts).
import type { Activity, ActivityCreate } from '@crm/shared';
import { type Row, toIso } from '../../db/rows.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import type { ConcernSpec } from '../../shared/concerned-records.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';

/** An activity's own fields, as its row holds them. */
export type ActivityFields = Omit<Activity, 'entity_ids' | 'address_ids' | 'deal_ids' | 'staff_name'>;

/** A new activity's columns: what was posted, less the lists, and who logged it. */
type ActivityInsert = Omit<ActivityCreate, 'entity_ids' | 'address_ids' | 'deal_ids'> & {
  staff_id: string | null;
};

export function activityFromRow(row: Row<'activities'>): ActivityFields {
  const { version, ...fields } = row;
  return {
    ...fields,
    at: toIso(row.at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export const activitySpec: RecordSpec<'activities', ActivityFields, ActivityInsert> = {
  table: 'activities',
  key: 'id',
  auditType: 'activity',
  missing: 'lookup.activity',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: activityFromRow,
};

export const activityConcerns: ConcernSpec = {
  column: 'activity_id',
  entities: 'activity_entities',
  addresses: 'activity_addresses',
  deals: 'activity_deals',
};

/** A staff member edits and deletes only the activities they logged; an API key any (issue 25). */
export function assertOwnActivity(row: Row<'activities'>, actor: Actor): void {
  const user = userIdOf(actor);
  if (user !== null && row.staff_id !== user) throw new AppError(403, 'forbidden', 'activities.err.notOwn');
}
