import type { Task, TaskUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { assertConcernedExist, setConcerned } from '../../shared/concerned-records.js';
import { bumpVersion } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { assertVersion } from '../../shared/versions.js';
import { findAssignee } from '../staff/read-staff.js';
import { getTask } from './read-tasks.js';
import { assertSourcesExist } from './task-sources.js';
import { taskConcerns, taskSpec } from './task-spec.js';

/** PUT /tasks/{id}: only the fields given. A new assignee brings their time zone; `done` records
 * who and when, `open` clears them (a task already done stays as it was done). With `expected`
 * (If-Match), a StaleVersion unless the task is still at that version. */
export function updateTask(
  database: Database,
  id: string,
  input: TaskUpdate,
  actor: Actor,
  defaultZone: string,
  expected?: number,
): Promise<Versioned<Task>> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, taskSpec, id);
    const { entity_ids, address_ids, deal_ids, ...fields } = input;
    const zone = fields.assignee_id
      ? { time_zone: (await findAssignee(trx, fields.assignee_id, defaultZone)).time_zone }
      : {};
    await assertConcernedExist(trx, { entity_ids, address_ids, deal_ids });
    await assertSourcesExist(trx, fields);
    const done =
      fields.status === undefined || fields.status === row.status
        ? {}
        : fields.status === 'done'
          ? { completed_at: new Date().toISOString(), completed_by: actor }
          : { completed_at: null, completed_by: null };
    const key = String(row.id);
    // Locks the row on PostgreSQL, so a write changing only the lists is checked too.
    if (expected !== undefined) await assertVersion(trx, database.dialect, { table: 'tasks', key, expected });
    const saved = await updateRecord(
      database,
      trx,
      taskSpec,
      key,
      { ...fields, ...zone, ...done },
      actor,
      expected,
    );
    const relinked = await setConcerned(trx, taskConcerns, key, { entity_ids, address_ids, deal_ids }, actor);
    if (relinked && saved.version === Number(row.version)) await bumpVersion(trx, 'tasks', key);
    return getTask(trx, key);
  });
}
