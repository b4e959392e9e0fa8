// The portal's calls to Better Auth (/api/auth/*), as plain fetches: its client library would add
// weight for a handful of JSON requests. Failures become an AuthError carrying the server's code,
// which `authErrorKey` (shared with the API) turns into a catalogue message.
import { authErrorKey, type MessageKey, type SessionUser } from '@crm/shared';

const AUTH_URL = '/api/auth';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    /** Better Auth's code (INVALID_EMAIL_OR_PASSWORD …), `NETWORK` when no answer came back. */
    readonly code: string,
    message = code,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The catalogue message of an error, or undefined (the caller shows a generic one). */
export function errorMessageKey(error: unknown): MessageKey | undefined {
  if (!(error instanceof AuthError)) return undefined;
  if (error.status === 429) return 'auth.err.tooManyRequests';
  return authErrorKey(error.code);
}

export async function authRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | number | undefined> } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(init.query ?? {}))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const url = `${AUTH_URL}${path}${query.size ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: method === 'POST' ? { 'content-type': 'application/json' } : undefined,
      body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
    });
  } catch {
    throw new AuthError(0, 'NETWORK');
  }
  const data = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!response.ok)
    throw new AuthError(response.status, data?.code ?? `HTTP_${response.status}`, data?.message);
  return data as T;
}

export interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
}

export const signIn = (body: Credentials) =>
  authRequest<{ user: SessionUser }>('/sign-in/email', { body: { rememberMe: false, ...body } });

/** The account is created and signed in at once (spec §4); its name defaults on the server. */
export const signUp = (body: Credentials) =>
  authRequest<{ user: SessionUser }>('/sign-up/email', { body: { rememberMe: false, ...body } });

export const signOut = () => authRequest<{ success: boolean }>('/sign-out', { body: {} });

/** The server mails the link (…/reset-password?token=…); it answers alike for unknown addresses. */
export const requestPasswordReset = (email: string) =>
  authRequest<{ status: boolean }>('/request-password-reset', { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  authRequest<{ status: boolean }>('/reset-password', { body: { token, newPassword } });

/** Starts Google sign-in: the browser leaves for Google and comes back to `callbackURL`, or to
 * `errorCallbackURL` with an `error` parameter. `loginHint` (the address typed in the form) lets
 * Google preselect that account. */
export const googleSignIn = (callbackURL: string, errorCallbackURL: string, loginHint?: string) =>
  authRequest<{ url?: string; redirect?: boolean }>('/sign-in/social', {
    body: { provider: 'google', callbackURL, errorCallbackURL, newUserCallbackURL: callbackURL, loginHint },
  });
