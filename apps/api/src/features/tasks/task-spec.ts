// Tasks as the data layer sees them (shared/record-spec.ts): by UUID v7, their own columns in
// `tasks`, the contacts, addresses and deals they concern in child tables (concerned-records.ts).
import type { Task } from '@crm/shared';
import { type Row, toIso } from '../../db/rows.js';
import type { ConcernSpec } from '../../shared/concerned-records.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';

/** A task's own fields, as its row holds them. */
export type TaskFields = Omit<
  Task,
  'entity_ids' | 'address_ids' | 'deal_ids' | 'assignee_name' | 'completed_by_name'
>;

/** A new task's columns: what was posted, less the lists, with its zone and status. */
type TaskInsert = Omit<TaskFields, 'id' | 'created_at' | 'updated_at' | 'completed_at' | 'completed_by'>;

export function taskFromRow(row: Row<'tasks'>): TaskFields {
  const { version, ...fields } = row;
  return {
    ...fields,
    // PostgreSQL answers a bigint as text.
    inbox_id: row.inbox_id == null ? null : Number(row.inbox_id),
    completed_at: row.completed_at == null ? null : toIso(row.completed_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export const taskSpec: RecordSpec<'tasks', TaskFields, TaskInsert> = {
  table: 'tasks',
  key: 'id',
  auditType: 'task',
  missing: 'lookup.task',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: taskFromRow,
};

export const taskConcerns: ConcernSpec = {
  column: 'task_id',
  entities: 'task_entities',
  addresses: 'task_addresses',
  deals: 'task_deals',
};
