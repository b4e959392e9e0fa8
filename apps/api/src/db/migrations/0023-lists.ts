// Lists (issue 25): saved contact searches (dynamic: the filters are stored, members found on each
// read) and picked contacts (static: the members are stored), either of them a call list with a
// cadence. Written out here, never imported, so this migration never changes.
// - `lists`: owned by the staff member who made it (null with an API key; a deleted user's lists
//   stay), its name unique per owner in `name_key` (trimmed, lowercased): the unique index backs
//   the operation's own 409.
// - `list_members`: a static list's contacts; a deleted contact leaves its lists, a merged one's
//   lists name the survivor (duplicates/merge-kinds.ts).
// - `list_calls`: on a call list, each member's last call and next call date, for either kind of
//   list (a dynamic list's members are not stored, their call dates are), written when a call
//   with the member is logged; `next_call_on` is indexed for the members due.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const uuid = pg ? 'uuid' : 'text';
  const time = pg ? 'timestamptz' : 'text';
  await db.schema
    .createTable('lists')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('dynamic', 'static')`))
    // A dynamic list's filters as JSON text; null for a static list.
    .addColumn('filters', 'text')
    .addColumn('call_every_days', 'integer')
    .addColumn('owner_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX lists_owner_name ON lists (COALESCE(owner_id, ''), name_key)`.execute(db);
  await watchTable(db, 'lists', pg);

  await db.schema
    .createTable('list_members')
    .addColumn('list_id', uuid, (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('entity_id', uuid, (c) => c.notNull().references('entities.uuid').onDelete('cascade'))
    .addPrimaryKeyConstraint('list_members_pk', ['list_id', 'entity_id'])
    .execute();
  // A logged call finds the lists its contact is in.
  await db.schema
    .createIndex('list_members_entity')
    .on('list_members')
    .columns(['entity_id', 'list_id'])
    .execute();
  await watchTable(db, 'list_members', pg);

  await db.schema
    .createTable('list_calls')
    .addColumn('list_id', uuid, (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('entity_id', uuid, (c) => c.notNull().references('entities.uuid').onDelete('cascade'))
    .addColumn('last_called_at', 'text', (c) => c.notNull())
    .addColumn('next_call_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_calls_pk', ['list_id', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('list_calls_next')
    .on('list_calls')
    .columns(['list_id', 'next_call_on'])
    .execute();
  await db.schema.createIndex('list_calls_entity').on('list_calls').columns(['entity_id']).execute();
  await watchTable(db, 'list_calls', pg);
}

export async function down(db: Db): Promise<void> {
  for (const table of ['list_calls', 'list_members', 'lists']) await db.schema.dropTable(table).execute();
}
