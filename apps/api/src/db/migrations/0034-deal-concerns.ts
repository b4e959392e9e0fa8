// A deal's timeline and key-date tasks (issue 27, ADR 0044's amendment).
// - `activity_deals`, `task_deals`: the deals an activity or a task concerns, child tables as
//   0019's (audited as link entries, so a deal's history names them), removed with the deal.
// - `deal_date_tasks`: a key date's task, one row a deal and date kind, claimed in the deal's
//   transaction (the row first, so two saves at once make one task). `day` is the date the task
//   was made for: a date moved moves its open task, a date removed removes it. The task deleted
//   by staff leaves the row (task null), so the same date brings no second one.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const uuid = pg ? 'uuid' : 'text';
  for (const [table, owner, column] of [
    ['activity_deals', 'activities', 'activity_id'],
    ['task_deals', 'tasks', 'task_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(column, uuid, (c) => c.notNull().references(`${owner}.id`).onDelete('cascade'))
      .addColumn('deal_id', uuid, (c) => c.notNull().references('deals.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, [column, 'deal_id'])
      .execute();
    // The deal's timeline and the `deal_id` filters read from the deal's side.
    await db.schema.createIndex(`${table}_other`).on(table).columns(['deal_id', column]).execute();
    await watchTable(db, table, pg);
  }
  await db.schema
    .createTable('deal_date_tasks')
    .addColumn('deal_id', uuid, (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('date_kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`date_kind IN ('loi_on', 'signed_on', 'dd_expires_on', 'financing_on', 'closing_on')`),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('task_id', uuid, (c) => c.references('tasks.id').onDelete('set null'))
    .addPrimaryKeyConstraint('deal_date_tasks_pk', ['deal_id', 'date_kind'])
    .execute();
  // A task's deletion sets its row's task null.
  await db.schema.createIndex('deal_date_tasks_task').on('deal_date_tasks').column('task_id').execute();
  await watchTable(db, 'deal_date_tasks', pg);
}

export async function down(db: Db): Promise<void> {
  for (const table of ['deal_date_tasks', 'task_deals', 'activity_deals'])
    await db.schema.dropTable(table).execute();
}
