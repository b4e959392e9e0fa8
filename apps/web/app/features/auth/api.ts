// The sign-in pages' calls to Better Auth (/api/auth/*) through the app's one HTTP client: its
// client library would add weight for a handful of JSON requests.
import { auth } from '../../http/client';

export interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
}

/** Signed in (`user`), or, for an account with two-factor on, `twoFactorRedirect`: the password was
 * right and the code comes next (verifyCode or verifyRecoveryCode), within ten minutes. */
export const signIn = (body: Credentials) =>
  auth('POST /sign-in/email', {
    body: { rememberMe: false, ...body },
  });

/** The second step of a two-factor sign-in: the code of the authenticator app. */
export const verifyCode = (code: string) => auth('POST /two-factor/verify-totp', { body: { code } });

/** The second step with a recovery code instead (each works once). */
export const verifyRecoveryCode = (code: string) =>
  auth('POST /two-factor/verify-backup-code', { body: { code } });

/** The account is created, not signed in (ADR 0049: the answer is the same for an address that
 * already has an account); its name defaults on the server. */
export const signUp = (body: Credentials) =>
  auth('POST /sign-up/email', { body: { rememberMe: false, ...body } });

export const signOut = () => auth('POST /sign-out', { body: {} });

/** The server mails the link (…/reset-password?token=…); it answers alike for unknown addresses. */
export const requestPasswordReset = (email: string) =>
  auth('POST /request-password-reset', { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  auth('POST /reset-password', { body: { token, newPassword } });

/** Starts Google sign-in: the browser leaves for Google and comes back to `callbackURL`, or to
 * `errorCallbackURL` with an `error` parameter. `loginHint` (the address typed in the form) lets
 * Google preselect that account. */
export const googleSignIn = (callbackURL: string, errorCallbackURL: string, loginHint?: string) =>
  auth('POST /sign-in/social', {
    body: { provider: 'google', callbackURL, errorCallbackURL, newUserCallbackURL: callbackURL, loginHint },
  });
