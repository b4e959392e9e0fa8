// The planner's statistics follow the tables as they grow (issue 23): an import job refreshes the
// tables it wrote as it ends, and the periodic refresh analyses a table grown since its last
// analysis, on both databases (SQLite loaded them only at open before).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { csv, runImport } from '../test/imports.js';

/** The row count the planner believes a table has: SQLite's sqlite_stat1 (first figure of the
 * table's first index), PostgreSQL's pg_class.reltuples. */
async function plannedRows(t: TestApp, table: string): Promise<number> {
  if (t.database.dialect === 'sqlite') {
    const analysed = t.database
      .sqlite!.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat1'")
      .get();
    if (!analysed) return 0;
    const row = t.database
      .sqlite!.prepare('SELECT stat FROM sqlite_stat1 WHERE tbl = ? AND idx IS NOT NULL ORDER BY idx LIMIT 1')
      .get(table) as { stat: string } | undefined;
    return row ? Number(row.stat.split(' ')[0]) : 0;
  }
  const { rows } = await sql<{ n: number }>`
    SELECT greatest(reltuples, 0)::int AS n FROM pg_class
    WHERE relname = ${table} AND relnamespace = current_schema()::regnamespace`.execute(t.database.db);
  return Number(rows[0]?.n ?? 0);
}

/** PostgreSQL's activity counters (what the refresh reads) reach the views within a second or so
 * of a write; the timer runs every ten minutes, a test waits for them. */
async function statisticsCounted(t: TestApp, table: string, changes: number) {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await sql<{ n: number }>`
      SELECT n_mod_since_analyze::int AS n FROM pg_stat_user_tables
      WHERE relname = ${table} AND schemaname = current_schema()`.execute(t.database.db);
    if (Number(rows[0]?.n ?? 0) >= changes) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An import job row (import_errors rows need one). */
const doneJob = (id: string) => ({
  id,
  kind: 'contacts',
  policy: 'skip',
  mapping: null,
  headers: '[]',
  status: 'done',
  actor: 'test',
  total: 0,
  created_at: new Date().toISOString(),
  started_at: null,
  finished_at: null,
  owner: 'test',
  heartbeat_at: 0,
});

describe.each(DIALECTS)('planner statistics (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
  });
  afterEach(() => t.close());

  it('an import job refreshes the statistics of the tables it wrote as it ends', async () => {
    const before = await plannedRows(t, 'entities_emails');
    const rows = Array.from({ length: 300 }, (_, i) => `Person ${i},p${i}@stats.test\n`).join('');
    const job = await runImport(t, csv(`Nom,Courriel\n${rows}`), { kind: 'contacts' });
    expect(job).toMatchObject({ status: 'done', created: 300 });
    expect(before).toBeLessThan(10);
    expect(await plannedRows(t, 'entities_emails')).toBe(300);
    expect(await plannedRows(t, 'entities')).toBe(300);
  });

  it('the periodic refresh analyses a table grown since its last analysis', async () => {
    await t.database.refreshStatistics(['import_jobs', 'import_errors']);
    const id = '0190a000-0000-7000-8000-000000000001';
    await t.database.db.insertInto('import_jobs').values(doneJob(id)).execute();
    const errors = Array.from({ length: 2000 }, (_, i) => ({
      job_id: id,
      row: i + 2,
      cells: '[]',
      reason: 'x',
    }));
    for (let i = 0; i < errors.length; i += 500)
      await t.database.db
        .insertInto('import_errors')
        .values(errors.slice(i, i + 500))
        .execute();
    expect(await plannedRows(t, 'import_errors')).toBeLessThan(10);
    if (dialect === 'postgres') await statisticsCounted(t, 'import_errors', 2000);
    await t.database.refreshStatistics();
    expect(await plannedRows(t, 'import_errors')).toBe(2000);
  });
});

describe('planner statistics on SQLite, beside a write under way', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite', { demoData: false });
  });
  afterEach(() => t.close());

  it('waits for the transaction (an import batch yielding between rows) instead of joining it', async () => {
    let refreshed = false;
    let refresh: Promise<void> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      await trx.insertInto('import_jobs').values(doneJob('0190a000-0000-7000-8000-000000000002')).execute();
      refresh = t.database.refreshStatistics(['import_jobs']).then(() => {
        refreshed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(refreshed).toBe(false);
    });
    await refresh;
    expect(refreshed).toBe(true);
    expect(await plannedRows(t, 'import_jobs')).toBe(1);
  });
});
