// The first administrator: ADMIN_EMAIL / ADMIN_PASSWORD at start, or a demo administrator on a
// fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signUp } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import {
  createDemoAdministrator,
  DEMO_ADMIN_EMAIL,
  ensureAdministrator,
  generatePassword,
} from './bootstrap-admin.js';
import { hashParameters, SCRYPT_PARAMS } from './password-hash.js';

const ADMIN_PASSWORD = 'B00tstrap.Admin';

describe.each(DIALECTS)('first administrator (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { passwordHashing: SCRYPT_PARAMS });
  });
  afterAll(() => t?.close());

  it('creates a demo administrator on a database without users, once, with a policy-strong password', async () => {
    const demo = await createDemoAdministrator(t.app.auth);
    expect(demo?.email).toBe(DEMO_ADMIN_EMAIL);
    const signedIn = await signIn(t, DEMO_ADMIN_EMAIL, demo!.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role).toBe('admin');
    const account = await t.database.db.selectFrom('account').select('password').executeTakeFirstOrThrow();
    expect(account.password).not.toContain(demo!.password);
    expect(hashParameters(account.password!)).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await createDemoAdministrator(t.app.auth)).toBeNull();
  });

  it('creates the ADMIN_EMAIL account with ADMIN_PASSWORD, verified, as admin', async () => {
    expect(await ensureAdministrator(t.app.auth, 'Owner@Firm.test', ADMIN_PASSWORD)).toEqual({
      email: 'owner@firm.test',
      outcome: 'created',
    });
    const res = await signIn(t, 'owner@firm.test', ADMIN_PASSWORD);
    expect(res.body.user).toMatchObject({ role: 'admin', emailVerified: true });
    const users = await call(t, 'GET', '/api/auth/admin/list-users', undefined, { cookie: res.cookie });
    expect(users.status).toBe(200);
    expect(await ensureAdministrator(t.app.auth, 'owner@firm.test', ADMIN_PASSWORD)).toMatchObject({
      outcome: 'unchanged',
    });
  });

  it('promotes (and re-enables) an existing account, keeping its password', async () => {
    const { cookie } = await signUp(t, 'later-admin@firm.test');
    await t.database.db
      .updateTable('user')
      .set({ banned: dialect === 'sqlite' ? 1 : true })
      .where('email', '=', 'later-admin@firm.test')
      .execute();
    expect(await ensureAdministrator(t.app.auth, 'later-admin@firm.test', undefined)).toMatchObject({
      outcome: 'promoted',
    });
    const row = await t.database.db
      .selectFrom('user')
      .select(['role', 'banned'])
      .where('email', '=', 'later-admin@firm.test')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(Boolean(row.banned)).toBe(false);
    expect((await signIn(t, 'later-admin@firm.test')).status).toBe(200);
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie })).status).toBe(200);
  });

  it('does nothing for an unknown address without a password, and refuses a weak password or a bad address', async () => {
    expect(await ensureAdministrator(t.app.auth, 'ghost@firm.test', undefined)).toMatchObject({
      outcome: 'missing',
    });
    await expect(ensureAdministrator(t.app.auth, 'weak@firm.test', 'password')).rejects.toThrow(
      /ADMIN_PASSWORD does not meet the password policy: Password requires 1 of each/,
    );
    await expect(ensureAdministrator(t.app.auth, 'weak@firm.test', 'Password123!')).rejects.toThrow(
      /ADMIN_PASSWORD does not meet the password policy: This password is too common/,
    );
    await expect(ensureAdministrator(t.app.auth, 'boss@firm.test', 'Boss.Firm.2024')).rejects.toThrow(
      /ADMIN_PASSWORD does not meet the password policy: Password must not contain your email/,
    );
    await expect(ensureAdministrator(t.app.auth, 'not-an-address', ADMIN_PASSWORD)).rejects.toThrow(
      /ADMIN_EMAIL/,
    );
    const rows = await t.database.db
      .selectFrom('user')
      .select('email')
      .where('email', 'in', ['ghost@firm.test', 'weak@firm.test', 'boss@firm.test'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('generates passwords that meet the policy', () => {
    for (let i = 0; i < 20; i++)
      expect(generatePassword()).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[.@$!%*?&]).{20,}$/);
  });
});

describe.each(DIALECTS)('first administrator made by two processes at once (%s)', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(dialect);
    // Another process on the same database: connections of its own.
    second = await createTestApp(dialect, {
      reopen: { url: first.config.databaseUrl, drop: async () => {} },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const accounts = (email: string) =>
    first.database.db.selectFrom('user').select(['role']).where('email', '=', email).execute();

  it('gives one demo administrator, whose password is the one shown', async () => {
    const made = await Promise.all([
      createDemoAdministrator(first.app.auth),
      createDemoAdministrator(second.app.auth),
    ]);
    const shown = made.filter((m) => m !== null);
    expect(shown).toHaveLength(1);
    expect(await accounts(DEMO_ADMIN_EMAIL)).toEqual([{ role: 'admin' }]);
    expect((await signIn(first, DEMO_ADMIN_EMAIL, shown[0]!.password)).status).toBe(200);
  });

  it('creates the ADMIN_EMAIL account once, both starts succeeding', async () => {
    const outcomes = await Promise.all([
      ensureAdministrator(first.app.auth, 'owner@together.test', ADMIN_PASSWORD),
      ensureAdministrator(second.app.auth, 'owner@together.test', ADMIN_PASSWORD),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['created', 'unchanged']);
    expect(await accounts('owner@together.test')).toEqual([{ role: 'admin' }]);
    expect((await signIn(second, 'owner@together.test', ADMIN_PASSWORD)).status).toBe(200);
  });
});
