// Access to every non-public /api/v1 route. A request is let in when one of the registered
// credential verifiers names its actor: the API key verifier below, and (identity issue) the
// staff session verifier, added with `app.credentials.push(...)` without touching any route.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKey } from '../config.js';
import type { Actor } from '../shared/audit.js';
import { sendError } from './errors.js';

export type CredentialVerifier = (request: FastifyRequest) => Actor | null | Promise<Actor | null>;

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

/** onRequest hook for the /api/v1 scope. */
export async function requireCredential(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: import('fastify').FastifyReply,
) {
  if (request.routeOptions.config.public) return;
  for (const verify of this.credentials) {
    const actor = await verify(request);
    if (actor) {
      request.actor = actor;
      return;
    }
  }
  return sendError(reply, 401, 'unauthorized', 'err.unauthorized');
}
