import type { TaskPage, TaskQuery } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { selectTasks, tasksFromRows } from './read-tasks.js';

/** GET /tasks: soonest due first (a task without a time before the day's timed ones), then by id;
 * one assignee's or the caller's (me=true), by status, due before a day, about a record. */
export async function queryTasks(database: Database, query: TaskQuery, actor: Actor): Promise<TaskPage> {
  const { db } = database;
  const { entity_id, address_id, deal_id, status, due_before, me } = query;
  const me_id = me ? userIdOf(actor) : undefined;
  if (me_id === null) throw new AppError(400, 'bad_request', 'tasks.err.meNeedsUser', 'me');
  const assignee = me_id ?? query.assignee_id;
  let select = selectTasks(db);
  if (assignee) select = select.where('t.assignee_id', '=', assignee);
  if (status) select = select.where('t.status', '=', status);
  if (due_before) select = select.where('t.due_on', '<', due_before);
  if (entity_id)
    select = select.where('t.id', 'in', (eb) =>
      eb.selectFrom('task_entities').select('task_id').where('entity_id', '=', entity_id),
    );
  if (address_id)
    select = select.where('t.id', 'in', (eb) =>
      eb.selectFrom('task_addresses').select('task_id').where('address_id', '=', address_id),
    );
  if (deal_id)
    select = select.where('t.id', 'in', (eb) =>
      eb.selectFrom('task_deals').select('task_id').where('deal_id', '=', deal_id),
    );
  const rows = await select
    .orderBy('t.due_on')
    .orderBy(sql`COALESCE(t.due_at, '')`)
    .orderBy('t.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { data: await tasksFromRows(db, rows), offset: query.offset };
}
