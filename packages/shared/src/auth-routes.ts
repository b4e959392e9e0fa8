// What each Better Auth call the web app makes (/api/auth) answers on success, by method and path.
// Better Auth writes these answers itself, not from our schemas, so this map is types only: the
// plugins' documented answers, and our own endpoints' types (features/identity on the API side).
// The web client takes its answer types from here (`auth('POST /sign-in/email', …)`).
import type { AccountSecurity, OwnSession, SecuritySettings, SessionUser } from './auth.js';

/** A user as the admin plugin lists them. */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  role: string | null;
  banned: boolean | null;
  createdAt: string;
}

type Done = { status: boolean };

export interface AuthRoutes {
  /** Null when nobody is signed in. */
  'GET /get-session': { user?: SessionUser } | null;
  /** Signed in (`user`), or the code comes next (`twoFactorRedirect`). */
  'POST /sign-in/email': { user?: SessionUser; twoFactorRedirect?: boolean };
  'POST /sign-in/social': { url?: string; redirect?: boolean };
  'POST /sign-up/email': { user: SessionUser };
  'POST /sign-out': { success: boolean };
  'POST /request-password-reset': Done;
  'POST /reset-password': Done;
  'POST /change-password': { user: SessionUser };
  'POST /revoke-other-sessions': Done;
  'POST /two-factor/enable': { totpURI: string; backupCodes: string[] };
  'POST /two-factor/verify-totp': { user: SessionUser };
  'POST /two-factor/verify-backup-code': { user: SessionUser };
  'POST /two-factor/disable': Done;
  'POST /two-factor/generate-backup-codes': Done & { backupCodes: string[] };
  'GET /account/security': AccountSecurity;
  'GET /account/sessions': { sessions: OwnSession[] };
  'POST /account/revoke-session': Done;
  'GET /admin/list-users': { users: AdminUserRow[]; total: number };
  'POST /admin/set-role': { user: AdminUserRow };
  'POST /admin/ban-user': { user: AdminUserRow };
  'POST /admin/unban-user': { user: AdminUserRow };
  'GET /admin/security-settings': SecuritySettings;
  'POST /admin/set-security-settings': SecuritySettings;
}

/** A Better Auth call: `'POST /sign-in/email'`. */
export type AuthRoute = keyof AuthRoutes;
