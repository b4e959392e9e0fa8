// Limits on sign-in, sign-up and password reset. Failed sign-ins count per (address, client
// address), so a third party elsewhere cannot lock a real user out; each client address may also
// fail ten times the limit across all addresses. Sign-up and reset count per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, STRONG_PASSWORD, signIn, signUp } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { WindowCounter } from './rate-limit.js';

const TOO_MANY = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Try again later.',
  key: 'auth.err.tooManyRequests',
};
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

describe.each(DIALECTS)('rate limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      signInLimit: { max: 3, windowMs: 10_000 },
      signUpLimit: { max: 2, windowMs: 60_000 },
      passwordResetLimit: { max: 2, windowMs: 60_000 },
    });
    await signUp(t, 'owner@example.com', STRONG_PASSWORD, { ip: OWNER });
  });
  afterAll(() => t?.close());

  it('answers 429 to the 4th failed sign-in for one address from one client within 10 s, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await signIn(t, 'owner@example.com', 'Wrong.Passw0rd', {}, { ip: ATTACKER });
      expect(res.status).toBe(401);
    }
    for (const password of ['Wrong.Passw0rd', STRONG_PASSWORD]) {
      const res = await signIn(t, 'owner@example.com', password, {}, { ip: ATTACKER });
      expect(res.status).toBe(429);
      expect(res.body).toEqual(TOO_MANY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(10);
    }
    // The owner, from their own address, is not locked out.
    const owner = await signIn(t, 'owner@example.com', STRONG_PASSWORD, {}, { ip: OWNER });
    expect(owner.status).toBe(200);
  });

  it('forgives attempts that did not fail on the password, and clears the count on success', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 2; i++) await signIn(t, 'owner@example.com', 'Wrong.Passw0rd', {}, { ip });
    expect((await signIn(t, 'owner@example.com', STRONG_PASSWORD, {}, { ip })).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await signIn(t, 'owner@example.com', 'Wrong.Passw0rd', {}, { ip })).status).toBe(401);
    expect((await signIn(t, 'owner@example.com', 'Wrong.Passw0rd', {}, { ip })).status).toBe(429);
  });

  it('cannot be sidestepped by spelling the path differently', async () => {
    const ip = '192.0.2.40';
    const body = { email: 'owner@example.com', password: 'Wrong.Passw0rd' };
    const paths = [
      '/api/auth/sign-in/email',
      '/api/auth//sign-in/email',
      '/api/auth/sign-in//email/',
      '/api/auth/./sign-in/email',
      '/api/auth/x/../sign-in/email?x=1',
      '/api/auth/sign-in/%65mail',
      '/api/auth/SIGN-IN/email',
    ];
    const statuses = [];
    for (const path of paths) statuses.push((await call(t, 'POST', path, body, { ip })).status);
    // Three failures at most, whichever spellings Better Auth serves; then only refusals.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.every((s) => s === 401 || s === 404 || s === 429)).toBe(true);
    expect((await call(t, 'POST', '/api/auth/sign-in/email', body, { ip })).status).toBe(429);
  });

  it('limits sign-ups per client address', async () => {
    const ip = '192.0.2.20';
    expect(
      (
        await call(
          t,
          'POST',
          '/api/auth/sign-up/email',
          { email: 's1@example.com', password: STRONG_PASSWORD },
          { ip },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          t,
          'POST',
          '/api/auth/sign-up/email',
          { email: 's2@example.com', password: STRONG_PASSWORD },
          { ip },
        )
      ).status,
    ).toBe(200);
    const third = await call(
      t,
      'POST',
      '/api/auth/sign-up/email',
      { email: 's3@example.com', password: STRONG_PASSWORD },
      { ip },
    );
    expect(third.status).toBe(429);
    expect(third.body).toEqual(TOO_MANY);
    expect(
      (
        await call(
          t,
          'POST',
          '/api/auth/sign-up/email',
          { email: 's3@example.com', password: STRONG_PASSWORD },
          { ip: '192.0.2.21' },
        )
      ).status,
    ).toBe(200);
  });

  it('limits password reset requests per client address', async () => {
    const ip = '192.0.2.30';
    for (let i = 0; i < 2; i++)
      expect(
        (await call(t, 'POST', '/api/auth/request-password-reset', { email: 'owner@example.com' }, { ip }))
          .status,
      ).toBe(200);
    const third = await call(
      t,
      'POST',
      '/api/auth/request-password-reset',
      { email: 'owner@example.com' },
      { ip },
    );
    expect([third.status, third.body]).toEqual([429, TOO_MANY]);
    expect(
      (
        await call(
          t,
          'POST',
          '/api/auth/request-password-reset',
          { email: 'owner@example.com' },
          { ip: '192.0.2.31' },
        )
      ).status,
    ).toBe(200);
  });
});

describe('rate limits: one client trying many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { signInLimit: { max: 1, windowMs: 60_000 } });
  });
  afterAll(() => t?.close());

  // Each failure for an unknown address still hashes a password (no timing tells it apart): about a
  // second apiece on a loaded 2-core runner, so the eleven sign-ins get more than the default 20 s
  // (well inside the 60 s window).
  it('stops a client after ten times the limit of failures across addresses', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 10; i++)
      expect((await signIn(t, `user${i}@example.com`, 'Wrong.Passw0rd', {}, { ip })).status).toBe(401);
    const res = await signIn(t, 'user10@example.com', 'Wrong.Passw0rd', {}, { ip });
    expect([res.status, res.body]).toEqual([429, TOO_MANY]);
    expect(
      (await signIn(t, 'user10@example.com', 'Wrong.Passw0rd', {}, { ip: '203.0.113.100' })).status,
    ).toBe(401);
  }, 60_000);
});

describe('window counter', () => {
  it('counts within a window and starts again after it', () => {
    const counter = new WindowCounter({ max: 2, windowMs: 1000 });
    expect(counter.add('k', 0)).toBe(1);
    expect(counter.add('k', 500)).toBe(2);
    expect(counter.count('k', 999)).toBe(2);
    expect(counter.retryAfter('k', 500)).toBe(1);
    expect(counter.count('k', 1000)).toBe(0);
    expect(counter.add('k', 1000)).toBe(1);
    counter.remove('k');
    expect(counter.count('k', 1000)).toBe(0);
  });
});
