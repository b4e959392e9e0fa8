// Issue 16: the API under load while what it depends on stops and comes back, on a PostgreSQL
// cluster and a Redis server of this test's own (test/scratch-services.ts).
// - PostgreSQL stopped: every answer is 503 (never 500) until it is back; the first request after
//   it accepts connections again succeeds, with no restart of the API; nothing acknowledged is lost.
// - Redis stopped: no client sees an error, each process counts its limits alone meanwhile, and
//   they are shared again once Redis is back (the public forms' and failed sign-ins').
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/database.js';
import { buildApi } from './test/child-process.js';
import { type TestDatabase, testDatabase } from './test/harness.js';
import { writeLoad } from './test/load.js';
import {
  type ScratchPostgres,
  type ScratchRedis,
  scratchPostgres,
  scratchRedis,
} from './test/scratch-services.js';
import { type ServerProcess, send, startServer } from './test/server-process.js';

const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((r) => setTimeout(r, 100));
};

/** A loop of reads (a cached count and a search) until stopped, counting each status. */
function readLoad(url: string) {
  const statuses: Record<number, number> = {};
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const path = i % 2 ? '/api/v1/entities/count' : `/api/v1/entities/query?name=Load&_=${i}`;
      const status = await send(`${url}${path}`, 'GET').then(
        (r) => r.status,
        () => 0,
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return {
    statuses,
    stop: async () => {
      running = false;
      await done;
      return statuses;
    },
  };
}

const PUBLIC_URL = 'http://crm.test';
const ADMIN = { email: 'chief@outage.test', password: 'Down.And.Up.Again.9' };

describe('PostgreSQL stopped and started under load', () => {
  let cluster: ScratchPostgres;
  let server: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    buildApi();
    cluster = await scratchPostgres();
    server = await startServer({
      DATABASE_URL: cluster.url,
      PUBLIC_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    database = openDatabase(cluster.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    cluster?.remove();
  });

  it('answers a repeated read from memory until a CRM write commits', async () => {
    const count = () => send(`${server.url}/api/v1/entities/count`, 'GET');
    await count();
    expect((await count()).headers['x-cache']).toBe('hit');
    await send(`${server.url}/api/v1/entities`, 'POST', { name: 'Counted' });
    const after = await count();
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toBe(1);
  });

  it('answers 503 while it is down and serves again as soon as it is back, losing nothing', async () => {
    const signIn = () => send(`${server.url}/api/auth/sign-in/email`, 'POST', ADMIN, { origin: PUBLIC_URL });
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const writes = writeLoad([server.url], 'pg');
    const reads = readLoad(server.url);
    await writes.acks(10);

    cluster.stop();
    // The load meets the outage: refusals, which say to come back later.
    await until(() => (writes.result.statuses[503] ?? 0) >= 3 && (reads.statuses[503] ?? 0) >= 3);
    const refused = await send(`${server.url}/api/v1/entities`, 'POST', { name: 'Refused' });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body.error).toMatchObject({ code: 'unavailable', key: 'err.unavailable' });
    // A staff session cannot be checked, a sign-in cannot be tried: 503 as well.
    const session = await send(`${server.url}/api/v1/entities/count`, 'GET', undefined, { cookie });
    const tried = await signIn();
    expect(session.status).toBe(503);
    expect(tried.status).toBe(503);

    cluster.start(); // returns once PostgreSQL accepts connections
    // Served within the 5 s of the return: the client gives up after that.
    const first = await send(
      `${server.url}/api/v1/entities`,
      'POST',
      { name: 'First back' },
      undefined,
      5_000,
    );
    expect(first.status).toBe(201);
    await writes.acks(10);
    const written = await writes.stop();
    const read = await reads.stop();

    expect(Object.keys(written.statuses).sort()).toEqual(['201', '503']);
    expect(Object.keys(read).sort()).toEqual(['200', '503']);
    const names = [...written.acked, 'First back'];
    const stored = await database.db
      .selectFrom('entities')
      .select('name')
      .where('name', 'in', names)
      .execute();
    expect(stored.map((r) => r.name).sort()).toEqual(names.sort());
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});

describe('Redis stopped and started under load', () => {
  let redis: ScratchRedis;
  let target: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let serial = 0;
  /** A client address never seen before. */
  const freshIp = () => `198.51.${Math.floor(++serial / 250)}.${(serial % 250) + 1}`;
  const contact = (s: ServerProcess, ip: string) =>
    send(
      `${s.url}/api/v1/public/contact`,
      'POST',
      { sender: 'Paul', email: 'paul@visitor.test', subject: 'Hello', body: 'Hi', website: '' },
      { 'x-forwarded-for': ip },
    );
  /** Posts the limit (3) from one address, spread over both, then one more through each: the
   * statuses of those two. */
  const overTheLimit = async (ip: string) => {
    for (const s of [a, b, a]) expect((await contact(s, ip)).status).toBe(201);
    return [(await contact(a, ip)).status, (await contact(b, ip)).status];
  };

  beforeAll(async () => {
    buildApi();
    redis = await scratchRedis();
    target = await testDatabase('sqlite');
    await target.database.close();
    const env = {
      DATABASE_URL: target.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
      TRUST_PROXY: 'true',
      PUBLIC_URL,
      PUBLIC_FORM_LIMIT: '3/10m',
      SIGN_IN_LIMIT: '3/10m',
    };
    a = await startServer(env);
    b = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await redis?.stop();
    await target?.drop();
  });

  it('keeps answering while Redis is down, counting alone, and shares the limits again after', async () => {
    // Visitors from ever new addresses, through both servers: never limited, never refused.
    let running = true;
    const statuses: Record<number, number> = {};
    const visitors = (async () => {
      for (let i = 0; running; i++) {
        const status = await contact(i % 2 ? a : b, freshIp()).then(
          (r) => r.status,
          () => 0,
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const writes = writeLoad([a.url, b.url], 'redis', 2);

    expect(await overTheLimit(freshIp())).toEqual([429, 429]);

    const [markA, markB] = [a.output().length, b.output().length];
    await redis.stop();
    await Promise.all([
      a.waitFor('"msg":"Redis unreachable', markA),
      b.waitFor('"msg":"Redis unreachable', markB),
    ]);
    // Each process counts alone: the post after the limit is refused by the one that saw it all.
    const ip = freshIp();
    for (const _ of [1, 2, 3]) expect((await contact(a, ip)).status).toBe(201);
    expect((await contact(a, ip)).status).toBe(429);
    expect((await contact(b, ip)).status).toBe(201);
    await writes.acks(10);

    await redis.start();
    await Promise.all([a.waitFor('Redis reachable again', markA), b.waitFor('Redis reachable again', markB)]);
    expect(await overTheLimit(freshIp())).toEqual([429, 429]);
    // Failed sign-ins from one client, spread over both: the limit (3) holds on either.
    const guesser = freshIp();
    const guess = (s: ServerProcess) =>
      send(
        `${s.url}/api/auth/sign-in/email`,
        'POST',
        { email: 'nobody@outage.test', password: 'Wrong.Passw0rd.1' },
        { origin: PUBLIC_URL, 'x-forwarded-for': guesser },
      );
    for (const s of [a, b, a]) expect((await guess(s)).status).toBe(401);
    for (const s of [b, a]) expect((await guess(s)).status).toBe(429);
    await writes.acks(10);

    running = false;
    await visitors;
    const written = await writes.stop();
    expect(statuses).toEqual({ 201: expect.any(Number) });
    expect(written.statuses).toEqual({ 201: expect.any(Number) });
    // Said once per outage by each process.
    for (const s of [a, b]) {
      expect(s.output().split('"msg":"Redis unreachable').length - 1).toBe(1);
      expect(s.output().split('Redis reachable again').length - 1).toBe(1);
    }
  }, 120_000);
});
