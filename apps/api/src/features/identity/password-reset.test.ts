// 'Forgot password?': the reset mail goes through the project's mailer (a real SMTP server here)
// with a link to the web app's /reset-password page; the new password must meet the policy; the
// reset ends every session of the user; the answer never tells whether the address exists.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signIn, signUp } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { bodyOf, header, startSmtp } from '../../test/smtp.js';

const NEW_PASSWORD = 'N3w.Passw0rd!';

describe.each(DIALECTS)('password reset (%s)', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'CRM <no-reply@firm.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** The mail's reset link, once it has arrived. */
  async function resetLink(to: string): Promise<URL> {
    for (let i = 0; i < 100 && !smtp.received.some((m) => m.to.includes(to)); i++)
      await new Promise((r) => setTimeout(r, 50));
    const mail = smtp.received.find((m) => m.to.includes(to));
    if (!mail) throw new Error(`no mail to ${to}`);
    expect(header(mail.raw, 'subject')).toBe('Reset your password');
    // The body may be quoted-printable: "=" is written "=3D".
    const text = bodyOf(mail.raw).replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    const link = /http:\/\/localhost:3000\/reset-password\?token=[^\s]+/.exec(text)?.[0];
    expect(link).toBeTruthy();
    return new URL(link!);
  }

  it('mails a link, resets the password, ends every other session, and the link works once', async () => {
    await signUp(t, 'lea@example.com');
    const phone = await signIn(t, 'lea@example.com');
    const laptop = await signIn(t, 'lea@example.com');

    const asked = await call(t, 'POST', '/api/auth/request-password-reset', { email: 'Lea@Example.com' });
    expect(asked.status).toBe(200);
    expect(asked.body.status).toBe(true);
    const link = await resetLink('lea@example.com');
    expect(smtp.received[0]!.from).toBe('no-reply@firm.test');
    const token = link.searchParams.get('token')!;

    const weak = await call(t, 'POST', '/api/auth/reset-password', { token, newPassword: 'weakpassword' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      code: 'WEAK_PASSWORD',
      fields: {
        newPassword:
          'Password requires 1 of each of the following: uppercase letter, lowercase letter, number, special character.',
      },
    });

    const reset = await call(t, 'POST', '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body).toEqual({ status: true });

    expect((await signIn(t, 'lea@example.com')).status).toBe(401);
    expect((await signIn(t, 'lea@example.com', NEW_PASSWORD)).status).toBe(200);
    for (const { cookie } of [phone, laptop])
      expect((await call(t, 'GET', '/api/auth/get-session', undefined, { cookie })).body).toBeNull();

    const reused = await call(t, 'POST', '/api/auth/reset-password', {
      token,
      newPassword: 'An0ther.Passw0rd',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This password reset link is invalid or has expired.',
      key: 'auth.err.invalidToken',
    });
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    await signUp(t, 'known@example.com');
    const known = await call(t, 'POST', '/api/auth/request-password-reset', { email: 'known@example.com' });
    const unknown = await call(t, 'POST', '/api/auth/request-password-reset', {
      email: 'stranger@example.com',
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await resetLink('known@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.flatMap((m) => m.to)).toEqual(['known@example.com']);
  });

  it('names a missing or malformed address with the catalogue messages', async () => {
    const missing = await call(t, 'POST', '/api/auth/request-password-reset', { email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'MISSING_EMAIL', message: 'Please enter an email address.' });
    const malformed = await call(t, 'POST', '/api/auth/request-password-reset', { email: 'nope' });
    expect(malformed.body).toMatchObject({ code: 'INVALID_EMAIL', message: 'Invalid email address format.' });
    const other = await call(t, 'POST', '/api/auth/request-password-reset', {
      email: 'known@example.com',
      redirectTo: 'https://evil.example/reset',
    });
    expect(other.status).toBe(403);
  });

  it('refuses a made-up token', async () => {
    const res = await call(t, 'POST', '/api/auth/reset-password', {
      token: 'made-up',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });
});

describe('password reset without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('keeps the mail in the outbox', async () => {
    await signUp(t, 'outbox@example.com');
    await call(t, 'POST', '/api/auth/request-password-reset', { email: 'outbox@example.com' });
    let rows: Array<{ to_address: string; text: string }> = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await t.database.db.selectFrom('mail_outbox').select(['to_address', 'text']).execute();
      if (!rows.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to_address).toBe('outbox@example.com');
    expect(rows[0]!.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\w+/);
  });
});
