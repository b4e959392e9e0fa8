// Who may call what: every registered route, walked with each kind of caller. Non-public /api/v1
// routes: staff, admin and api-key → let in (whatever the route then answers); the refusals
// (anonymous → 401, wrong key → 401, a signed-in `user` → 403) are walked from the OpenAPI document
// in security/openapi-access.test.ts. Public routes, /api/auth/*, the API docs, robots.txt and
// sitemap.xml are open to anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../../app.js';
import { call, userWithRole } from '../../test/auth.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const SAMPLES: Record<string, string> = {
  id: '01890a5d-ac96-774b-bcce-b302099a8057',
  entity_id: '01890a5d-ac96-774b-bcce-b302099a8057',
  entity_id2: '01890a5d-ac96-774b-bcce-b302099a8058',
  address_id: '01890a5d-ac96-774b-bcce-b302099a8059',
  email: encodeURIComponent('nobody@example.com'),
  number: encodeURIComponent('+15145550000'),
  phone_number: encodeURIComponent('+15145550000'),
  slug: '426sunset',
};

/** A concrete URL for a route pattern. */
function concrete(route: RouteSummary): string {
  let url = route.url.replace(/:(\w+)/g, (_, name: string) => SAMPLES[name] ?? 'x');
  if (url === '/api/auth/*')
    url = route.method === 'GET' ? '/api/auth/get-session' : '/api/auth/sign-in/email';
  return url.replace('*', 'index.html');
}

const isProtected = (route: RouteSummary) => route.url.startsWith('/api/v1/') && !route.public;
/** Staff routes: every protected one but the client portal's (security/openapi-access.test.ts walks those). */
const isStaffRoute = (route: RouteSummary) => isProtected(route) && !route.client;

/** Routes for administrators (and api keys) only: a staff member's session gets the route's own 403. */
const ADMIN_ONLY = new Set(['POST /api/v1/pipelines', 'PUT /api/v1/pipelines/:id']);

describe.each(DIALECTS)('access to every route (%s)', (dialect) => {
  let t: TestApp;
  let callers: Record<
    'anonymous' | 'user' | 'staff' | 'admin' | 'apiKey',
    { cookie?: string; headers?: Record<string, string> }
  >;
  let staffId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const [user, staff, admin] = await Promise.all([
      userWithRole(t, 'user@example.com', 'user'),
      userWithRole(t, 'staff@example.com', 'staff'),
      userWithRole(t, 'admin@example.com', 'admin'),
    ]);
    staffId = staff.id;
    callers = {
      anonymous: {},
      user: { cookie: user.cookie },
      staff: { cookie: staff.cookie },
      admin: { cookie: admin.cookie },
      apiKey: { headers: { 'api-key': API_KEY } },
    };
  });
  afterAll(() => t?.close());

  const routes = () => t.app.routeTable.filter((r) => r.method !== 'HEAD');

  it('walks a table of every route', () => {
    expect(routes().filter(isProtected).length).toBeGreaterThan(35);
    expect(routes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/auth/*',
        'POST /api/auth/*',
        'GET /robots.txt',
        'GET /sitemap.xml',
        'GET /api/docs/json',
      ]),
    );
  });

  it('lets staff, administrators and api keys through on every non-public /api/v1 route', async () => {
    for (const route of routes().filter(isStaffRoute)) {
      const url = concrete(route);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const adminOnly = ADMIN_ONLY.has(`${route.method} ${route.url}`);
      for (const who of ['staff', 'admin', 'apiKey'] as const) {
        const res = await call(t, route.method as 'GET', url, body, callers[who]);
        if (adminOnly && who === 'staff') {
          expect([res.status, res.body.error?.key], `${route.method} ${url} staff`).toEqual([
            403,
            'pipelines.err.adminOnly',
          ]);
          continue;
        }
        expect([401, 403], `${route.method} ${url} ${who}: ${res.status}`).not.toContain(res.status);
      }
    }
    expect(routes().filter((r) => ADMIN_ONLY.has(`${r.method} ${r.url}`))).toHaveLength(ADMIN_ONLY.size);
  });

  it('keeps public routes, /api/auth, the docs, robots.txt and sitemap.xml open', async () => {
    const open = routes().filter((r) => !isProtected(r));
    expect(open.length).toBeGreaterThan(8);
    for (const route of open) {
      const url = concrete(route);
      const body = route.method === 'GET' ? undefined : {};
      for (const who of ['anonymous', 'user'] as const) {
        const res = await call(t, route.method as 'GET', url, body, callers[who]);
        expect([401, 403], `${route.method} ${url} ${who}: ${res.status}`).not.toContain(res.status);
      }
    }
  });

  it("records the staff member's user id as the actor of a write", async () => {
    const res = await call(t, 'POST', '/api/v1/entities', { name: 'Acme Holdings' }, callers.staff);
    expect(res.status).toBe(201);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('actor')
      .where('record_id', '=', res.body.uuid)
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe(`user:${staffId}`);
  });

  it('lets an api key through even beside the cookie of a user without staff access', async () => {
    const res = await call(t, 'GET', '/api/v1/entities/count', undefined, {
      cookie: callers.user.cookie,
      headers: { 'api-key': API_KEY },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a write carrying the session cookie from another origin, not one with an api key', async () => {
    const evil = { origin: 'https://evil.example' };
    const res = await call(
      t,
      'POST',
      '/api/v1/entities',
      { name: 'Forged Corp' },
      { cookie: callers.staff.cookie, headers: evil },
    );
    expect([res.status, res.body.error]).toEqual([
      403,
      { code: 'forbidden', message: 'A signed-in change must come from this site', key: 'err.crossOrigin' },
    ]);
    const read = await call(t, 'GET', '/api/v1/entities/count', undefined, {
      cookie: callers.staff.cookie,
      headers: evil,
    });
    expect(read.status).toBe(200);
    const keyed = await call(
      t,
      'POST',
      '/api/v1/entities',
      { name: 'Keyed Corp' },
      { headers: { ...evil, 'api-key': API_KEY } },
    );
    expect(keyed.status).toBe(201);
  });

  it('applies a role change at the next request', async () => {
    const { cookie } = await userWithRole(t, 'promoted@example.com', 'user');
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie })).status).toBe(403);
    await t.database.db
      .updateTable('user')
      .set({ role: 'staff' })
      .where('email', '=', 'promoted@example.com')
      .execute();
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie })).status).toBe(200);
    await t.database.db
      .updateTable('user')
      .set({ role: 'user' })
      .where('email', '=', 'promoted@example.com')
      .execute();
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie })).status).toBe(403);
  });
});
