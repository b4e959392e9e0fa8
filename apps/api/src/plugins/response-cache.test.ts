// The response cache never serves data older than the database: any commit to CRM data, through
// the API or from another connection or process, makes the next read fresh. Writes that change no
// CRM answer (sessions' activity stamps, sign-in, planner statistics) leave it (issue 24).
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../db/database.js';
import { UNWATCHED } from '../db/migrations/0016-crm-version.js';
import { signIn, userWithRole } from '../test/auth.js';
import { createEntity } from '../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, TEST_POSTGRES, type TestApp } from '../test/harness.js';

describe.each(DIALECTS)('response cache on %s', (dialect) => {
  let t: TestApp;
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : { 'api-key': API_KEY } });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createEntity(t, { name: 'Cached Holdings' });
  });
  afterAll(() => t?.close());

  it('answers a repeated read from memory', async () => {
    const first = await get('/api/v1/entities/query?name=cached');
    const second = await get('/api/v1/entities/query?name=cached');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
  });

  it('keeps answering a signed-in reader from memory while the session stamps activity', async () => {
    const staff = await userWithRole(t, `reader-${dialect}@example.com`, 'staff');
    const url = '/api/v1/entities/query?name=holdings';
    const first = await get(url, staff.cookie);
    expect([first.statusCode, first.headers['x-cache']]).toEqual([200, 'miss']);
    // The last activity two minutes back: the next request writes the stamp (once a minute at most).
    const earlier = new Date(Date.now() - 120_000);
    await t.database.db
      .updateTable('session')
      .set({ lastActiveAt: dialect === 'postgres' ? earlier : earlier.toISOString() })
      .where('userId', '=', staff.id)
      .execute();
    const stamped = await get(url, staff.cookie);
    expect(stamped.headers['x-cache']).toBe('hit');
    expect(stamped.body).toBe(first.body);
    const session = await t.database.db
      .selectFrom('session')
      .select('lastActiveAt')
      .where('userId', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(new Date(session.lastActiveAt!).getTime()).toBeGreaterThan(earlier.getTime());
    // Another sign-in (a new session) and fresh planner statistics change no answer either.
    await signIn(t, `reader-${dialect}@example.com`);
    await t.database.refreshStatistics(['entities']);
    expect((await get(url, staff.cookie)).headers['x-cache']).toBe('hit');
  });

  it('reads again after a write through the API', async () => {
    await get('/api/v1/entities/query?name=cached');
    expect((await get('/api/v1/entities/query?name=cached')).headers['x-cache']).toBe('hit');
    await t.call('POST', '/api/v1/entities', { name: 'Cached Partners' });
    const after = await get('/api/v1/entities/query?name=cached');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.map((e: { name: string }) => e.name)).toEqual([
      'Cached Holdings',
      'Cached Partners',
    ]);
  });

  it('reads again after another connection commits', async () => {
    await get('/api/v1/entities/count');
    const before = await get('/api/v1/entities/count');
    expect(before.headers['x-cache']).toBe('hit');
    await sql`UPDATE record_counts SET n = n + 5 WHERE kind = 'entities'`.execute(t.database.db);
    const after = await get('/api/v1/entities/count');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json()).toBe(before.json() + 5);
  });

  it('never caches errors or answers to callers without a key', async () => {
    expect((await get('/api/v1/entities/00000000-0000-7000-8000-000000000000/complete')).statusCode).toBe(
      404,
    );
    const again = await get('/api/v1/entities/00000000-0000-7000-8000-000000000000/complete');
    expect(again.headers['x-cache']).toBe('miss');
    await get('/api/v1/entities/count');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/entities/count' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('watches every table but those no cached answer reads', async () => {
    const triggered =
      dialect === 'postgres'
        ? await sql<{ name: string }>`SELECT DISTINCT c.relname AS name FROM pg_trigger g
            JOIN pg_class c ON c.oid = g.tgrelid
            WHERE c.relnamespace = current_schema()::regnamespace AND g.tgname LIKE '%crm_changed'`.execute(
            t.database.db,
          )
        : await sql<{ name: string }>`SELECT DISTINCT tbl_name AS name FROM sqlite_master
            WHERE type = 'trigger' AND name LIKE '%crm_%'`.execute(t.database.db);
    const tables =
      dialect === 'postgres'
        ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(t.database.db)
        : await sql<{ name: string }>`SELECT name FROM pragma_table_list
            WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(t.database.db);
    // Logs no cached answer reads, left unwatched by their own migration (0049: who was sent an
    // update, who downloaded a document).
    const unwatched = new Set<string>([
      ...UNWATCHED,
      'client_update_deliveries',
      'client_document_downloads',
    ]);
    const expected = tables.rows.map((r) => r.name).filter((name) => !unwatched.has(name));
    expect(triggered.rows.map((r) => r.name).sort()).toEqual(expected.sort());
    expect(expected).toEqual(expect.arrayContaining(['entities', 'user', 'inbox_items', 'audit_log']));
  });
});

describe('response cache on sqlite, several processes', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'api-key': API_KEY } });
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('reads again after another process commits to the same file, not after its session writes', async () => {
    const staff = await userWithRole(t, 'other-process@example.com', 'staff');
    const before = await get('/api/v1/entities/count');
    const target = parseDatabaseUrl(t.config.databaseUrl);
    expect(target.dialect).toBe('sqlite');
    const other = new Database((target as { file: string }).file);
    try {
      const stamp = other.prepare('UPDATE session SET lastActiveAt = ? WHERE userId = ?');
      expect(stamp.run(new Date().toISOString(), staff.id).changes).toBe(1);
      expect((await get('/api/v1/entities/count')).headers['x-cache']).toBe('hit');
      other.prepare("UPDATE record_counts SET n = n + 5 WHERE kind = 'entities'").run();
    } finally {
      other.close();
    }
    const after = await get('/api/v1/entities/count');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json()).toBe(before.json() + 5);
  });
});

// PostgreSQL: a transaction holding a row of crm_version leaves the other writers their own.
describe.each(DIALECTS.filter((d) => d === 'postgres'))('crm_version on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('never makes one writer wait for another, and counts both commits', async () => {
    const version = async () => Number(await t.database.dataVersion!());
    const start = await version();
    const other = new pg.Client({
      connectionString: TEST_POSTGRES,
      options: `-c search_path=${t.database.schema}`,
    });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query("UPDATE record_counts SET n = n + 1 WHERE kind = 'entities'");
      // A lock wait would end this statement at once instead of blocking the test.
      await t.database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL lock_timeout = '1s'`.execute(trx);
        await sql`UPDATE record_counts SET n = n + 1 WHERE kind = 'addresses'`.execute(trx);
      });
      expect(await version()).toBe(start + 1);
      await other.query('COMMIT');
      expect(await version()).toBe(start + 2);
    } finally {
      await other.end();
    }
  });
});
