import type { Task, TaskCreate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { assertConcernedExist, setConcerned } from '../../shared/concerned-records.js';
import { insertRecord } from '../../shared/insert-record.js';
import { findAssignee } from '../staff/read-staff.js';
import { getTask } from './read-tasks.js';
import { assertSourcesExist } from './task-sources.js';
import { taskConcerns, taskSpec } from './task-spec.js';

/** Inserts an open task inside `trx`, so another write can compose it (the critical-date sweep
 * claims its date in the same transaction, ADR 0043); the same refusals as POST /tasks. Its id. */
export async function insertTask(
  database: Database,
  trx: Transaction<DB>,
  input: TaskCreate,
  actor: Actor,
  defaultZone: string,
): Promise<string> {
  const { entity_ids, address_ids, deal_ids, ...fields } = input;
  const assignee = await findAssignee(trx, fields.assignee_id, defaultZone);
  await assertConcernedExist(trx, { entity_ids, address_ids, deal_ids });
  await assertSourcesExist(trx, fields);
  const { id } = await insertRecord(
    database,
    trx,
    taskSpec,
    { ...fields, time_zone: assignee.time_zone, status: 'open' },
    actor,
  );
  await setConcerned(trx, taskConcerns, id, { entity_ids, address_ids, deal_ids }, actor);
  return id;
}

/** POST /tasks: open, its due time read in the assignee's time zone (stored with it). A
 * non-staff assignee is a 400, an unknown record a 404; either way nothing is written. */
export function createTask(
  database: Database,
  input: TaskCreate,
  actor: Actor,
  defaultZone: string,
): Promise<Task> {
  return database.db
    .transaction()
    .execute(async (trx) => getTask(trx, await insertTask(database, trx, input, actor, defaultZone)));
}
