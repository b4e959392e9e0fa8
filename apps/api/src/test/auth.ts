// Browser-like calls to /api/auth and /api/v1 for the identity tests: JSON bodies, the site's
// Origin (Better Auth's CSRF check), a cookie jar per caller, an optional client address.
import type { InjectOptions } from 'fastify';
import type { TestApp } from './harness.js';
import { totpCode, totpSecret } from './totp.js';
import { type VisitorAnswer, visit } from './visitor.js';

/** PUBLIC_URL of the test apps (loadConfig's default). */
export const ORIGIN = 'http://localhost:3000';
/** Meets the password policy. */
export const STRONG_PASSWORD = 'Str0ng.Passw0rd';

export interface AuthAnswer extends VisitorAnswer {
  /** Every Set-Cookie line of the answer. */
  setCookies: string[];
}

export interface CallOptions {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A visitor's call with the site's Origin and, when given, a Cookie header. */
export async function call(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  { cookie, ip, headers = {} }: CallOptions = {},
): Promise<AuthAnswer> {
  const res = await visit(
    t,
    method,
    url,
    body,
    { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ip,
  );
  const raw = res.headers['set-cookie'] as string | string[] | undefined;
  const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return { ...res, setCookies };
}

/** The Cookie header a browser would send after these Set-Cookie lines (expired ones dropped). */
export function cookieHeader(setCookies: string[], previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair!.slice(at + 1) === '';
    if (expired) jar.delete(name);
    else jar.set(name, pair!.slice(at + 1));
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
}

/** The Set-Cookie line of one cookie. */
export const cookieLine = (setCookies: string[], name: string) =>
  setCookies.find((line) => line.startsWith(`${name}=`));

export async function signUp(
  t: TestApp,
  email: string,
  password = STRONG_PASSWORD,
  options: CallOptions = {},
) {
  const res = await call(t, 'POST', '/api/auth/sign-up/email', { email, password }, options);
  if (res.status !== 200)
    throw new Error(`sign-up of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  // Sign-up does not sign in (ADR 0049): the new account signs in as a person would next.
  const session = await call(t, 'POST', '/api/auth/sign-in/email', { email, password }, options);
  if (session.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${session.status} ${JSON.stringify(session.body)}`);
  return { ...res, cookie: cookieHeader(session.setCookies) };
}

export async function signIn(
  t: TestApp,
  email: string,
  password = STRONG_PASSWORD,
  extra: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  const res = await call(t, 'POST', '/api/auth/sign-in/email', { email, password, ...extra }, options);
  return { ...res, cookie: cookieHeader(res.setCookies) };
}

export async function setRole(t: TestApp, email: string, role: string) {
  await t.database.db.updateTable('user').set({ role }).where('email', '=', email).execute();
}

/** A signed-up user with `role`, and its session cookie. */
export async function userWithRole(t: TestApp, email: string, role: string) {
  const { cookie, body } = await signUp(t, email);
  await setRole(t, email, role);
  return { cookie, id: body.user.id as string };
}

/** Turns two-factor sign-in on for a signed-in user (enrolment then confirmation with a code), as
 * the Security page does; returns the key in text and the ten recovery codes. */
export async function enrolTwoFactor(t: TestApp, cookie: string, password = STRONG_PASSWORD) {
  const enable = await call(t, 'POST', '/api/auth/two-factor/enable', { password }, { cookie });
  if (enable.status !== 200)
    throw new Error(`enable failed: ${enable.status} ${JSON.stringify(enable.body)}`);
  let jar = cookieHeader(enable.setCookies, cookie);
  const secret = totpSecret(enable.body.totpURI);
  const verify = await call(
    t,
    'POST',
    '/api/auth/two-factor/verify-totp',
    { code: totpCode(secret) },
    { cookie: jar },
  );
  if (verify.status !== 200)
    throw new Error(`verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  jar = cookieHeader(verify.setCookies, jar);
  return {
    secret,
    backupCodes: enable.body.backupCodes as string[],
    cookie: jar,
    uri: enable.body.totpURI as string,
  };
}
