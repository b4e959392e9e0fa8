// Issue 16: with REDIS_URL, two API instances count the public-form and sign-in limits together;
// with Redis unreachable each answers as before and counts alone, and says so once. The real Redis
// of the machine (REDIS_URL of the tests, else 127.0.0.1:6379), under a prefix of this run.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/auth.js';
import { createTestApp, DIALECTS, TEST_REDIS_URL, type TestApp } from '../test/harness.js';
import { visit } from '../test/visitor.js';
import { connectSharedState } from './redis-state.js';

const FORM = { sender: 'Paul Gagnon', email: 'paul@visitor.test', subject: 'Hello', body: 'Hi', website: '' };
const contact = (t: TestApp, ip: string) => visit(t, 'POST', '/api/v1/public/contact', FORM, {}, ip);
const statuses = async (answers: Array<Promise<{ status: number }>>) =>
  (await Promise.all(answers)).map((a) => a.status);

/** A port where nothing listens: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const limits = {
  publicFormLimit: { max: 3, windowMs: 60_000 },
  signInLimit: { max: 2, windowMs: 60_000 },
};

describe.each(DIALECTS)('limits shared through Redis (%s)', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = {
      ...limits,
      redisUrl: TEST_REDIS_URL,
      redisPrefix: `test:${randomBytes(6).toString('hex')}:`,
    };
    [a, b] = await Promise.all([createTestApp(dialect, shared), createTestApp(dialect, shared)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts one public-form limit for both: the next post is refused by either', async () => {
    const ip = '203.0.113.21';
    expect(await statuses([contact(a, ip), contact(b, ip)])).toEqual([201, 201]);
    expect((await contact(a, ip)).status).toBe(201);
    const refused = [await contact(b, ip), await contact(a, ip)];
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
    expect(refused[0]!.body.error.code).toBe('rate_limited');
    // Another client address is not concerned.
    expect((await contact(b, '203.0.113.22')).status).toBe(201);
  });

  it('counts failed sign-ins for both: a lockout on one holds on the other', async () => {
    const ip = '203.0.113.31';
    expect((await signIn(a, 'someone@lockout.test', 'Wrong.Passw0rd', {}, { ip })).status).toBe(401);
    expect((await signIn(b, 'someone@lockout.test', 'Wrong.Passw0rd', {}, { ip })).status).toBe(401);
    for (const t of [a, b]) {
      const res = await signIn(t, 'someone@lockout.test', 'Wrong.Passw0rd', {}, { ip });
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe.each(DIALECTS)('Redis unreachable (%s)', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const down = { ...limits, redisUrl: `redis://127.0.0.1:${await closedPort()}` };
    [a, b] = await Promise.all([createTestApp(dialect, down), createTestApp(dialect, down)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('answers as without Redis, each instance counting alone', async () => {
    const ip = '203.0.113.41';
    expect(await statuses([contact(a, ip), contact(a, ip), contact(a, ip)])).toEqual([201, 201, 201]);
    expect((await contact(a, ip)).status).toBe(429);
    expect((await contact(b, ip)).status).toBe(201);
    for (const _ of [1, 2])
      expect((await signIn(a, 'someone@down.test', 'Wrong.Passw0rd', {}, { ip })).status).toBe(401);
    expect((await signIn(a, 'someone@down.test', 'Wrong.Passw0rd', {}, { ip })).status).toBe(429);
    expect((await signIn(b, 'someone@down.test', 'Wrong.Passw0rd', {}, { ip })).status).toBe(401);
  });
});

describe('the Redis connection', () => {
  it('says once that Redis is unreachable, however many commands fail', async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (_: object, m: string) => lines.push(m) };
    const state = connectSharedState(`redis://127.0.0.1:${await closedPort()}`, 'test:', log);
    try {
      // The first connection attempt fails, then the commands find no connection.
      while (!lines.length) await new Promise((r) => setTimeout(r, 50));
      for (const _ of [1, 2, 3]) expect(await state.run((redis) => redis.del('x'))).toBeUndefined();
      expect(lines).toEqual(['Redis unreachable: each process counts the limits alone until it is back']);
    } finally {
      await state.close();
    }
  });
});
