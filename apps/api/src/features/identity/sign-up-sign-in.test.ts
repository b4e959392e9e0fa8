// Sign-up and sign-in by email and password: the password policy on the server, the error
// catalogue of spec section 8, no mass assignment, safe redirects and the CSRF check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieHeader, ORIGIN, STRONG_PASSWORD, signIn, signUp } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { hashParameters, SCRYPT_PARAMS } from './password-hash.js';

describe.each(DIALECTS)('sign-up and sign-in (%s)', (dialect) => {
  let t: TestApp;
  let marie: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, { passwordHashing: SCRYPT_PARAMS });
    const res = await signUp(t, 'Marie@Example.com');
    marie = { id: res.body.user.id, cookie: res.cookie };
  });
  afterAll(() => t?.close());

  it('signs the new user in, as a `user`, with the email lowercased and no token in the body', async () => {
    const session = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: marie.cookie });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: 'marie@example.com', name: 'marie', role: 'user' });
    expect(session.body.session.token).toBeUndefined();
    expect(session.body.session.userId).toBe(marie.id);
  });

  it('stores a scrypt hash with N=131072, r=8, p=1', async () => {
    const account = await t.database.db
      .selectFrom('account')
      .select(['password', 'providerId'])
      .where('userId', '=', marie.id)
      .executeTakeFirstOrThrow();
    expect(account.providerId).toBe('credential');
    expect(hashParameters(account.password!)).toEqual({ N: 131072, r: 8, p: 1 });
    expect(account.password).not.toContain(STRONG_PASSWORD);
  });

  it('enforces the password policy and the email rule on the server, with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
      [
        { email: 'a@b.co', password: 'Ab1.' },
        'WEAK_PASSWORD',
        { password: 'Passwords needs to be at least 8 characters.' },
      ],
      [
        { email: 'a@b.co', password: 'abcdefgh1.' },
        'WEAK_PASSWORD',
        {
          password:
            'Password requires 1 of each of the following: uppercase letter, lowercase letter, number, special character.',
        },
      ],
      [
        { email: 'not-an-email', password: STRONG_PASSWORD },
        'INVALID_EMAIL',
        { email: 'Please enter a valid email address.' },
      ],
      [
        { email: 'a@b.co', password: STRONG_PASSWORD, name: 'Eve\u001b[31m' },
        'VALIDATION_ERROR',
        { name: 'Must not contain control characters' },
      ],
      [
        { email: 'a@b.co', password: STRONG_PASSWORD, confirmPassword: 'Other.Passw0rd' },
        'VALIDATION_ERROR',
        { confirmPassword: 'Passwords do not match.' },
      ],
    ];
    for (const [body, code, fields] of cases) {
      const res = await call(t, 'POST', '/api/auth/sign-up/email', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code, fields });
      expect(res.body.message).toBe(Object.values(fields)[0]);
    }
    expect(
      await t.database.db.selectFrom('user').select('id').where('email', '=', 'a@b.co').execute(),
    ).toEqual([]);
  });

  it('accepts only name, email, password, confirmPassword, rememberMe and callbackURL (no role)', async () => {
    for (const extra of [
      { role: 'admin' },
      { banned: false },
      { image: 'https://x.test/a.png' },
      { emailVerified: true },
    ]) {
      const res = await call(t, 'POST', '/api/auth/sign-up/email', {
        email: 'mallory@example.com',
        password: STRONG_PASSWORD,
        ...extra,
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.fields).toEqual({ [Object.keys(extra)[0]!]: 'Unknown field' });
    }
    // Nor afterwards, through Better Auth's own profile update.
    const res = await call(t, 'POST', '/api/auth/update-user', { role: 'admin' }, { cookie: marie.cookie });
    expect(res.status).toBe(400);
    const row = await t.database.db
      .selectFrom('user')
      .select('role')
      .where('id', '=', marie.id)
      .executeTakeFirst();
    expect(row?.role).toBe('user');
  });

  it('answers a known address exactly as a new one, mails its owner, and signs neither in', async () => {
    const fresh = await call(t, 'POST', '/api/auth/sign-up/email', {
      email: 'New.Person@example.com',
      password: STRONG_PASSWORD,
    });
    const known = await call(t, 'POST', '/api/auth/sign-up/email', {
      email: 'MARIE@example.com',
      password: STRONG_PASSWORD,
    });
    for (const res of [fresh, known]) {
      expect(res.status).toBe(200);
      // No session: a cookie only the new address could get would tell the two apart.
      expect(res.setCookies).toEqual([]);
    }
    const shape = (body: { user: Record<string, unknown> }) =>
      Object.fromEntries(Object.entries(body.user).map(([k, v]) => [k, v === null ? 'null' : typeof v]));
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(shape(known.body)).toEqual(shape(fresh.body));
    expect(known.body.user).toMatchObject({ email: 'marie@example.com', role: 'user', emailVerified: false });
    expect(known.body.user.id).not.toBe(marie.id);
    // Marie's account is untouched, and she is told.
    const users = await t.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'marie@example.com')
      .execute();
    expect(users).toEqual([{ id: marie.id }]);
    await expect
      .poll(async () => {
        const mail = await t.database.db
          .selectFrom('mail_outbox')
          .select(['subject', 'text'])
          .where('to_address', '=', 'marie@example.com')
          .executeTakeFirst();
        return mail?.text ?? '';
      })
      .toMatch(/Someone tried to create an account[\s\S]*Quelqu’un a tenté de créer un compte/);
    // The new account exists, unsigned-in until its owner signs in.
    expect((await signIn(t, 'new.person@example.com')).status).toBe(200);
  });

  it('signs in with the right password only, and never says whether the address exists', async () => {
    const ok = await signIn(t, 'marie@example.com');
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('marie@example.com');
    expect(ok.body.token).toBeUndefined();
    const wrong = await signIn(t, 'marie@example.com', 'Wrong.Passw0rd');
    const unknown = await signIn(t, 'nobody@example.com', 'Wrong.Passw0rd');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid password.',
        key: 'auth.err.wrongPassword',
      });
      expect(res.setCookies).toEqual([]);
    }
    const malformed = await signIn(t, 'marie.example.com', STRONG_PASSWORD);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      code: 'INVALID_EMAIL',
      message: 'Invalid email address format.',
      key: 'auth.err.invalidEmail',
    });
  });

  it('refuses a disabled user with the catalogue message, only after a right password', async () => {
    await signUp(t, 'gone@example.com');
    await t.database.db
      .updateTable('user')
      .set({ banned: dialect === 'sqlite' ? 1 : true })
      .where('email', '=', 'gone@example.com')
      .execute();
    const right = await signIn(t, 'gone@example.com');
    expect(right.status).toBe(403);
    expect(right.body).toEqual({
      code: 'BANNED_USER',
      message: 'User with this email has been disabled.',
      key: 'auth.err.userDisabled',
    });
    const wrong = await signIn(t, 'gone@example.com', 'Wrong.Passw0rd');
    expect(wrong.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('answers "Operation not allowed." to Google sign-in when Google is not configured', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/admin',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'OPERATION_NOT_ALLOWED',
      message: 'Operation not allowed.',
      key: 'auth.err.operationNotAllowed',
    });
    const config = await call(t, 'GET', '/api/v1/public/auth-config');
    expect(config).toMatchObject({ status: 200, body: { google: false } });
  });

  it('redirects only to this site (relative paths or its own origin)', async () => {
    for (const callbackURL of ['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)']) {
      const res = await call(t, 'POST', '/api/auth/sign-in/email', {
        email: 'marie@example.com',
        password: STRONG_PASSWORD,
        callbackURL,
      });
      expect(res.status, callbackURL).toBe(403);
      expect(res.body.code).toBe('INVALID_CALLBACK_URL');
    }
    for (const callbackURL of ['/admin', `${ORIGIN}/admin`]) {
      const res = await call(t, 'POST', '/api/auth/sign-in/email', {
        email: 'marie@example.com',
        password: STRONG_PASSWORD,
        callbackURL,
      });
      expect(res.status, callbackURL).toBe(200);
    }
  });

  it('refuses a request carrying the session cookie from another origin (CSRF)', async () => {
    const { cookie } = await signIn(t, 'marie@example.com');
    for (const origin of ['https://evil.example', 'null']) {
      const res = await call(t, 'POST', '/api/auth/sign-out', {}, { cookie, headers: { origin } });
      expect(res.status, origin).toBe(403);
    }
    const session = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie });
    expect(session.body?.user.email).toBe('marie@example.com');
  });

  it('takes a form-encoded sign-in too, and keeps the security headers on /api/auth', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'marie@example.com', password: STRONG_PASSWORD }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(cookieHeader([res.headers['set-cookie']].flat() as string[])).toMatch(/^crm\.session_token=/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeTruthy();
  });
});
