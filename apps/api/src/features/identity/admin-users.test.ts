// The Users page's calls (Better Auth's admin plugin): administrators list and search users, grant
// or revoke staff, disable and re-enable accounts; staff and users cannot. Disabling ends every
// session of that user at once, and their next request is told why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, userWithRole } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('user management (%s)', (dialect) => {
  let t: TestApp;
  let admin: { id: string; cookie: string };
  let staff: { id: string; cookie: string };
  let user: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, staff, user] = await Promise.all([
      userWithRole(t, 'boss@example.com', 'admin'),
      userWithRole(t, 'clerk@example.com', 'staff'),
      userWithRole(t, 'visitor@example.com', 'user'),
    ]);
  });
  afterAll(() => t?.close());

  const asAdmin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(t, method, url, body, { cookie: admin.cookie });

  it('lists users page by page, newest first, with their role and state', async () => {
    const page = await asAdmin(
      'GET',
      '/api/auth/admin/list-users?limit=2&offset=0&sortBy=createdAt&sortDirection=desc',
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.users).toHaveLength(2);
    expect(page.body.users[0]).toMatchObject({ role: expect.any(String), banned: false });
    const next = await asAdmin(
      'GET',
      '/api/auth/admin/list-users?limit=2&offset=2&sortBy=createdAt&sortDirection=desc',
    );
    expect(next.body.users).toHaveLength(1);
    const all = [...page.body.users, ...next.body.users].map((u: { email: string }) => u.email).sort();
    expect(all).toEqual(['boss@example.com', 'clerk@example.com', 'visitor@example.com']);
  });

  it('searches by email or name', async () => {
    const byEmail = await asAdmin(
      'GET',
      '/api/auth/admin/list-users?searchValue=clerk&searchField=email&searchOperator=contains',
    );
    expect(byEmail.body.users.map((u: { email: string }) => u.email)).toEqual(['clerk@example.com']);
    expect(byEmail.body.total).toBe(1);
    const byName = await asAdmin(
      'GET',
      '/api/auth/admin/list-users?searchValue=visi&searchField=name&searchOperator=starts_with',
    );
    expect(byName.body.users.map((u: { email: string }) => u.email)).toEqual(['visitor@example.com']);
    const none = await asAdmin('GET', '/api/auth/admin/list-users?searchValue=zzz');
    expect(none.body).toMatchObject({ users: [], total: 0 });
  });

  it('grants and revokes staff, effective at the next request', async () => {
    const grant = await asAdmin('POST', '/api/auth/admin/set-role', { userId: user.id, role: 'staff' });
    expect(grant.status).toBe(200);
    expect(grant.body.user).toMatchObject({ id: user.id, role: 'staff' });
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: user.cookie })).status).toBe(
      200,
    );
    const revoke = await asAdmin('POST', '/api/auth/admin/set-role', { userId: user.id, role: 'user' });
    expect(revoke.body.user.role).toBe('user');
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: user.cookie })).status).toBe(
      403,
    );
  });

  it('refuses an unknown role, and an administrator removing their own admin role', async () => {
    const unknown = await asAdmin('POST', '/api/auth/admin/set-role', { userId: user.id, role: 'owner' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE',
      message: 'Unknown role.',
      key: 'auth.err.unknownRole',
    });
    const self = await asAdmin('POST', '/api/auth/admin/set-role', { userId: admin.id, role: 'staff' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      code: 'CANNOT_DEMOTE_YOURSELF',
      message: 'You cannot remove your own administrator role.',
      key: 'auth.err.cannotDemoteSelf',
    });
    const selfBan = await asAdmin('POST', '/api/auth/admin/ban-user', { userId: admin.id });
    expect(selfBan.status).toBe(400);
    expect(selfBan.body.message).toBe('You cannot disable your own account.');
    const row = await t.database.db
      .selectFrom('user')
      .select('role')
      .where('id', '=', admin.id)
      .executeTakeFirst();
    expect(row?.role).toBe('admin');
  });

  it('refuses every user-management call to staff (403), users (403) and anonymous callers (401)', async () => {
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/api/auth/admin/list-users', undefined],
      ['GET', `/api/auth/admin/get-user?id=${user.id}`, undefined],
      ['POST', '/api/auth/admin/set-role', { userId: staff.id, role: 'admin' }],
      ['POST', '/api/auth/admin/ban-user', { userId: user.id }],
      ['POST', '/api/auth/admin/unban-user', { userId: user.id }],
      ['POST', '/api/auth/admin/revoke-user-sessions', { userId: user.id }],
      ['POST', '/api/auth/admin/list-user-sessions', { userId: user.id }],
    ];
    for (const [method, url, body] of calls) {
      for (const who of [staff, user]) {
        const res = await call(t, method, url, body, { cookie: who.cookie });
        expect(res.status, `${url} ${who === staff ? 'staff' : 'user'}`).toBe(403);
        expect(res.body.message).toBe('Only an administrator can manage users.');
      }
      expect((await call(t, method, url, body)).status, url).toBe(401);
    }
    const row = await t.database.db
      .selectFrom('user')
      .select(['role', 'banned'])
      .where('id', '=', staff.id)
      .executeTakeFirst();
    expect(row?.role).toBe('staff');
  });

  it('closes the plugin calls the Users page does not use', async () => {
    for (const path of [
      'create-user',
      'update-user',
      'remove-user',
      'set-user-password',
      'impersonate-user',
    ]) {
      const res = await asAdmin('POST', `/api/auth/admin/${path}`, {
        userId: user.id,
        data: { role: 'admin' },
      });
      expect(res.status, path).toBe(404);
    }
  });

  it('disables a user: all their sessions end at once, the next request says why, sign-in is refused', async () => {
    const victim = await userWithRole(t, 'leaver@example.com', 'staff');
    const second = await signIn(t, 'leaver@example.com');
    expect(
      (await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: victim.cookie })).status,
    ).toBe(200);

    const ban = await asAdmin('POST', '/api/auth/admin/ban-user', {
      userId: victim.id,
      banReason: 'left the firm',
    });
    expect(ban.status).toBe(200);
    expect(ban.body.user).toMatchObject({ banned: true, banReason: 'left the firm' });
    expect(
      await t.database.db.selectFrom('session').select('id').where('userId', '=', victim.id).execute(),
    ).toEqual([]);

    for (const cookie of [victim.cookie, second.cookie]) {
      const res = await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({
        code: 'user_disabled',
        message: 'User with this email has been disabled.',
        key: 'auth.err.userDisabled',
      });
      expect(res.setCookies.some((line) => /^crm\.session_token=;/.test(line))).toBe(true);
      expect((await call(t, 'GET', '/api/auth/get-session', undefined, { cookie })).body).toBeNull();
    }
    const again = await signIn(t, 'leaver@example.com');
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      code: 'BANNED_USER',
      message: 'User with this email has been disabled.',
      key: 'auth.err.userDisabled',
    });

    // Re-enabled: the old sessions stay ended (a plain 401), a new sign-in works.
    const unban = await asAdmin('POST', '/api/auth/admin/unban-user', { userId: victim.id });
    expect(unban.body.user.banned).toBe(false);
    const old = await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: victim.cookie });
    expect([old.status, old.body.error.code]).toEqual([401, 'unauthorized']);
    const back = await signIn(t, 'leaver@example.com');
    expect(back.status).toBe(200);
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: back.cookie })).status).toBe(
      200,
    );
  });

  it("ends a user's sessions without disabling them", async () => {
    const someone = await userWithRole(t, 'kicked@example.com', 'staff');
    const res = await asAdmin('POST', '/api/auth/admin/revoke-user-sessions', { userId: someone.id });
    expect(res.body).toEqual({ success: true });
    const next = await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: someone.cookie });
    expect([next.status, next.body.error.code]).toEqual([401, 'unauthorized']);
  });
});
