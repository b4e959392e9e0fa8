import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Row } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { setConcerned } from '../../shared/concerned-records.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { taskConcerns, taskSpec } from './task-spec.js';

/** DELETE /tasks/{id}: its links removed first, each audited, so the contacts' histories say so;
 * its own entry keeps what it said. */
export function deleteTask(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    await removeTask(trx, await findRecordRow(trx, taskSpec, id), actor);
  });
}

/** Removes a task inside `trx`, so another write can compose it (a deal's key date removed takes
 * its open task with it). */
export async function removeTask(trx: Transaction<DB>, row: Row<'tasks'>, actor: Actor): Promise<void> {
  const key = String(row.id);
  await setConcerned(trx, taskConcerns, key, { entity_ids: [], address_ids: [], deal_ids: [] }, actor);
  await trx.deleteFrom('tasks').where('id', '=', key).execute();
  await bumpRecordCount(trx, 'tasks', -1);
  await appendAudit(trx, {
    actor,
    action: 'delete',
    type: 'task',
    id: key,
    changes: deleted(taskSpec.fromRow(row)),
  });
}
