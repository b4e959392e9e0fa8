// Issue 16: two API processes, as two hosts would run them (same secrets), on one PostgreSQL
// database and one Redis, started at the same moment. They prepare the database in turn; a write
// through one is read through the other at once, its response cache included; the public-form limit
// and a sign-in lockout hold across both.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from './test/child-process.js';
import { DIALECTS, TEST_REDIS_URL, type TestDatabase, testDatabase } from './test/harness.js';
import { type ServerProcess, send, startServer } from './test/server-process.js';

const PUBLIC_URL = 'http://crm.test';
const ADMIN = 'chief@hosts.test';
const PASSWORD = 'Two.Hosts.One.Base.7';
const FORM = { sender: 'Paul Gagnon', email: 'paul@visitor.test', subject: 'Hello', body: 'Hi', website: '' };
const visitor = { origin: PUBLIC_URL };
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe.each(DIALECTS.filter((d) => d === 'postgres'))('two hosts on one %s and Redis', () => {
  let target: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    buildApi();
    target = await testDatabase('postgres');
    await target.database.close();
    const env = {
      DATABASE_URL: target.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
      PUBLIC_URL,
      ADMIN_EMAIL: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_FORM_LIMIT: '4/10m',
      SIGN_IN_LIMIT: '3/15m',
    };
    // Both at once, as hosts of one deployment may start: one prepares the database while the other
    // waits for it (server.ts's lock), then finds it ready and the administrator made.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await target?.drop();
  });

  it('prepared the database once, one host after the other', () => {
    const outputs = [a.output(), b.output()];
    for (const output of outputs) expect(occurrences(output, '"msg":"database prepared"')).toBe(1);
    expect(outputs.filter((o) => o.includes('"msg":"database migrated"'))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes(`administrator ${ADMIN} created`))).toHaveLength(1);
  });

  it('reads through one what was written through the other at once, cached reads included', async () => {
    const query = (s: ServerProcess) => send(`${s.url}/api/v1/entities/query?name=Across`, 'GET');
    for (const s of [a, b, a, b]) expect((await query(s)).body.data).toEqual([]);
    const names: string[] = [];
    for (const [writer, reader] of [
      [a, b],
      [b, a],
      [a, b],
    ] as const) {
      const name = `Across ${names.length + 1}`;
      const created = await send(`${writer.url}/api/v1/entities`, 'POST', { name });
      expect(created.status).toBe(201);
      names.push(name);
      const page = await query(reader);
      expect(page.body.data.map((e: { name: string }) => e.name)).toEqual(names);
      const record = await send(`${reader.url}/api/v1/entities/${created.body.uuid}/complete`, 'GET');
      expect(record.body.name).toBe(name);
      const renamed = await send(`${reader.url}/api/v1/entities/${created.body.uuid}`, 'PUT', {
        notes: 'seen',
      });
      expect(renamed.status).toBe(200);
      const again = await send(`${writer.url}/api/v1/entities/${created.body.uuid}/complete`, 'GET');
      expect(again.body.notes).toBe('seen');
    }
  });

  it('counts the public-form limit across both: the post after it is refused by either', async () => {
    const post = (s: ServerProcess) => send(`${s.url}/api/v1/public/contact`, 'POST', FORM, visitor);
    const sent = [await post(a), await post(b), await post(a), await post(b)];
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    for (const s of [a, b]) {
      const refused = await post(s);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
    }
  });

  it('holds a sign-in lockout made through one on the other, right password included', async () => {
    const signIn = (s: ServerProcess, password: string) =>
      send(`${s.url}/api/auth/sign-in/email`, 'POST', { email: ADMIN, password }, visitor);
    expect((await signIn(b, PASSWORD)).status).toBe(200);
    for (const s of [a, b, a]) expect((await signIn(s, 'Wrong.Passw0rd.1')).status).toBe(401);
    for (const s of [b, a]) {
      const locked = await signIn(s, PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    }
  });
});
