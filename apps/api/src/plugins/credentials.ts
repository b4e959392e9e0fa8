// Access to every non-public /api/v1 route. A request is let in when one of the registered
// credential verifiers names its actor: the API key verifier below, and the staff session verifier
// (features/identity/session-credential.ts), added with `app.credentials.push(...)` without
// touching any route. A verifier may also recognise the caller and refuse them (a signed-in user
// without staff access: 403; a disabled user: 401 `user_disabled`).
// Client routes (issue 29, `config: { client: true }`, /api/v1/client/*) take no other credential:
// only the client session verifier (features/identity/session-credential.ts) lets a caller in, as
// `client:<user id>`, with `request.client` the scope every client route filters by. An API key or
// a staff session is refused there, as a client is refused everywhere else.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ErrorCode, MessageKey } from '@crm/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKey } from '../config.js';
import type { ClientScope } from '../features/client-access/client-scope.js';
import type { Actor } from '../shared/audit.js';
import { sendError } from './errors.js';

/** A caller the verifier knows but does not let in. */
export interface Refusal {
  status: 401 | 403;
  code: ErrorCode;
  key: MessageKey;
}
export type Verdict = Actor | Refusal | null;
export type CredentialVerifier = (request: FastifyRequest, reply: FastifyReply) => Verdict | Promise<Verdict>;
export type ClientVerifier = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ClientScope | Refusal | null>;

declare module 'fastify' {
  interface FastifyInstance {
    credentials: CredentialVerifier[];
    /** Set by registerIdentity: the only credential of client routes. */
    clientCredential: ClientVerifier | null;
  }
  interface FastifyRequest {
    actor: Actor;
    /** A client route's caller (issue 29); null on every other route. */
    client: ClientScope | null;
  }
  interface FastifyContextConfig {
    /** Open to anyone: no api-key or session needed. */
    public?: boolean;
    /** A client route: open to signed-in clients only (issue 29). */
    client?: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the `api-key` header with every configured key in constant time (hashing first makes
 * the lengths equal, and no early exit tells which key came close). */
export function apiKeyVerifier(keys: ApiKey[]): CredentialVerifier {
  const hashed = keys.map((k) => ({ name: k.name, hash: digest(k.key) }));
  return (request) => {
    const header = request.headers['api-key'];
    if (typeof header !== 'string' || header.length === 0) return null;
    const given = digest(header);
    let match: string | null = null;
    for (const k of hashed) if (timingSafeEqual(given, k.hash)) match = k.name;
    return match ? `api-key:${match}` : null;
  };
}

export function registerCredentials(app: FastifyInstance, keys: ApiKey[]): void {
  app.decorate('credentials', [apiKeyVerifier(keys)]);
  app.decorate('clientCredential', null);
  app.decorateRequest('actor', '');
  app.decorateRequest('client', null);
}

/** onRequest hook for the /api/v1 scope: the first verifier naming an actor lets the request in;
 * otherwise the first refusal answers, or 401 when no verifier knew the caller. */
export async function requireCredential(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { config } = request.routeOptions;
  if (config.public) return;
  if (config.client) {
    const verdict = this.clientCredential ? await this.clientCredential(request, reply) : null;
    if (verdict && 'userId' in verdict) {
      request.client = verdict;
      request.actor = `client:${verdict.userId}`;
      return;
    }
    if (verdict) return sendError(reply, verdict.status, verdict.code, verdict.key);
    return sendError(reply, 401, 'unauthorized', 'err.unauthorized');
  }
  let refusal: Refusal | null = null;
  for (const verify of this.credentials) {
    const verdict = await verify(request, reply);
    if (typeof verdict === 'string') {
      request.actor = verdict;
      return;
    }
    refusal ??= verdict;
  }
  if (refusal) return sendError(reply, refusal.status, refusal.code, refusal.key);
  return sendError(reply, 401, 'unauthorized', 'err.unauthorized');
}
