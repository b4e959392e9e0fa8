// "Require two-factor for staff": an administrators' setting kept in the database. When it is on, a
// staff member without two-factor reaches their enrolment and nothing else (no /api/v1 data, no
// user management) until they enrol; api keys and accounts without staff access are unaffected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cookieHeader,
  enrolTwoFactor,
  STRONG_PASSWORD,
  signIn,
  userWithRole,
} from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { totpCode, totpSecret } from '../../test/totp.js';

describe.each(DIALECTS)('two-factor required for staff (%s)', (dialect) => {
  let t: TestApp;
  let admin: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await userWithRole(t, 'boss@example.com', 'admin');
  });
  afterAll(() => t?.close());

  const setRequired = (cookie: string, requireTwoFactor: unknown) =>
    call(t, 'POST', '/api/auth/admin/set-security-settings', { requireTwoFactor }, { cookie });
  const count = (cookie: string) => call(t, 'GET', '/api/v1/entities/count', undefined, { cookie });
  const security = (cookie: string) => call(t, 'GET', '/api/auth/account/security', undefined, { cookie });

  it('is changed by administrators only, each having two-factor on first; a bad body changes nothing', async () => {
    const staff = await userWithRole(t, 'not-admin@example.com', 'staff');
    const byStaff = await setRequired(staff.cookie, true);
    expect([byStaff.status, byStaff.body.code]).toEqual([403, 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS']);
    expect(
      (await call(t, 'GET', '/api/auth/admin/security-settings', undefined, { cookie: staff.cookie })).status,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/auth/admin/security-settings')).status).toBe(401);

    const selfFirst = await setRequired(admin.cookie, true);
    expect([selfFirst.status, selfFirst.body.code, selfFirst.body.message]).toEqual([
      400,
      'TWO_FACTOR_SELF_FIRST',
      'Turn on two-factor sign-in for your own account first.',
    ]);
    admin.cookie = (await enrolTwoFactor(t, admin.cookie)).cookie;
    const bad = await setRequired(admin.cookie, 'yes');
    expect([bad.status, bad.body.field_keys]).toEqual([400, { requireTwoFactor: 'val.boolean' }]);
    const read = await call(t, 'GET', '/api/auth/admin/security-settings', undefined, {
      cookie: admin.cookie,
    });
    expect(read.body).toEqual({ requireTwoFactor: false });

    const on = await setRequired(admin.cookie, true);
    expect([on.status, on.body]).toEqual([200, { requireTwoFactor: true }]);
    const row = await t.database.db.selectFrom('app_settings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ key: 'require_two_factor', value: 'true', updated_by: `user:${admin.id}` });
  });

  it('sends an unenrolled staff member to enrolment: refused CRM data until enrolled', async () => {
    await setRequired(admin.cookie, true);
    const staff = await userWithRole(t, 'unenrolled@example.com', 'staff');
    const refused = await count(staff.cookie);
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
      403,
      'two_factor_required',
      'Turn on two-factor sign-in to use the portal.',
    ]);
    expect((await security(staff.cookie)).body).toEqual({
      twoFactorEnabled: false,
      required: true,
      mustEnrol: true,
      signInMethod: 'password',
      // The server's region, so the portal's first paint needs no request of its own for it.
      phoneRegion: 'CA',
    });
    // A fresh sign-in is let in with a session, which can only enrol.
    const fresh = await signIn(t, 'unenrolled@example.com');
    expect(fresh.status).toBe(200);
    expect((await count(fresh.cookie)).status).toBe(403);

    const enable = await call(
      t,
      'POST',
      '/api/auth/two-factor/enable',
      { password: STRONG_PASSWORD },
      { cookie: fresh.cookie },
    );
    expect(enable.status).toBe(200);
    const jar = cookieHeader(enable.setCookies, fresh.cookie);
    const verify = await call(
      t,
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpSecret(enable.body.totpURI)) },
      { cookie: jar },
    );
    expect(verify.status).toBe(200);
    const enrolled = cookieHeader(verify.setCookies, jar);
    expect((await count(enrolled)).status).toBe(200);
    expect((await security(enrolled)).body).toMatchObject({ twoFactorEnabled: true, mustEnrol: false });
    // While it is required, it stays on.
    const off = await call(
      t,
      'POST',
      '/api/auth/two-factor/disable',
      { password: STRONG_PASSWORD },
      { cookie: enrolled },
    );
    expect([off.status, off.body.code]).toEqual([400, 'TWO_FACTOR_KEEP']);
    expect((await count(enrolled)).status).toBe(200);
  });

  it('keeps user management from an unenrolled administrator, and leaves api keys and non-staff alone', async () => {
    await setRequired(admin.cookie, true);
    const other = await userWithRole(t, 'other-admin@example.com', 'admin');
    const list = await call(t, 'GET', '/api/auth/admin/list-users', undefined, { cookie: other.cookie });
    expect([list.status, list.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    const setting = await setRequired(other.cookie, false);
    expect(setting.status).toBe(403);
    expect((await t.call('GET', '/api/v1/entities/count')).status).toBe(200);
    const user = await userWithRole(t, 'waiting@example.com', 'user');
    const waiting = await count(user.cookie);
    expect([waiting.status, waiting.body.error.code]).toEqual([403, 'forbidden']);
    expect((await security(user.cookie)).body).toMatchObject({ required: false, mustEnrol: false });
  });

  it('lets everyone in again once it is turned off', async () => {
    await setRequired(admin.cookie, true);
    const staff = await userWithRole(t, 'later@example.com', 'staff');
    expect((await count(staff.cookie)).status).toBe(403);
    expect((await setRequired(admin.cookie, false)).status).toBe(200);
    expect((await count(staff.cookie)).status).toBe(200);
  });
});
