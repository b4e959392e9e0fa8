// The password policy beyond the spec's composition rule (ADR 0022), wherever a password is set:
// sign-up, reset and change all refuse a common password and one holding the account's email or
// its local part, with a 400 naming the rule on the password field, and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signUp } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const COMMON = {
  key: 'auth.val.passwordCommon',
  message: 'This password is too common. Choose one that is harder to guess.',
};
const EMAIL = {
  key: 'auth.val.passwordEmail',
  message: 'Password must not contain your email address or the part before the @.',
};

/** The 400 of a refused new password, with the rule's message on `field`. */
const refusal = (rule: { key: string; message: string }, field: string) => ({
  code: 'WEAK_PASSWORD',
  message: rule.message,
  key: rule.key,
  fields: { [field]: rule.message },
  field_keys: { [field]: rule.key },
});

describe.each(DIALECTS)('password policy (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const userCount = async (email: string) =>
    (await t.database.db.selectFrom('user').select('id').where('email', '=', email).execute()).length;

  it('refuses a common password at sign-up, also with the capital, digits and symbol added', async () => {
    for (const password of ['Password123!', 'Dragon2024$', 'P@ssw0rd!', 'Iloveyou1.', 'Qwerty123!']) {
      const res = await call(t, 'POST', '/api/auth/sign-up/email', { email: 'pat@example.com', password });
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual(refusal(COMMON, 'password'));
    }
    expect(await userCount('pat@example.com')).toBe(0);
  });

  it('refuses the email as the password, or any password holding it or its local part', async () => {
    const cases: Array<[string, string]> = [
      ['Jean.Dupont@Example.com', 'Jean.Dupont@Example.com1'],
      ['gaston@example.com', 'My.Gaston.2024'],
      ['gaston@example.com', 'xGASTONx.9'],
      ['lea+crm@example.com', 'Hello.Lea+crm7'],
      ['lea+crm@example.com', 'Mon.Lea.Chat7'],
    ];
    for (const [email, password] of cases) {
      const res = await call(t, 'POST', '/api/auth/sign-up/email', { email, password });
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual(refusal(EMAIL, 'password'));
      expect(await userCount(email.toLowerCase())).toBe(0);
    }
  });

  it('ignores a local part of one or two characters, which any password may hold by chance', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-up/email', {
      email: 'jo@example.com',
      password: 'Major.Joy.2024',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('accepts 128 characters and refuses 129', async () => {
    const long = `Ab1.${'x'.repeat(124)}`;
    expect(long).toHaveLength(128);
    const ok = await call(t, 'POST', '/api/auth/sign-up/email', {
      email: 'long@example.com',
      password: long,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await signIn(t, 'long@example.com', long)).status).toBe(200);

    const res = await call(t, 'POST', '/api/auth/sign-up/email', {
      email: 'longer@example.com',
      password: `${long}x`,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      refusal(
        { key: 'auth.val.passwordMax', message: 'Passwords can be at most 128 characters.' },
        'password',
      ),
    );
    expect(await userCount('longer@example.com')).toBe(0);
  });

  it('refuses the same at password reset, and the link still works for a good password', async () => {
    await signUp(t, 'rosalie@example.com');
    expect(
      (await call(t, 'POST', '/api/auth/request-password-reset', { email: 'rosalie@example.com' })).status,
    ).toBe(200);
    // The token the mail carries, read where Better Auth keeps it.
    const row = await t.database.db
      .selectFrom('verification')
      .select('identifier')
      .where('identifier', 'like', 'reset-password:%')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const token = row.identifier.slice('reset-password:'.length);

    const cases: Array<[string, { key: string; message: string }]> = [
      ['Sunshine2024!', COMMON],
      ['Rosalie.2024', EMAIL],
      ['rosalie@example.COM1', EMAIL],
      [
        `Ab1.${'y'.repeat(125)}`,
        { key: 'auth.val.passwordMax', message: 'Passwords can be at most 128 characters.' },
      ],
    ];
    for (const [newPassword, rule] of cases) {
      const res = await call(t, 'POST', '/api/auth/reset-password', { token, newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(res.body).toEqual(refusal(rule, 'newPassword'));
    }
    expect((await signIn(t, 'rosalie@example.com')).status).toBe(200);

    const good = `Ab1.${'z'.repeat(124)}`;
    const reset = await call(t, 'POST', '/api/auth/reset-password', { token, newPassword: good });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await signIn(t, 'rosalie@example.com', good)).status).toBe(200);
  });

  it('refuses the same when a signed-in user changes their password', async () => {
    const { cookie } = await signUp(t, 'octave@example.com');
    const change = (newPassword: string) =>
      call(
        t,
        'POST',
        '/api/auth/change-password',
        { currentPassword: 'Str0ng.Passw0rd', newPassword },
        { cookie },
      );
    for (const [newPassword, rule] of [
      ['Football1!', COMMON],
      ['Octave.Rules.1', EMAIL],
    ] as const) {
      const res = await change(newPassword);
      expect(res.status, newPassword).toBe(400);
      expect(res.body).toEqual(refusal(rule, 'newPassword'));
    }
    expect((await signIn(t, 'octave@example.com')).status).toBe(200);
    const ok = await change('Quiet.Harbour.42');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await signIn(t, 'octave@example.com', 'Quiet.Harbour.42')).status).toBe(200);
  });
});
