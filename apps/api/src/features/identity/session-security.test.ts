// The Security page's sessions and the session limits: no session token in any JSON answer; the
// user's own sessions listed by id and ended one by one (never another user's) or all but this
// one; change of password ending the others, whatever the caller asks; the idle timeout and the
// absolute lifetime ending a session at its next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieHeader, STRONG_PASSWORD, signIn, signUp, userWithRole } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const MINUTE = 60_000;

describe.each(DIALECTS)('sessions of the Security page (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // SESSION_IDLE=30m, SESSION_MAX_AGE=12h for this app.
    t = await createTestApp(dialect, { sessionIdleMs: 30 * MINUTE, sessionMaxAgeMs: 12 * 60 * MINUTE });
  });
  afterAll(() => t?.close());

  const tokens = async () =>
    (await t.database.db.selectFrom('session').select('token').execute()).map((r) => r.token);
  const get = (url: string, cookie: string) => call(t, 'GET', url, undefined, { cookie });
  const stamp = (ms: number) => (dialect === 'postgres' ? new Date(ms) : new Date(ms).toISOString());
  const sessionRow = (id: string) =>
    t.database.db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst();
  const currentId = async (cookie: string) =>
    (await get('/api/auth/get-session', cookie)).body.session.id as string;

  it('never answers a session token: sign-in, get-session, list-sessions, list-user-sessions', async () => {
    const admin = await userWithRole(t, 'tokens-admin@example.com', 'admin');
    const anne = await signUp(t, 'tokens@example.com');
    const answers = [
      anne.body,
      (await signIn(t, 'tokens@example.com')).body,
      (await get('/api/auth/get-session', anne.cookie)).body,
      (await get('/api/auth/list-sessions', anne.cookie)).body,
      (await get('/api/auth/account/sessions', anne.cookie)).body,
      (
        await call(
          t,
          'POST',
          '/api/auth/admin/list-user-sessions',
          { userId: anne.body.user.id },
          { cookie: admin.cookie },
        )
      ).body,
    ];
    expect((answers[3] as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect((answers[5] as { sessions: unknown[] }).sessions.length).toBeGreaterThanOrEqual(2);
    const all = await tokens();
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toMatch(/"token"/);
      for (const token of all) expect(text).not.toContain(token);
    }
  });

  it('lists the user own live sessions by id, this one first, with device, address and last activity', async () => {
    const laptop = await signUp(t, 'lister@example.com', STRONG_PASSWORD, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' },
      ip: '203.0.113.7',
    });
    await signIn(t, 'lister@example.com', STRONG_PASSWORD, {}, { headers: { 'user-agent': 'Phone/1.0' } });
    await signUp(t, 'someone-else@example.com');
    const list = await get('/api/auth/account/sessions', laptop.cookie);
    expect(list.status).toBe(200);
    const sessions = list.body.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
      ipAddress: '203.0.113.7',
    });
    expect(sessions[1]).toMatchObject({ current: false, userAgent: 'Phone/1.0' });
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual([
        'createdAt',
        'current',
        'id',
        'ipAddress',
        'lastActiveAt',
        'userAgent',
      ]);
      expect(Number.isNaN(Date.parse(s.lastActiveAt))).toBe(false);
    }
    expect((await call(t, 'GET', '/api/auth/account/sessions')).status).toBe(401);
  });

  it('ends one session by id, only one of the caller own', async () => {
    const staff = await userWithRole(t, 'ender@example.com', 'staff');
    const other = await signIn(t, 'ender@example.com');
    const mallory = await signUp(t, 'mallory@example.com');
    const otherId = await currentId(other.cookie);

    // Someone else cannot end it, and learns nothing: the same answer as an unknown id.
    const foreign = await call(
      t,
      'POST',
      '/api/auth/account/revoke-session',
      { id: otherId },
      { cookie: mallory.cookie },
    );
    expect([foreign.status, foreign.body.code, foreign.body.message]).toEqual([
      404,
      'SESSION_NOT_FOUND',
      'This session has already ended.',
    ]);
    expect(
      (await call(t, 'POST', '/api/auth/account/revoke-session', { id: 'nope' }, { cookie: staff.cookie }))
        .status,
    ).toBe(404);
    expect(await sessionRow(otherId)).toBeDefined();
    expect(
      (await call(t, 'POST', '/api/auth/account/revoke-session', {}, { cookie: staff.cookie })).status,
    ).toBe(400);

    const ended = await call(
      t,
      'POST',
      '/api/auth/account/revoke-session',
      { id: otherId },
      { cookie: staff.cookie },
    );
    expect([ended.status, ended.body]).toEqual([200, { status: true }]);
    expect((await get('/api/auth/get-session', other.cookie)).body).toBeNull();
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: staff.cookie })).status).toBe(
      200,
    );
  });

  it('ends every other session, keeping this one', async () => {
    const here = await userWithRole(t, 'all-others@example.com', 'staff');
    const a = await signIn(t, 'all-others@example.com');
    const b = await signIn(t, 'all-others@example.com');
    const res = await call(t, 'POST', '/api/auth/revoke-other-sessions', {}, { cookie: here.cookie });
    expect(res.status).toBe(200);
    expect((await get('/api/auth/get-session', a.cookie)).body).toBeNull();
    expect((await get('/api/auth/get-session', b.cookie)).body).toBeNull();
    expect((await get('/api/auth/account/sessions', here.cookie)).body.sessions).toHaveLength(1);
  });

  it('changes the password with the current one, ending the other sessions', async () => {
    const here = await signUp(t, 'changer@example.com');
    const elsewhere = await signIn(t, 'changer@example.com');
    const wrong = await call(
      t,
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'Wr0ng.Password', newPassword: 'An0ther.Passw0rd', revokeOtherSessions: true },
      { cookie: here.cookie },
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_PASSWORD']);
    const weak = await call(
      t,
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'short', revokeOtherSessions: true },
      { cookie: here.cookie },
    );
    expect([weak.status, weak.body.code]).toEqual([400, 'WEAK_PASSWORD']);
    expect((await get('/api/auth/get-session', elsewhere.cookie)).body).not.toBeNull();

    const res = await call(
      t,
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'An0ther.Passw0rd', revokeOtherSessions: true },
      { cookie: here.cookie },
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);
    expect((await get('/api/auth/get-session', elsewhere.cookie)).body).toBeNull();
    const kept = cookieHeader(res.setCookies, here.cookie);
    expect((await get('/api/auth/get-session', kept)).body.user.email).toBe('changer@example.com');
    expect((await signIn(t, 'changer@example.com', 'An0ther.Passw0rd')).status).toBe(200);
  });

  it('ends the other sessions at a change of password even when the caller asks to keep them', async () => {
    const here = await signUp(t, 'keeper@example.com');
    let cookie = here.cookie;
    let password = STRONG_PASSWORD;
    for (const [newPassword, flag] of [
      ['An0ther.Passw0rd', {}],
      ['Th1rd.Passw0rd!', { revokeOtherSessions: false }],
    ] as const) {
      const elsewhere = await signIn(t, 'keeper@example.com', password);
      const res = await call(
        t,
        'POST',
        '/api/auth/change-password',
        { currentPassword: password, newPassword, ...flag },
        { cookie },
      );
      expect(res.status, JSON.stringify(flag)).toBe(200);
      expect((await get('/api/auth/get-session', elsewhere.cookie)).body, JSON.stringify(flag)).toBeNull();
      cookie = cookieHeader(res.setCookies, cookie);
      expect((await get('/api/auth/account/sessions', cookie)).body.sessions).toHaveLength(1);
      password = newPassword;
    }
  });

  it('ends a session idle longer than SESSION_IDLE at its next request', async () => {
    const staff = await userWithRole(t, 'idle@example.com', 'staff');
    const id = await currentId(staff.cookie);
    await t.database.db
      .updateTable('session')
      .set({ lastActiveAt: stamp(Date.now() - 31 * MINUTE) })
      .where('id', '=', id)
      .execute();
    const res = await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: staff.cookie });
    expect([res.status, res.body.error.code]).toEqual([401, 'unauthorized']);
    expect(await sessionRow(id)).toBeUndefined();
    expect((await get('/api/auth/get-session', staff.cookie)).body).toBeNull();
  });

  it('keeps a session used within SESSION_IDLE, and a background poll does not count as use', async () => {
    const staff = await userWithRole(t, 'active@example.com', 'staff');
    const id = await currentId(staff.cookie);
    const earlier = Date.now() - 20 * MINUTE;
    await t.database.db
      .updateTable('session')
      .set({ lastActiveAt: stamp(earlier) })
      .where('id', '=', id)
      .execute();
    const poll = await call(t, 'GET', '/api/v1/entities/count', undefined, {
      cookie: staff.cookie,
      headers: { 'x-crm-background': '1' },
    });
    expect(poll.status).toBe(200);
    expect(new Date((await sessionRow(id))!.lastActiveAt!).getTime()).toBe(earlier);
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: staff.cookie })).status).toBe(
      200,
    );
    expect(new Date((await sessionRow(id))!.lastActiveAt!).getTime()).toBeGreaterThan(earlier);
  });

  it('ends a session signed in longer ago than SESSION_MAX_AGE, however active', async () => {
    const staff = await userWithRole(t, 'old@example.com', 'staff');
    const id = await currentId(staff.cookie);
    await t.database.db
      .updateTable('session')
      .set({ createdAt: stamp(Date.now() - 13 * 60 * MINUTE), lastActiveAt: stamp(Date.now()) })
      .where('id', '=', id)
      .execute();
    const res = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: staff.cookie });
    expect(res.body).toBeNull();
    expect(await sessionRow(id)).toBeUndefined();
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: staff.cookie })).status).toBe(
      401,
    );
  });
});
