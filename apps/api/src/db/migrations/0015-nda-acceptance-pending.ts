// Public forms propose, staff decide (issue 23, ADR 0030): a showcase access request whose email or
// number matches an existing contact is no longer filed under that contact. Its NDA acceptance waits
// on the inbox item, with no contact (`entity_id` null), until staff link the item or create the
// contact from it; the acceptance then follows the item's link. So `nda_acceptances.entity_id`
// becomes nullable; every stored acceptance keeps its contact.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`ALTER TABLE nda_acceptances ALTER COLUMN entity_id DROP NOT NULL`.execute(db);
  else await rebuildSqlite(db, /"entity_id" (\w+) not null/, '"entity_id" $1');
}

export async function down(db: Db): Promise<void> {
  // Refused while an acceptance waits for staff: it has no contact to go back to.
  if (isPostgres(db)) await sql`ALTER TABLE nda_acceptances ALTER COLUMN entity_id SET NOT NULL`.execute(db);
  else await rebuildSqlite(db, /"entity_id" (\w+) references/, '"entity_id" $1 not null references');
}

/** SQLite cannot change a column's NOT NULL: the table is rebuilt from its own CREATE statement
 * (sqlite.org/lang_altertable.html, "other kinds of table schema changes"), keeping every row and
 * id. The migrator runs in a transaction, where foreign keys cannot be switched off, and inbox
 * items refer to acceptances: they are set aside while the old table is dropped, then put back. */
async function rebuildSqlite(db: Db, from: RegExp, to: string): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'nda_acceptances'`.execute(db);
  const create = tables[0]!.sql;
  const changed = create.replace(from, to);
  if (changed === create) throw new Error('0015: nda_acceptances.entity_id not found as created by 0002');
  const { rows: indexes } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = 'nda_acceptances'
      AND sql IS NOT NULL`.execute(db);
  await sql`CREATE TEMP TABLE items_0015 AS SELECT * FROM inbox_items`.execute(db);
  await sql`DELETE FROM inbox_items`.execute(db);
  await sql
    .raw(changed.replace('CREATE TABLE "nda_acceptances"', 'CREATE TABLE "nda_acceptances_0015"'))
    .execute(db);
  await sql`INSERT INTO nda_acceptances_0015 SELECT * FROM nda_acceptances`.execute(db);
  await sql`DROP TABLE nda_acceptances`.execute(db);
  await sql`ALTER TABLE nda_acceptances_0015 RENAME TO nda_acceptances`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
  await sql`INSERT INTO inbox_items SELECT * FROM items_0015`.execute(db);
  await sql`DROP TABLE items_0015`.execute(db);
  // Only the rebuilt tables: a dangling reference elsewhere, older than this migration, is not its
  // to refuse.
  const broken = [
    ...(await sql`PRAGMA foreign_key_check(nda_acceptances)`.execute(db)).rows,
    ...(await sql`PRAGMA foreign_key_check(inbox_items)`.execute(db)).rows,
  ];
  if (broken.length > 0) throw new Error(`0015: ${broken.length} foreign keys broken by the rebuild`);
}
