// The query planner's statistics, kept up to date as tables grow. SQLite read them only when the
// server opened the database (PRAGMA optimize at open and close): link tables grown by imports
// since then were planned as if nearly empty, and ownership walks took 3.5–6.5 s (issue 23).
// An import job refreshes the tables it wrote as it ends; a timer refreshes every table grown much
// since its last analysis, on both databases.
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database } from './database.js';

/** The tables an import writes. */
export const IMPORT_TABLES = [
  'entities',
  'emails',
  'phone_numbers',
  'addresses',
  'entities_emails',
  'entities_numbers',
  'addresses_entities',
  'audit_log',
  'audit_subjects',
] as const;

/** How often the timer looks for grown tables. */
const STATISTICS_CHECK_MS = 10 * 60_000;

const NAME = /^[a-z_][a-z0-9_]*$/i;
const quoted = (table: string) => {
  if (!NAME.test(table)) throw new Error(`not a table name: ${table}`);
  return `"${table}"`;
};

/** SQLite: ANALYZE of the tables (a sample of analysis_limit rows an index, set at open, so a
 * fraction of a second), or PRAGMA optimize over every table (0x10002: all of them, not only those
 * this connection used), which analyses those whose size changed much since their last analysis. */
export function analyzeSqlite(sqlite: SQLite.Database, tables: readonly string[] | undefined): void {
  if (!tables) sqlite.pragma('optimize = 0x10002');
  else for (const table of tables) sqlite.exec(`ANALYZE ${quoted(table)}`);
}

/** PostgreSQL: ANALYZE of the tables, or of those whose changes since their last analysis are
 * over a tenth of their rows (autovacuum's own rule, which a busy or disabled autovacuum may not
 * have applied yet). */
export async function analyzePostgres(database: Database, tables: readonly string[] | undefined) {
  const { db } = database;
  const names =
    tables ??
    (
      await sql<{ relname: string }>`
        SELECT relname FROM pg_stat_user_tables
        WHERE schemaname = current_schema()
          AND n_mod_since_analyze > greatest(500, n_live_tup / 10)`.execute(db)
    ).rows.map((r) => r.relname);
  if (names.length > 0) await sql.raw(`ANALYZE ${names.map(quoted).join(', ')}`).execute(db);
}

/** The timer: every STATISTICS_CHECK_MS, grown tables analysed; a failure (the database briefly
 * away) waits for the next turn. Answers its stop. */
export function keepStatisticsFresh(database: Database, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    database.refreshStatistics().catch(onError);
  }, STATISTICS_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
