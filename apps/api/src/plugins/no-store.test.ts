// Every /api/v1 and /api/auth answer says `Cache-Control: no-store`, errors included, on both
// databases; answers outside the API keep their own caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/auth.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

describe.each(DIALECTS)('Cache-Control on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { 'api-key': API_KEY }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('is no-store on /api/v1 answers, served from the response cache or not', async () => {
    const first = await get('/api/v1/entities/count');
    const again = await get('/api/v1/entities/count');
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // SQLite files cache answers in the server; that never reaches the client's caches.
    if (dialect === 'sqlite') expect(again.headers['x-cache']).toBe('hit');
    const created = await t.call('POST', '/api/v1/entities', { name: 'Cache Person' });
    expect(created.status).toBe(201);
    const page = await get(`/api/v1/entities/${created.body.uuid}/complete`);
    expect(page.headers['cache-control']).toBe('no-store');
    const showcase = await get('/api/v1/public/showcases/426sunset', {});
    expect(showcase.statusCode).toBe(200);
    expect(showcase.headers['cache-control']).toBe('no-store');
    const file = await get('/api/v1/entities/export?format=csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on every kind of /api/v1 error', async () => {
    const answers = [
      [400, await get('/api/v1/entities/query?limit=abc')],
      [400, await get('/api/v1/emails/%E0%A4%A/complete')],
      [401, await get('/api/v1/entities/count', {})],
      [404, await get('/api/v1/entities/0190a000-0000-7000-8000-0000000000aa/complete')],
      [404, await get('/api/v1/no-such-route')],
      [
        415,
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/entities',
          headers: { 'api-key': API_KEY, 'content-type': 'text/plain' },
          payload: 'x',
        }),
      ],
    ] as const;
    for (const [status, res] of answers) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['cache-control'], `${status} ${res.body}`).toBe('no-store');
    }
  });

  it('is no-store on /api/auth answers and refusals', async () => {
    const session = await call(t, 'GET', '/api/auth/get-session');
    expect(session.status).toBe(200);
    const refused = await call(t, 'POST', '/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'Wr0ng.Passw0rd',
    });
    expect(refused.status).toBe(401);
    const unknown = await call(t, 'GET', '/api/auth/no-such-endpoint');
    expect(unknown.status).toBe(404);
    for (const res of [session, refused, unknown]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves caching outside the API as each answer sets it', async () => {
    const robots = await get('/robots.txt', {});
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const doc = await get('/api/docs/json', {});
    expect(doc.headers['cache-control']).not.toBe('no-store');
  });
});
