// Tasks (issue 25, ADR 0036): what a staff member must do by a day and optional time, about
// contacts and addresses (child tables as 0019's), open until marked done (who and when kept).
// A due time is read in the assignee's time zone, stored on the task when it is assigned; a staff
// member's zone is their `staff_profiles` row, else the TIME_ZONE setting (Better Auth's `user`
// table stays as Better Auth plans it, ADR 0004).
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';
import { CONCERNED, createConcernTable } from './0019-activities.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  await db.schema
    .createTable('staff_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .execute();
  await watchTable(db, 'staff_profiles', pg);
  await db.schema
    .createTable('tasks')
    .addColumn('id', pg ? 'uuid' : 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    // A day and a wall-clock time as text (YYYY-MM-DD, HH:MM): no zone of the server's slips in.
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('assignee_id', 'text', (c) => c.notNull().references('user.id'))
    .addColumn('priority', 'text', (c) => c.notNull().check(sql`priority IN ('low', 'normal', 'high')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('open', 'done')`))
    .addColumn('notes', 'text')
    .addColumn('completed_at', time)
    .addColumn('completed_by', 'text')
    .addColumn('activity_id', pg ? 'uuid' : 'text', (c) => c.references('activities.id').onDelete('set null'))
    .addColumn('inbox_id', pg ? 'bigint' : 'integer', (c) =>
      c.references('inbox_items.id').onDelete('set null'),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  // "My open tasks by due day", and everyone's.
  await db.schema
    .createIndex('tasks_assignee')
    .on('tasks')
    .columns(['assignee_id', 'status', 'due_on'])
    .execute();
  await db.schema.createIndex('tasks_status').on('tasks').columns(['status', 'due_on']).execute();
  await watchTable(db, 'tasks', pg);
  const owner = { table: 'tasks', column: 'task_id' };
  await createConcernTable(db, 'task_entities', owner, CONCERNED.entities);
  await createConcernTable(db, 'task_addresses', owner, CONCERNED.addresses);
  await db.insertInto('record_counts').values({ kind: 'tasks', n: 0 }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('record_counts').where('kind', '=', 'tasks').execute();
  for (const table of ['task_addresses', 'task_entities', 'tasks', 'staff_profiles'])
    await db.schema.dropTable(table).execute();
}
