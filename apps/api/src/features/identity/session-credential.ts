// The session credentials of /api/v1: Better Auth's session cookie, read from the database on
// every request (no cookie cache), so a role change, a revoked client or a disabled account
// applies at once.
// Staff routes (sessionVerifier):
//   staff or admin                 → actor `user:<id>` (what the audit log records)
//   signed in without staff access → 403 forbidden ('err.forbidden'): a client too, whatever id
//   a session ended by disabling   → 401 user_disabled ('auth.err.userDisabled')
//   staff who must enrol in 2FA    → 403 two_factor_required ('auth.err.twoFactorRequired')
//   idle or past its lifetime      → ended here (session-activity.ts), then as no session
//   a write from another origin    → 403 forbidden ('err.crossOrigin')
//   no session                     → not this verifier's caller (the hook answers 401)
// Client routes (clientVerifier, issue 29): the same checks, then a live client_access row of the
// user names the contact every client route filters by (client-access/client-scope.ts).
import { hasStaffAccess } from '@crm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ClientVerifier, CredentialVerifier, Refusal } from '../../plugins/credentials.js';
import { readClientScope } from '../client-access/client-scope.js';
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
/** Signed in, but not (or no longer) a client of the firm: a self sign-up staff have not tied to a
 * contact yet, a revoked client, or staff. */
const NOT_CLIENT: Refusal = { status: 403, code: 'forbidden', key: 'client.err.pending' };

type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

interface SessionOptions {
  auth: Auth;
  database: Database;
  cookieName: string;
  trustedOrigins: string[];
  times: SessionTimes;
}

/** The request's live session, a refusal, or null when it carries none. */
async function readSession(
  { auth, database, cookieName, trustedOrigins, times }: SessionOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session | Refusal | null> {
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
  if (session) return session.user.banned ? DISABLED : session;
  const revoked = await database.db
    .selectFrom('auth_revoked_sessions')
    .innerJoin('user', 'user.id', 'auth_revoked_sessions.user_id')
    .select('user.banned')
    .where('auth_revoked_sessions.token_hash', '=', sha256(token))
    .executeTakeFirst();
  return revoked?.banned ? DISABLED : null;
}

const isRefusal = (v: Session | Refusal | null): v is Refusal => !!v && 'status' in v;

export function sessionVerifier(options: SessionOptions): CredentialVerifier {
  return async (request, reply) => {
    const session = await readSession(options, request, reply);
    if (!session || isRefusal(session)) return session;
    if (!hasStaffAccess(session.user.role)) return FORBIDDEN;
    if (await mustEnrol(options.database, session.user, session.session)) return ENROL;
    return `user:${session.user.id}`;
  };
}

export function clientVerifier(options: SessionOptions): ClientVerifier {
  return async (request, reply) => {
    const session = await readSession(options, request, reply);
    if (!session || isRefusal(session)) return session;
    // Staff are never a client: their work is the CRM's, and a wall has no exceptions.
    if (hasStaffAccess(session.user.role)) return NOT_CLIENT;
    return (await readClientScope(options.database, session.user.id)) ?? NOT_CLIENT;
  };
}
