// One duplicate key for addresses. Until now two unique keys were checked in one OR lookup: the
// exact text (`dedupe_key`: address and unit, case and punctuation folded) and the parsed one
// (`address_key`). The address key now parses the text with its meaningless punctuation removed
// (features/places/address-key.ts), so it catches what dedupe_key caught; dedupe_key goes.
//
// Every stored key is recomputed with the new key (a frozen copy, frozen/0005-address-key.ts). Rows
// that now share a key (rare: text once told apart by a comma or a period) are all kept, as 0004
// did: the earliest (by UUID v7, so by creation) keeps the key and the later ones get null, which
// the unique index allows. They stay stored and searchable; they are no longer a duplicate target,
// and editing one's address fields answers 409 like any other duplicate of the earliest.
import { type Kysely, sql } from 'kysely';
import { addressKey } from './frozen/0005-address-key.js';
import { backfillAddressKeys } from './frozen/backfill-address-keys.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  if (pg) {
    // One transaction already (the migrator's): dropping the column drops its unique constraint.
    await db.schema.dropIndex('addresses_address_key').execute();
    await db.schema.alterTable('addresses').dropColumn('dedupe_key').execute();
    await recomputeKeys(db, true);
  } else {
    await dropDedupeKeySqlite(db);
  }
}

/** SQLite cannot drop a UNIQUE column: the table is rebuilt without it (sqlite.org/lang_altertable.html,
 * "other kinds of table schema changes"), keeping every row and its `seq`, so the FTS index (whose
 * rowid is seq) stays valid. The migrator runs this in a transaction (db/database.ts), where foreign
 * keys cannot be switched off, so dropping the old table cascades to the address links: they are
 * set aside first and put back. (Triggers do not fire on that cascade's deletes of addresses.) */
async function dropDedupeKeySqlite(db: Db): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'addresses'`.execute(db);
  const create = tables[0]!.sql;
  const without = create.replace(/, "dedupe_key" text not null unique/, '');
  if (without === create) throw new Error('0005: addresses.dedupe_key not found as created by 0001');
  const { rows: columns } = await sql<{ name: string }>`PRAGMA table_info(addresses)`.execute(db);
  const kept = sql.join(columns.filter((c) => c.name !== 'dedupe_key').map((c) => sql.ref(c.name)));

  await sql`DROP INDEX addresses_address_key`.execute(db);
  // The triggers keeping the FTS index in step (and any index) go with the old table: recreated.
  const { rows: objects } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = 'addresses'
      AND sql IS NOT NULL`.execute(db);
  await sql`CREATE TEMP TABLE links_0005 AS SELECT * FROM addresses_entities`.execute(db);
  await sql.raw(without.replace('CREATE TABLE "addresses"', 'CREATE TABLE "addresses_0005"')).execute(db);
  await sql`INSERT INTO addresses_0005 (${kept}) SELECT ${kept} FROM addresses`.execute(db);
  await sql`DROP TABLE addresses`.execute(db);
  await sql`ALTER TABLE addresses_0005 RENAME TO addresses`.execute(db);
  for (const o of objects) await sql.raw(o.sql).execute(db);
  await sql`INSERT INTO addresses_entities SELECT * FROM links_0005`.execute(db);
  await sql`DROP TABLE links_0005`.execute(db);
  await recomputeKeys(db, false);
  const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(db);
  if (broken.length > 0) throw new Error(`0005: ${broken.length} foreign keys broken by the rebuild`);
}

/** Every row's key from the new function, the earliest of each key keeping it; then the unique index. */
async function recomputeKeys(db: Db, pg: boolean): Promise<void> {
  await sql`UPDATE addresses SET address_key = NULL`.execute(db);
  await backfillAddressKeys(db, pg, addressKey);
  await db.schema
    .createIndex('addresses_address_key')
    .unique()
    .on('addresses')
    .column('address_key')
    .execute();
}

/** Brings the column back, filled with a placeholder per row (the exact-text key's function is
 * gone); the recomputed address keys stay. */
export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('addresses').addColumn('dedupe_key', 'text').execute();
  await sql`UPDATE addresses SET dedupe_key = 'legacy|' || CAST(uuid AS text)`.execute(db);
  await db.schema.createIndex('addresses_dedupe_key').unique().on('addresses').column('dedupe_key').execute();
}
