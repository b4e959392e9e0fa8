// The response cache's version (issue 24, ADR 0034): a number that changes with every committed
// write to CRM data and with nothing else. Before, the cache was valid while SQLite's data_version
// or PostgreSQL's snapshot stood still, so any commit staled it: a session's activity stamp, written
// once a minute for every reader, emptied it for everyone.
//
// Triggers on every table, but those whose rows no cached answer reads, raise `crm_version` in the
// writing transaction: any write path, any process or host, a psql session alike, committed or
// rolled back with the data. On PostgreSQL, one row per writer at a time: a trigger takes the first
// row nobody holds (SKIP LOCKED) or adds one, so writers never wait for each other there nor
// deadlock through it, and it bumps once per transaction (a transaction-local setting). The version
// is the sum of the rows. SQLite has one writer at a time and row triggers only: one row.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

/** Tables whose writes change no cached answer: sign-in and sessions (the activity stamp), the
 * place lookups' cache, import jobs' progress and files, the outgoing mail queue, the migrator's. */
export const UNWATCHED = [
  'session',
  'account',
  'verification',
  'twoFactor',
  'auth_revoked_sessions',
  'used_totp_codes',
  'place_cache',
  'import_jobs',
  'import_files',
  'import_errors',
  'mail_outbox',
  // Added with 0022 (ADR 0038): which reminders were sent; no cached answer reads it.
  'reminders_sent',
  // Added with 0040: the deal room's view log, written at every document a visitor reads; no
  // cached answer reads it, and watched it would empty the cache at each read.
  'listing_document_views',
  'crm_version',
  'kysely_migration',
  'kysely_migration_lock',
] as const;

export const isPostgres = (db: Db) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

/** Every ordinary table of the database (not SQLite's virtual full-text tables nor their shadows). */
async function tables(db: Db, postgres: boolean): Promise<string[]> {
  const rows = postgres
    ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`SELECT name FROM pragma_table_list
        WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** Makes writes to `table` raise the version: for a table a later migration creates or rebuilds. */
export async function watchTable(db: Db, table: string, postgres: boolean): Promise<void> {
  if (postgres) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_crm_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION crm_changed()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_crm_${event}`)} AFTER ${sql.raw(event.toUpperCase())}
      ON ${sql.table(table)} BEGIN UPDATE crm_version SET n = n + 1; END`.execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  const existing = await tables(db, postgres);
  await db.schema
    .createTable('crm_version')
    .addColumn('slot', postgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('crm_version').values({ n: 0 }).execute();
  if (postgres) {
    // `SET search_path FROM CURRENT`: the table is found in this schema whatever the writer's path.
    await sql`CREATE FUNCTION crm_changed() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      DECLARE
        free integer;
      BEGIN
        IF current_setting('crm.changed', true) = '1' THEN
          RETURN NULL;
        END IF;
        SELECT slot INTO free FROM crm_version ORDER BY slot LIMIT 1 FOR UPDATE SKIP LOCKED;
        IF FOUND THEN
          UPDATE crm_version SET n = n + 1 WHERE slot = free;
        ELSE
          INSERT INTO crm_version (n) VALUES (1);
        END IF;
        PERFORM set_config('crm.changed', '1', true);
        RETURN NULL;
      END $$`.execute(db);
  }
  const unwatched = new Set<string>(UNWATCHED);
  for (const table of existing.filter((t) => !unwatched.has(t))) await watchTable(db, table, postgres);
}

export async function down(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  const unwatched = new Set<string>(UNWATCHED);
  for (const table of (await tables(db, postgres)).filter((t) => !unwatched.has(t))) {
    if (postgres)
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_crm_changed`)} ON ${sql.table(table)}`.execute(db);
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_crm_${event}`)}`.execute(db);
  }
  if (postgres) await sql`DROP FUNCTION IF EXISTS crm_changed()`.execute(db);
  await db.schema.dropTable('crm_version').execute();
}
