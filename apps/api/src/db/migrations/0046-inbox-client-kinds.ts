// Issue 29: two new kinds of inbox item, and who an item is for.
// - `signup`: a stranger signed up. Staff tie the account to a contact as a client, or refuse it.
// - `client_message`: a client wrote to their representative from the portal.
// - `user_id`: the account a `signup` or `client_message` item came from (null for the others).
// - `assigned_to`: the staff member the item is for (a client's representative); null is everyone's.
// The kind's CHECK must change. PostgreSQL swaps the constraint. SQLite cannot change a CHECK
// without rebuilding the table from its own CREATE statement (sqlite.org/lang_altertable.html,
// "other kinds of table schema changes"). The migrator runs in a transaction, where foreign keys
// cannot be switched off, and dropping the old table nulls the tasks' and acceptances' links to it
// (ON DELETE SET NULL): those links are set aside first, then put back.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const OLD = "kind IN ('contact', 'showcase', 'message')";
const NEW = "kind IN ('contact', 'showcase', 'message', 'signup', 'client_message')";
/** The columns that point at inbox items. */
const REFERRING = [
  ['tasks', 'inbox_id'],
  ['listing_acceptances', 'inbox_item_id'],
] as const;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('inbox_items')
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('inbox_items')
    .addColumn('assigned_to', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  if (isPostgres(db)) {
    await sql`ALTER TABLE inbox_items DROP CONSTRAINT inbox_items_kind_check`.execute(db);
    await sql.raw(`ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_kind_check CHECK (${NEW})`).execute(db);
  } else await rebuildSqlite(db, OLD, NEW);
  // My day: the items assigned to a staff member, newest first.
  await db.schema
    .createIndex('inbox_items_assigned')
    .on('inbox_items')
    .columns(['assigned_to', 'status', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('inbox_items').where('kind', 'in', ['signup', 'client_message']).execute();
  await db.schema.dropIndex('inbox_items_assigned').execute();
  if (isPostgres(db)) {
    await sql`ALTER TABLE inbox_items DROP CONSTRAINT inbox_items_kind_check`.execute(db);
    await sql.raw(`ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_kind_check CHECK (${OLD})`).execute(db);
  } else await rebuildSqlite(db, NEW, OLD);
  await db.schema.alterTable('inbox_items').dropColumn('assigned_to').execute();
  await db.schema.alterTable('inbox_items').dropColumn('user_id').execute();
}

async function rebuildSqlite(db: Db, from: string, to: string): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'inbox_items'`.execute(db);
  const create = tables[0]!.sql;
  if (!create.includes(from)) throw new Error(`0046: inbox_items' CHECK (${from}) not found`);
  const { rows: dependents } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = 'inbox_items'
      AND sql IS NOT NULL`.execute(db);
  for (const [table, column] of REFERRING)
    await sql
      .raw(
        `CREATE TEMP TABLE ${table}_0046 AS SELECT rowid AS r, ${column} AS item FROM ${table} WHERE ${column} IS NOT NULL`,
      )
      .execute(db);
  await sql
    .raw(create.replace(from, to).replace(/CREATE TABLE "?inbox_items"?/, 'CREATE TABLE "inbox_items_0046"'))
    .execute(db);
  await sql`INSERT INTO inbox_items_0046 SELECT * FROM inbox_items`.execute(db);
  await sql`DROP TABLE inbox_items`.execute(db);
  await sql`ALTER TABLE inbox_items_0046 RENAME TO inbox_items`.execute(db);
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
  for (const [table, column] of REFERRING) {
    await sql
      .raw(
        `UPDATE ${table} SET ${column} = (SELECT s.item FROM ${table}_0046 s WHERE s.r = ${table}.rowid)
           WHERE rowid IN (SELECT r FROM ${table}_0046)`,
      )
      .execute(db);
    await sql.raw(`DROP TABLE ${table}_0046`).execute(db);
  }
  const broken = [
    ...(await sql`PRAGMA foreign_key_check(inbox_items)`.execute(db)).rows,
    ...(await sql`PRAGMA foreign_key_check(tasks)`.execute(db)).rows,
    ...(await sql`PRAGMA foreign_key_check(listing_acceptances)`.execute(db)).rows,
  ];
  if (broken.length > 0) throw new Error(`0046: ${broken.length} foreign keys broken by the rebuild`);
}
