// How tasks are read: their rows with the assignee's name and, once done, the name of the staff
// member who completed it; and the contacts, addresses and deals each concerns (one read per list).
import type { Task } from '@crm/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { readConcerned } from '../../shared/concerned-records.js';
import type { Versioned } from '../../shared/update-record.js';
import { taskConcerns, taskFromRow, taskSpec } from './task-spec.js';

type Db = Kysely<DB> | Transaction<DB>;

export function selectTasks(db: Db) {
  return db
    .selectFrom('tasks as t')
    .leftJoin('user as a', 'a.id', 't.assignee_id')
    .leftJoin('user as c', (join) => join.on(sql<boolean>`t.completed_by = 'user:' || c.id`))
    .selectAll('t')
    .select(['a.name as assignee_name', 'c.name as completed_by_name']);
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['executeTakeFirstOrThrow']>>;

/** The rows as the API answers them, in the rows' order. */
export async function tasksFromRows(db: Db, rows: TaskRow[]): Promise<Versioned<Task>[]> {
  const lists = await readConcerned(
    db,
    taskConcerns,
    rows.map((r) => String(r.id)),
  );
  return rows.map(({ assignee_name, completed_by_name, ...row }) => ({
    ...taskFromRow(row),
    id: String(row.id),
    activity_id: row.activity_id == null ? null : String(row.activity_id),
    assignee_name: assignee_name ?? null,
    completed_by_name: completed_by_name ?? null,
    entity_ids: lists.get(String(row.id))?.entity_ids ?? [],
    address_ids: lists.get(String(row.id))?.address_ids ?? [],
    deal_ids: lists.get(String(row.id))?.deal_ids ?? [],
    version: Number(row.version),
  }));
}

/** GET /tasks/{id}/complete (and what a write answers): the task with its version. */
export async function getTask(db: Db, raw: string): Promise<Versioned<Task>> {
  const id = taskSpec.lookupKey(raw);
  const row = id ? await selectTasks(db).where('t.id', '=', id).executeTakeFirst() : undefined;
  const [task] = row ? await tasksFromRows(db, [row]) : [];
  if (!task) throw notFound(taskSpec.missing);
  return task;
}
