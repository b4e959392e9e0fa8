// Issue 16: WORKERS=2 runs the built server as node's cluster on one port, on SQLite and on
// PostgreSQL. The database is prepared once; a write through one worker is read through the other
// at once (their response caches included); a worker killed with SIGKILL under a write load loses
// no acknowledged write and is replaced; SIGTERM lets a request under way finish.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/database.js';
import { buildApi } from './test/child-process.js';
import { API_KEY, DIALECTS, type TestDatabase, testDatabase } from './test/harness.js';
import { writeLoad } from './test/load.js';
import { type ServerProcess, send, startServer } from './test/server-process.js';

const ADMIN = 'chief@workers.test';
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** server.ts logs it each time a process prepares the database. */
const PREPARED = '"msg":"database prepared"';

/** The stored contacts' names among `names`, each as many times as stored. */
async function storedNames(database: Database, names: string[]): Promise<string[]> {
  const rows = await database.db.selectFrom('entities').select('name').where('name', 'in', names).execute();
  return rows.map((r) => r.name).sort();
}

describe.each(DIALECTS)('WORKERS=2 (%s)', (dialect) => {
  let target: TestDatabase;
  let server: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    buildApi();
    target = await testDatabase(dialect);
    await target.database.close();
    server = await startServer({
      WORKERS: '2',
      DATABASE_URL: target.url,
      ADMIN_EMAIL: ADMIN,
      ADMIN_PASSWORD: 'Plural.Forks.Serve.42',
    });
    await server.waitFor('"msg":"all workers listening"');
    database = openDatabase(target.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.close();
    await target?.drop();
  });

  it('prepares the database once, then serves the port from two processes', () => {
    const output = server.output();
    expect(occurrences(output, PREPARED)).toBe(1);
    expect(occurrences(output, '"msg":"database migrated"')).toBe(1);
    expect(occurrences(output, `administrator ${ADMIN} created`)).toBe(1);
    const workers = server.workers();
    expect(workers).toHaveLength(2);
    expect(new Set([...workers, server.child.pid]).size).toBe(3);
    expect(workers.every(alive)).toBe(true);
  });

  it('shows a write made through one worker in the next reads of both, cached or not', async () => {
    const query = `${server.url}/api/v1/entities/query?name=${encodeURIComponent(`Probe ${dialect}`)}`;
    const names: string[] = [];
    // Each request is a new connection: the cluster hands them to the workers in turn, so every
    // worker answers (and caches) the query before and after each write.
    for (const _ of [1, 2, 3, 4]) expect((await send(query, 'GET')).body.data).toEqual([]);
    for (const i of [1, 2, 3]) {
      const name = `Probe ${dialect} ${i}`;
      expect((await send(`${server.url}/api/v1/entities`, 'POST', { name })).status).toBe(201);
      names.push(name);
      for (const _ of [1, 2, 3, 4]) {
        const res = await send(query, 'GET');
        expect(res.status).toBe(200);
        expect(res.body.data.map((e: { name: string }) => e.name).sort()).toEqual(names);
      }
    }
  });

  it('keeps every acknowledged write when a worker is killed under load, and replaces it', async () => {
    const [first, second] = server.workers() as [number, number];
    const load = writeLoad([server.url], dialect);
    await load.acks(20);

    for (const victim of [first, second]) {
      const mark = server.output().length;
      process.kill(victim, 'SIGKILL');
      await server.waitFor(`"worker":${victim},"code":null,"signal":"SIGKILL"`, mark);
      await server.waitFor('"msg":"worker listening"', mark);
      // The load goes on through the replacement and the worker left alive.
      await load.acks(20);
      expect(alive(victim)).toBe(false);
    }
    const { acked, statuses } = await load.stop();

    const workers = server.workers();
    expect(workers).toHaveLength(4);
    expect(workers.filter(alive)).toEqual(workers.slice(2));
    // No answer but 201: a request the kill cut off got no answer at all (status 0), never an error.
    expect(Object.keys(statuses).filter((s) => s !== '201' && s !== '0')).toEqual([]);
    // The worker left alive kept its connections: each of the load's 3 loops has one request in
    // flight, so each kill can cut at most 3 (the ones handed to the victim), whatever the load.
    expect(statuses[0] ?? 0).toBeLessThanOrEqual(3 * 2);
    expect(await storedNames(database, acked)).toEqual([...acked].sort());
    // The replacements served without preparing the database again.
    expect(occurrences(server.output(), PREPARED)).toBe(1);
  }, 120_000);

  it('on SIGTERM, answers the request under way, then every process exits', async () => {
    const name = `Drained ${dialect}`;
    const body = JSON.stringify({ name });
    const requestId = `drain-${dialect}`;
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/v1/entities`, {
        method: 'POST',
        agent: false,
        headers: {
          'api-key': API_KEY,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'x-request-id': requestId,
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      // The rest of the body once every worker is shutting down.
      void server
        .waitFor(`"reqId":"${requestId}"`)
        .then(() => {
          const mark = server.output().length;
          const live = server.workers().filter(alive);
          server.child.kill('SIGTERM');
          const closing = (pid: number) =>
            new RegExp(`"pid":${pid},[^\n]*"signal":"SIGTERM","msg":"shutting down"`);
          return Promise.all(live.map((pid) => server.waitFor(closing(pid), mark)));
        })
        .then(() => req.end(body.slice(5)));
    });
    expect(await answer).toBe(201);
    expect(await server.stop()).toBe(0);
    expect(await storedNames(database, [name])).toEqual([name]);
  }, 60_000);
});
