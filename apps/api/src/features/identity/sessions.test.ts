// Session cookies: httpOnly, SameSite=Lax, Secure with the __Secure- prefix on https; "Remember Me"
// off gives a browser-session cookie, on one kept for SESSION_MAX_AGE (7 days by default) and renewed
// as it is used; sign-out ends the session on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieHeader, cookieLine, signIn, signUp, userWithRole } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const DAY_MS = 86_400_000;
/** SESSION_MAX_AGE's default. */
const MAX_AGE_MS = 7 * DAY_MS;

describe.each(DIALECTS)('sessions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signUp(t, 'anne@example.com');
  });
  afterAll(() => t?.close());

  /** The session row of a cookie. */
  const sessionOf = async (cookie: string) => {
    const token = decodeURIComponent(/crm\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
    return t.database.db.selectFrom('session').selectAll().where('token', '=', token).executeTakeFirst();
  };

  it('"Remember Me" on: an httpOnly, SameSite=Lax cookie kept 7 days', async () => {
    const res = await signIn(t, 'anne@example.com', undefined, { rememberMe: true });
    const line = cookieLine(res.setCookies, 'crm.session_token')!;
    expect(line).toMatch(/; Max-Age=604800;/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/; Secure/);
    expect(cookieLine(res.setCookies, 'crm.dont_remember')).toBeUndefined();
    const row = await sessionOf(res.cookie);
    expect(new Date(row!.expiresAt).getTime() - Date.now()).toBeGreaterThan(6 * DAY_MS);
  });

  it('"Remember Me" off: a cookie without Max-Age (ends with the browser), a day at most on the server', async () => {
    const res = await signIn(t, 'anne@example.com', undefined, { rememberMe: false });
    const line = cookieLine(res.setCookies, 'crm.session_token')!;
    expect(line).not.toMatch(/Max-Age|Expires/i);
    expect(line).toMatch(/; HttpOnly/);
    expect(cookieLine(res.setCookies, 'crm.dont_remember')).toBeTruthy();
    const row = await sessionOf(res.cookie);
    expect(new Date(row!.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(DAY_MS);
    // And it is not stretched when used.
    const session = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: res.cookie });
    expect(session.body.user.email).toBe('anne@example.com');
    expect(cookieLine(session.setCookies, 'crm.session_token')).toBeUndefined();
  });

  it('renews a remembered session used a day or more after its last renewal (sliding expiry)', async () => {
    const { cookie } = await signIn(t, 'anne@example.com', undefined, { rememberMe: true });
    const row = (await sessionOf(cookie))!;
    // As if it was last renewed two days ago.
    const aged = new Date(Date.now() + (MAX_AGE_MS - 2 * DAY_MS));
    await t.database.db
      .updateTable('session')
      .set({ expiresAt: dialect === 'sqlite' ? aged.toISOString() : aged })
      .where('id', '=', row.id)
      .execute();
    const res = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie });
    expect(cookieLine(res.setCookies, 'crm.session_token')).toMatch(/Max-Age=604800/);
    const renewed = (await sessionOf(cookie))!;
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(aged.getTime() + DAY_MS);
  });

  it('renews it through an /api/v1 call as well', async () => {
    const staff = await userWithRole(t, 'staff-renew@example.com', 'staff');
    const row = (await sessionOf(staff.cookie))!;
    const aged = new Date(Date.now() + (MAX_AGE_MS - 2 * DAY_MS));
    await t.database.db
      .updateTable('session')
      .set({ expiresAt: dialect === 'sqlite' ? aged.toISOString() : aged })
      .where('id', '=', row.id)
      .execute();
    const res = await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: staff.cookie });
    expect(res.status).toBe(200);
    expect(cookieLine(res.setCookies, 'crm.session_token')).toMatch(/Max-Age=604800/);
  });

  it('ends the session on the server at sign-out (the old cookie no longer works)', async () => {
    const staff = await userWithRole(t, 'staff-out@example.com', 'staff');
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: staff.cookie })).status).toBe(
      200,
    );
    const out = await call(t, 'POST', '/api/auth/sign-out', {}, { cookie: staff.cookie });
    expect(out.status).toBe(200);
    expect(cookieLine(out.setCookies, 'crm.session_token')).toMatch(/Max-Age=0/);
    expect(cookieHeader(out.setCookies, staff.cookie)).toBe('');
    expect(await sessionOf(staff.cookie)).toBeUndefined();
    // A copy of the cookie kept by an attacker is worthless now.
    const replay = await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: staff.cookie });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('unauthorized');
    const session = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: staff.cookie });
    expect(session.body).toBeNull();
  });

  it('ignores a forged or tampered cookie', async () => {
    const { cookie } = await signIn(t, 'anne@example.com');
    const token = /crm\.session_token=([^.]+)\./.exec(cookie)![1]!;
    for (const forged of [
      `crm.session_token=${token}.AAAA`,
      `crm.session_token=${token}`,
      'crm.session_token=x.y',
    ]) {
      const res = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: forged });
      expect(res.body, forged).toBeNull();
      expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: forged })).status).toBe(
        401,
      );
    }
  });
});

describe('sessions behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { publicUrl: 'https://crm.example.com' });
  });
  afterAll(() => t?.close());

  it('uses Secure cookies with the __Secure- prefix', async () => {
    const origin = { headers: { origin: 'https://crm.example.com' } };
    const up = await call(
      t,
      'POST',
      '/api/auth/sign-up/email',
      { email: 'sec@example.com', password: 'Str0ng.Passw0rd' },
      origin,
    );
    expect(up.status).toBe(200);
    // Sign-up does not sign in (ADR 0049): the cookie comes with the sign-in.
    const signedIn = await call(
      t,
      'POST',
      '/api/auth/sign-in/email',
      { email: 'sec@example.com', password: 'Str0ng.Passw0rd' },
      origin,
    );
    const line = cookieLine(signedIn.setCookies, '__Secure-crm.session_token')!;
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    const session = await call(t, 'GET', '/api/auth/get-session', undefined, {
      cookie: cookieHeader(signedIn.setCookies),
    });
    expect(session.body.user.email).toBe('sec@example.com');
    // The plain name means nothing on an https site.
    const plain = cookieHeader(signedIn.setCookies).replace('__Secure-', '');
    expect((await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: plain })).body).toBeNull();
  });
});
