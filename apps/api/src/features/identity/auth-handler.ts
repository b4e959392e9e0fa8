// /api/auth/*: Better Auth's own endpoints, outside the /api/v1 credential hook. Each Fastify
// request becomes a Fetch Request (raw body, every header, the client address) and Better Auth's
// Response goes back as is (status, every Set-Cookie, body), with three additions of ours:
//   - the sign-in, sign-up and password-reset limits (429 TOO_MANY_REQUESTS);
//   - error messages replaced by the spec's catalogue text of their code (AUTH_ERROR_KEYS), with
//     the message `key` beside them;
//   - session tokens and provider tokens left out of every JSON answer: the session token lives in
//     the httpOnly cookie only (the Security page ends a session by its id);
//   - the idle timeout and absolute lifetime of sessions (session-activity.ts), before Better Auth
//     reads the session.
import { authErrorKey, messageText } from '@crm/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { databaseDown, RETRY_AFTER_UNAVAILABLE } from '../../plugins/errors.js';
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER, sessionCookieName } from './auth.js';
import type { AuthLimits } from './rate-limit.js';
import { BACKGROUND_HEADER, checkSessionActivity } from './session-activity.js';
import { cookieToken } from './session-cookie.js';

// Headers about this hop, not the request; Request() recomputes the length from the body.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'expect',
  CLIENT_IP_HEADER,
  BACKGROUND_HEADER,
]);
/** The request's headers for Better Auth: every one but this hop's, and the client address (from
 * `request.ip`, which honours TRUST_PROXY) in CLIENT_IP_HEADER in place of any the caller sent. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Keys never sent in a JSON answer, at any depth: session tokens (sign-in, sign-up, get-session,
 * list-sessions, the administrators' list-user-sessions, the two-factor verifications) and the
 * provider's tokens of an account. */
const SECRET_KEYS = new Set(['token', 'accessToken', 'refreshToken', 'idToken', 'password']);

function stripSecrets(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) stripSecrets(item);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEYS.has(key)) delete (value as Record<string, unknown>)[key];
      else stripSecrets(inner);
    }
}

function sendAuthError(reply: FastifyReply, status: number, code: string, retryAfter?: number) {
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  const key = authErrorKey(code);
  return reply.status(status).send(key ? { code, message: messageText(key), key } : { code, message: code });
}

/** The `email` of a JSON or form body, lowercased ('' when absent). */
function emailOf(request: FastifyRequest, body: Buffer | undefined): string {
  if (!body?.length) return '';
  const text = body.toString('utf8');
  try {
    const email = String(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
      ? new URLSearchParams(text).get('email')
      : (JSON.parse(text) as { email?: unknown })?.email;
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
  } catch {
    return '';
  }
}

function rewriteJson(status: number, text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!body || typeof body !== 'object') return text;
  const record = body as Record<string, unknown>;
  if (status >= 400) {
    // A refusal of our own schemas (auth.ts, validate) already names its key and field keys.
    const key = typeof record.code === 'string' ? authErrorKey(record.code) : undefined;
    if (key && record.key === undefined) {
      record.message = messageText(key);
      record.key = key;
    }
  } else stripSecrets(record);
  return JSON.stringify(record);
}

export interface AuthHandlerOptions {
  auth: Auth;
  config: Config;
  database: Database;
  limits: AuthLimits;
}

export const authHandler: FastifyPluginAsync<AuthHandlerOptions> = async (
  app,
  { auth, config, database, limits },
) => {
  const origin = new URL(config.publicUrl).origin;
  const cookieName = sessionCookieName(config.publicUrl);
  const times = { idleMs: config.sessionIdleMs, maxAgeMs: config.sessionMaxAgeMs };
  // Better Auth reads the body itself: keep it raw, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 65_536 }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      // The path the limits look at is exactly the one Better Auth serves: dot segments resolved
      // (by URL), repeated and trailing slashes dropped.
      const url = new URL(request.url, origin);
      url.pathname = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
      const path = url.pathname.slice(AUTH_BASE_PATH.length) || '/';
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const ip = request.ip;
      const post = request.method === 'POST';

      if (post && path === '/sign-in/social' && !config.google)
        return sendAuthError(reply, 403, 'OPERATION_NOT_ALLOWED');

      // Failed sign-ins are counted per (address, client) so that nobody can lock a real user out
      // from elsewhere, and per client across addresses against password spraying. The attempt is
      // counted before it runs (parallel guesses cannot slip through) and forgiven unless it
      // failed on the password.
      let signInKey: string | null = null;
      if (post && path === '/sign-in/email') {
        signInKey = `${emailOf(request, body)}\n${ip}`;
        const wait = await limits.take([
          [limits.signInFailures, signInKey],
          [limits.signInFailuresByClient, ip],
        ]);
        if (wait) return sendAuthError(reply, 429, 'TOO_MANY_REQUESTS', wait);
      }
      const counter =
        post && path === '/sign-up/email'
          ? limits.signUps
          : post && (path === '/request-password-reset' || path === '/reset-password')
            ? limits.passwordResets
            : null;
      if (counter) {
        const wait = await limits.take([[counter, `${path}\n${ip}`]]);
        if (wait) return sendAuthError(reply, 429, 'TOO_MANY_REQUESTS', wait);
      }

      const token = cookieToken(request.headers.cookie, cookieName);
      if (token) await checkSessionActivity(database, token, times, !!request.headers[BACKGROUND_HEADER]);

      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: authHeaders(request),
          body: post && body?.length ? body : undefined,
        }),
      );

      if (signInKey && response.status !== 401) {
        if (response.status < 400) await limits.clear(limits.signInFailures, signInKey);
        else await limits.forgive(limits.signInFailures, signInKey);
        await limits.forgive(limits.signInFailuresByClient, ip);
      }

      // Better Auth answers 500 whatever failed; a database that cannot answer is a 503, to retry.
      if (response.status >= 500 && (await databaseDown(app.database))) {
        reply.header('retry-after', String(RETRY_AFTER_UNAVAILABLE));
        const key = 'err.unavailable';
        return reply.status(503).send({ code: 'UNAVAILABLE', message: messageText(key), key });
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if ((response.headers.get('content-type') ?? '').includes('application/json'))
        return reply.send(rewriteJson(response.status, await response.text()));
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
};
