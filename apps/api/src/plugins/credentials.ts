// Access to every non-public /api/v1 route. A request is let in when one of the registered
// credential verifiers names its actor: the API key verifier below, and the staff session verifier
// (features/identity/session-credential.ts), added with `app.credentials.push(...)` without
// touching any route. A verifier may also recognise the caller and refuse them (a signed-in user
// without staff access: 403; a disabled user: 401 `user_disabled`).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ErrorCode, MessageKey } from '@crm/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKey } from '../config.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    credentials: CredentialVerifier[];
  }
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** Open to anyone: no api-key or session needed. */
    public?: boolean;
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
  app.decorateRequest('actor', '');
}

/** onRequest hook for the /api/v1 scope: the first verifier naming an actor lets the request in;
 * otherwise the first refusal answers, or 401 when no verifier knew the caller. */
export async function requireCredential(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config.public) return;
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
