// The response cache never serves data older than the database: any commit, through the API or
// from another connection or process, makes the next read fresh.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../db/database.js';
import { createEntity } from '../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

describe('response cache on sqlite', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'api-key': API_KEY } });
  beforeAll(async () => {
    t = await createTestApp('sqlite');
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

  it('reads again after a write through the API', async () => {
    await get('/api/v1/entities/query?name=cached');
    await t.call('POST', '/api/v1/entities', { name: 'Cached Partners' });
    const after = await get('/api/v1/entities/query?name=cached');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.map((e: { name: string }) => e.name)).toEqual([
      'Cached Holdings',
      'Cached Partners',
    ]);
  });

  it('reads again after another process commits to the same file', async () => {
    const before = await get('/api/v1/entities/count');
    const target = parseDatabaseUrl(t.config.databaseUrl);
    expect(target.dialect).toBe('sqlite');
    const other = new Database((target as { file: string }).file);
    other.prepare("UPDATE record_counts SET n = n + 5 WHERE kind = 'entities'").run();
    other.close();
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
});

// PostgreSQL: the version is the cluster's current snapshot, so a commit by anyone (another API
// process or host, a psql session) makes the next read fresh. Whether two reads in a row hit
// depends on the whole cluster being quiet between them; outages.test.ts checks that on a cluster
// of its own.
describe.each(DIALECTS.filter((d) => d === 'postgres'))('response cache on %s', (dialect) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'api-key': API_KEY } });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createEntity(t, { name: 'Cached Holdings' });
  });
  afterAll(() => t?.close());

  it('reads again after another connection commits', async () => {
    const before = await get('/api/v1/entities/count');
    expect(before.headers['x-cache']).toMatch(/^(hit|miss)$/);
    await sql`UPDATE record_counts SET n = n + 5 WHERE kind = 'entities'`.execute(t.database.db);
    const after = await get('/api/v1/entities/count');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json()).toBe(before.json() + 5);
  });

  it('reads again after a write through the API', async () => {
    await get('/api/v1/entities/query?name=cached');
    await get('/api/v1/entities/query?name=cached');
    await t.call('POST', '/api/v1/entities', { name: 'Cached Partners' });
    const after = await get('/api/v1/entities/query?name=cached');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.map((e: { name: string }) => e.name)).toEqual([
      'Cached Holdings',
      'Cached Partners',
    ]);
  });
});
