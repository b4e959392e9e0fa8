// Accounts the two-factor and session tests arrange through the API: a user, a staff member, an
// administrator's API session, and two-factor turned on with codes computed from the key.
import { type APIRequestContext, expect, request } from '@playwright/test';
import { totpCode, totpSecret } from '../../apps/api/src/test/totp.js';
import { ADMIN } from './fixtures.js';

export const PASSWORD = 'Str0ng.Passw0rd';

/** A context calling the API as a browser of this site would (the Origin Better Auth checks). */
const apiContext = (baseURL: string) =>
  request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });

/** A new account (role `user`), signed in nowhere; returns its id. */
export async function createUser(baseURL: string, email: string, password = PASSWORD): Promise<string> {
  const api = await apiContext(baseURL);
  const response = await api.post('/api/auth/sign-up/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  // Sign-up does not sign in (ADR 0049): no session is left behind.
  await api.dispose();
  return user.id;
}

/** A new account given `role` (`staff` or `admin`) by the e2e administrator. */
export async function createWithRole(
  baseURL: string,
  email: string,
  role: 'staff' | 'admin',
): Promise<string> {
  const id = await createUser(baseURL, email);
  const admin = await apiContext(baseURL);
  expect((await admin.post('/api/auth/sign-in/email', { data: ADMIN })).status()).toBe(200);
  expect((await admin.post('/api/auth/admin/set-role', { data: { userId: id, role } })).status()).toBe(200);
  await admin.dispose();
  return id;
}

/** Signs `email` in through the API and turns two-factor on; returns that signed-in API context and
 * the key in text (base32) an authenticator app would hold. */
export async function withTwoFactor(
  baseURL: string,
  email: string,
): Promise<{ api: APIRequestContext; secret: string }> {
  const api = await apiContext(baseURL);
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );
  const enable = await api.post('/api/auth/two-factor/enable', { data: { password: PASSWORD } });
  expect(enable.status(), await enable.text()).toBe(200);
  const secret = totpSecret(((await enable.json()) as { totpURI: string }).totpURI);
  const verify = await api.post('/api/auth/two-factor/verify-totp', { data: { code: totpCode(secret) } });
  expect(verify.status(), await verify.text()).toBe(200);
  return { api, secret };
}

export { totpCode };
