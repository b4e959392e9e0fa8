// The staff session credential of /api/v1: Better Auth's session cookie, read from the database on
// every request (no cookie cache), so a role change or a disabled account applies at once.
//   staff or admin                 → actor `user:<id>` (what the audit log records)
//   signed in without staff access → 403 forbidden ('err.forbidden')
//   a session ended by disabling   → 401 user_disabled ('auth.err.userDisabled')
//   staff who must enrol in 2FA    → 403 two_factor_required ('auth.err.twoFactorRequired')
//   idle or past its lifetime      → ended here (session-activity.ts), then as no session
//   a write from another origin    → 403 forbidden ('err.crossOrigin')
//   no session                     → not this verifier's caller (the hook answers 401)
import { hasStaffAccess } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { CredentialVerifier, Refusal } from '../../plugins/credentials.js';
import { type Auth, sha256 } from './auth.js';
import { authHeaders } from './auth-handler.js';
import { BACKGROUND_HEADER, checkSessionActivity, type SessionTimes } from './session-activity.js';
import { cookieToken } from './session-cookie.js';
import { mustEnrol } from './two-factor-policy.js';

const FORBIDDEN: Refusal = { status: 403, code: 'forbidden', key: 'err.forbidden' };
const CROSS_ORIGIN: Refusal = { status: 403, code: 'forbidden', key: 'err.crossOrigin' };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DISABLED: Refusal = { status: 401, code: 'user_disabled', key: 'auth.err.userDisabled' };
const ENROL: Refusal = { status: 403, code: 'two_factor_required', key: 'auth.err.twoFactorRequired' };

export function sessionVerifier(
  auth: Auth,
  database: Database,
  cookieName: string,
  trustedOrigins: string[],
  times: SessionTimes,
): CredentialVerifier {
  return async (request, reply) => {
    const cookie = request.headers.cookie;
    const token = cookieToken(cookie, cookieName);
    if (!token) return null;
    // A cookie is sent by the browser on its own: a write it carries must come from this site.
    // (SameSite=Lax and JSON-only bodies already stop other sites; this also covers sibling
    // subdomains.) Clients without an Origin header are not browsers.
    const origin = request.headers.origin;
    if (!SAFE_METHODS.has(request.method) && origin && !trustedOrigins.includes(origin)) return CROSS_ORIGIN;
    await checkSessionActivity(database, token, times, !!request.headers[BACKGROUND_HEADER]);
    const { headers, response: session } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    // A "Remember Me" session renewed by this request (sliding expiry) gets its new cookie.
    const renewed = headers.getSetCookie();
    if (renewed.length) reply.header('set-cookie', renewed);
    if (session) {
      if (session.user.banned) return DISABLED;
      if (!hasStaffAccess(session.user.role)) return FORBIDDEN;
      if (await mustEnrol(database, session.user, session.session)) return ENROL;
      return `user:${session.user.id}`;
    }
    const revoked = await database.db
      .selectFrom('auth_revoked_sessions')
      .innerJoin('user', 'user.id', 'auth_revoked_sessions.user_id')
      .select('user.banned')
      .where('auth_revoked_sessions.token_hash', '=', sha256(token))
      .executeTakeFirst();
    return revoked?.banned ? DISABLED : null;
  };
}
