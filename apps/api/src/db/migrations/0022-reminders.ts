// Issue 25, reminders (ADR 0038): each staff member's own settings on their profile (the language
// of their mails, and whether they get a mail when a timed task falls due and a morning digest),
// and one row per reminder sent: its unique key is what makes a reminder go out once, however
// many processes or hosts look for due ones at the same minute.
// - `staff_profiles.language`: no language was stored for a user anywhere (the portal keeps the
//   reader's choice in the browser), so 'en' unless they choose.
// - `reminders_sent(kind, subject_id, due_key)`: kind 'task' (subject a task, key its due day and
//   time, so a task moved to a later time reminds again) or 'digest' (subject a user, key the
//   day in their time zone). Not watched by the response cache: no cached answer reads it.
import type { Kysely } from 'kysely';
import { isPostgres } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const bool = pg ? 'boolean' : 'integer';
  await db.schema
    .alterTable('staff_profiles')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('staff_profiles')
    .addColumn('task_reminders', bool, (c) => c.notNull().defaultTo(pg ? true : 1))
    .execute();
  await db.schema
    .alterTable('staff_profiles')
    .addColumn('daily_digest', bool, (c) => c.notNull().defaultTo(pg ? true : 1))
    .execute();
  await db.schema
    .createTable('reminders_sent')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('due_key', 'text', (c) => c.notNull())
    .addColumn('sent_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminders_sent_pk', ['kind', 'subject_id', 'due_key'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('reminders_sent').execute();
  for (const column of ['daily_digest', 'task_reminders', 'language'])
    await db.schema.alterTable('staff_profiles').dropColumn(column).execute();
}
