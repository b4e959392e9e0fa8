// Two-factor sign-in (TOTP) with Better Auth's plugin: enrolment (URI with the key, ten recovery
// codes, confirmed by a code), sign-in asking for a code or a recovery code (each recovery code
// once), secrets not readable at rest, a password reset that does not bypass it, turning it off.
// Codes are computed here from the enrolment's key, as an authenticator app would.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieHeader, enrolTwoFactor, STRONG_PASSWORD, signIn, signUp } from '../../test/auth.js';
import { AUTH_SECRET, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { bodyOf, startSmtp } from '../../test/smtp.js';
import { totpCode, totpSecret, wrongTotpCode } from '../../test/totp.js';
import { backupCodeHasher } from './two-factor.js';

/** Checks that `stored` (the twoFactor row's backupCodes) holds exactly `codes`, each as `h1:` and
 * its HMAC-SHA-256 keyed by the auth secret: the module's hasher, and the HMAC computed here. */
function expectStoredHashes(stored: string, codes: readonly string[]) {
  const entries = JSON.parse(stored) as string[];
  for (const entry of entries) expect(entry).toMatch(/^h1:[0-9a-f]{64}$/);
  const hmac = (code: string) => `h1:${createHmac('sha256', AUTH_SECRET).update(code).digest('hex')}`;
  expect(entries).toEqual(codes.map(hmac));
  expect(entries).toEqual(codes.map(backupCodeHasher(AUTH_SECRET)));
}

describe.each(DIALECTS)('two-factor sign-in (%s)', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const twoFactorRow = (userId: string) =>
    t.database.db.selectFrom('twoFactor').selectAll().where('userId', '=', userId).executeTakeFirst();
  const getSession = (cookie: string) => call(t, 'GET', '/api/auth/get-session', undefined, { cookie });
  /** The second step of a sign-in (or the enrolment's confirmation) with the app's code. */
  const verifyTotp = (code: string, cookie: string) =>
    call(t, 'POST', '/api/auth/two-factor/verify-totp', { code }, { cookie });
  /** The second step with a recovery code instead. */
  const verifyRecovery = (code: string | undefined, cookie: string) =>
    call(t, 'POST', '/api/auth/two-factor/verify-backup-code', { code }, { cookie });

  /** The password step of a sign-in: the pending-challenge cookie, and no session yet. */
  async function passwordStep(email: string, password = STRONG_PASSWORD) {
    const res = await signIn(t, email, password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(res.cookie).not.toMatch(/crm\.session_token=/);
    expect(res.cookie).toMatch(/crm\.two_factor=/);
    return res.cookie;
  }

  it('enrols with a key in an otpauth URI and ten recovery codes, on only once confirmed by a code', async () => {
    const { cookie, body } = await signUp(t, 'enrol@example.com');
    const enable = await call(
      t,
      'POST',
      '/api/auth/two-factor/enable',
      { password: STRONG_PASSWORD },
      { cookie },
    );
    expect(enable.status).toBe(200);
    const uri = new URL(enable.body.totpURI);
    expect(decodeURIComponent(enable.body.totpURI)).toMatch(
      /^otpauth:\/\/totp\/Sterling Crest CRM:enrol@example\.com\?/,
    );
    expect(uri.searchParams.get('secret')).toMatch(/^[A-Z2-7]{32,}$/);
    const codes: string[] = enable.body.backupCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

    // Not on yet: a password sign-in still signs in at once.
    const before = await signIn(t, 'enrol@example.com');
    expect(before.body.twoFactorRedirect).toBeUndefined();
    expect(before.cookie).toMatch(/crm\.session_token=/);

    // At rest: neither the key nor any recovery code is readable.
    const row = (await twoFactorRow(body.user.id))!;
    const secret = totpSecret(enable.body.totpURI);
    expect(row.secret).not.toContain(secret);
    expect(row.secret).not.toContain(Buffer.from(secret).toString());
    for (const code of codes) expect(row.backupCodes).not.toContain(code);
    expectStoredHashes(row.backupCodes, codes);

    const jar = cookieHeader(enable.setCookies, cookie);
    const wrong = await verifyTotp(wrongTotpCode(secret), jar);
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([
      401,
      'INVALID_CODE',
      'Invalid code.',
    ]);
    const right = await verifyTotp(totpCode(secret), jar);
    expect(right.status).toBe(200);
    expect(right.body.token).toBeUndefined();
    const session = await getSession(cookieHeader(right.setCookies, jar));
    expect(session.body.user.twoFactorEnabled).toBe(true);

    // A second enrolment is refused while it is on.
    const again = await call(
      t,
      'POST',
      '/api/auth/two-factor/enable',
      { password: STRONG_PASSWORD },
      { cookie: cookieHeader(right.setCookies, jar) },
    );
    expect([again.status, again.body.code]).toEqual([400, 'TOTP_ALREADY_ENABLED']);
  });

  it('asks for the code at sign-in: no session until a right code, and no token in any answer', async () => {
    const { cookie } = await signUp(t, 'totp@example.com');
    const { secret } = await enrolTwoFactor(t, cookie);

    const pending = await passwordStep('totp@example.com');
    expect((await getSession(pending)).body).toBeNull();
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: pending })).status).toBe(401);

    const wrong = await verifyTotp(wrongTotpCode(secret), pending);
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CODE']);
    const right = await verifyTotp(totpCode(secret), pending);
    expect(right.status).toBe(200);
    expect(right.body.user.email).toBe('totp@example.com');
    expect(JSON.stringify(right.body)).not.toMatch(/token/i);
    const signedIn = cookieHeader(right.setCookies, pending);
    expect(signedIn).toMatch(/crm\.session_token=/);
    expect((await getSession(signedIn)).body.user.email).toBe('totp@example.com');

    // The challenge is spent: the same pending cookie cannot make a second session.
    const replay = await verifyTotp(totpCode(secret), pending);
    expect(replay.status).toBe(401);
  });

  it('takes each code once: a code seen once (or raced twice) cannot sign in again', async () => {
    const { cookie } = await signUp(t, 'once@example.com');
    const { secret } = await enrolTwoFactor(t, cookie);
    const code = totpCode(secret);
    const verify = (pending: string) => verifyTotp(code, pending);

    expect((await verify(await passwordStep('once@example.com'))).status).toBe(200);
    const again = await verify(await passwordStep('once@example.com'));
    expect([again.status, again.body.code, again.body.message]).toEqual([
      401,
      'CODE_ALREADY_USED',
      'This code has already been used. Wait for the next code in your app.',
    ]);
    expect(again.setCookies.join('\n')).not.toMatch(/crm\.session_token=/);

    // Two sign-ins sending one fresh code at the same instant: exactly one gets a session.
    const next = totpCode(secret);
    const [a, b] = [await passwordStep('once@example.com'), await passwordStep('once@example.com')];
    const race = await Promise.all([a, b].map((pending) => verifyTotp(next, pending)));
    expect(race.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses malformed codes with a clear message, and options our pages never send', async () => {
    const { cookie } = await signUp(t, 'bad-codes@example.com');
    await enrolTwoFactor(t, cookie);
    const pending = await passwordStep('bad-codes@example.com');
    const letters = await verifyTotp('abcdef', pending);
    expect([letters.status, letters.body.code, letters.body.fields]).toEqual([
      400,
      'VALIDATION_ERROR',
      { code: 'Enter the 6-digit code from your app.' },
    ]);
    const trust = await call(
      t,
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: '123456', trustDevice: true },
      { cookie: pending },
    );
    expect([trust.status, trust.body.field_keys]).toEqual([400, { trustDevice: 'val.unknownField' }]);
    const recovery = await verifyRecovery('x', pending);
    expect([recovery.status, recovery.body.fields]).toEqual([
      400,
      { code: 'Enter one of your recovery codes.' },
    ]);
    const noPassword = await call(t, 'POST', '/api/auth/two-factor/disable', {}, { cookie });
    expect([noPassword.status, noPassword.body.field_keys]).toEqual([
      400,
      { password: 'auth.val.passwordRequired' },
    ]);
  });

  it('takes each recovery code once instead of a code', async () => {
    const { cookie } = await signUp(t, 'recovery@example.com');
    const { backupCodes } = await enrolTwoFactor(t, cookie);
    const [first, second] = backupCodes as [string, string];

    const pending = await passwordStep('recovery@example.com');
    const used = await verifyRecovery(first, pending);
    expect(used.status).toBe(200);
    expect(JSON.stringify(used.body)).not.toMatch(/token/i);
    expect((await getSession(cookieHeader(used.setCookies, pending))).body.user.email).toBe(
      'recovery@example.com',
    );

    const next = await passwordStep('recovery@example.com');
    const again = await verifyRecovery(first, next);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      401,
      'INVALID_BACKUP_CODE',
      'Invalid recovery code.',
    ]);
    // Another code works, typed without its dash.
    const other = await verifyRecovery(second.replace('-', ''), next);
    expect(other.status).toBe(200);
    const row = await t.database.db
      .selectFrom('twoFactor')
      .innerJoin('user', 'user.id', 'twoFactor.userId')
      .select('twoFactor.backupCodes')
      .where('user.email', '=', 'recovery@example.com')
      .executeTakeFirstOrThrow();
    // The eight left, still hashed (the plugin stores them again through the same hasher).
    expectStoredHashes(row.backupCodes, backupCodes.slice(2));
  });

  it('replaces the recovery codes with ten new ones, with the password: the old ones stop working', async () => {
    const { cookie } = await signUp(t, 'new-codes@example.com');
    const enrolled = await enrolTwoFactor(t, cookie);
    const create = (password: string) =>
      call(
        t,
        'POST',
        '/api/auth/two-factor/generate-backup-codes',
        { password },
        { cookie: enrolled.cookie },
      );
    expect((await create('Wr0ng.Password')).status).toBe(400);
    const fresh = await create(STRONG_PASSWORD);
    expect(fresh.status).toBe(200);
    const codes = fresh.body.backupCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes.some((c) => enrolled.backupCodes.includes(c))).toBe(false);
    // Stored as hashes, like the first ones.
    const row = await t.database.db
      .selectFrom('twoFactor')
      .innerJoin('user', 'user.id', 'twoFactor.userId')
      .select('twoFactor.backupCodes')
      .where('user.email', '=', 'new-codes@example.com')
      .executeTakeFirstOrThrow();
    for (const code of codes) expect(row.backupCodes).not.toContain(code);
    expectStoredHashes(row.backupCodes, codes);

    const old = await verifyRecovery(enrolled.backupCodes[0], await passwordStep('new-codes@example.com'));
    expect([old.status, old.body.code]).toEqual([401, 'INVALID_BACKUP_CODE']);
    const used = await verifyRecovery(codes[0], await passwordStep('new-codes@example.com'));
    expect(used.status).toBe(200);
  });

  it('still asks for the code after a password reset', async () => {
    const { cookie } = await signUp(t, 'reset-2fa@example.com');
    const { secret } = await enrolTwoFactor(t, cookie);
    smtp.received.length = 0;
    expect(
      (await call(t, 'POST', '/api/auth/request-password-reset', { email: 'reset-2fa@example.com' })).status,
    ).toBe(200);
    for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const text = bodyOf(smtp.received[0]!.raw)
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /reset-password\?token=([^\s]+)/.exec(text)![1]!;
    const reset = await call(t, 'POST', '/api/auth/reset-password', { token, newPassword: 'N3w.Passw0rd!' });
    expect(reset.status).toBe(200);
    expect(cookieHeader(reset.setCookies)).not.toMatch(/crm\.session_token=/);

    const pending = await passwordStep('reset-2fa@example.com', 'N3w.Passw0rd!');
    const right = await verifyTotp(totpCode(secret), pending);
    expect(right.status).toBe(200);
  });

  it('turns off with the password only, after which a password signs in alone', async () => {
    const { cookie } = await signUp(t, 'off@example.com');
    const enrolled = await enrolTwoFactor(t, cookie);
    const wrong = await call(
      t,
      'POST',
      '/api/auth/two-factor/disable',
      { password: 'Wr0ng.Password' },
      { cookie: enrolled.cookie },
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_PASSWORD']);
    const off = await call(
      t,
      'POST',
      '/api/auth/two-factor/disable',
      { password: STRONG_PASSWORD },
      { cookie: enrolled.cookie },
    );
    expect(off.status).toBe(200);
    const res = await signIn(t, 'off@example.com');
    expect(res.body.twoFactorRedirect).toBeUndefined();
    expect(res.cookie).toMatch(/crm\.session_token=/);
  });
});
