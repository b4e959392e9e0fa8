// Answers repeated reads (search pages, record pages, counts) from memory while the data has not
// changed. A search over a million rows costs far more than the HTTP around it, and the portal asks
// the same thing often (type-ahead, back to a record), so this is where the time goes.
//
// Validity comes from the database, not from this process, so every process and host sharing it
// stays right: the version is the `crm_version` table, raised by triggers in every transaction that
// writes CRM data, whoever commits it, and by no other write (a session's activity stamp, a sign-in,
// new planner statistics), so a reader does not empty the cache. The version is read before the
// handler's queries, and an entry is served only while the version it was read under is current
// (ADR 0008, ADR 0024, ADR 0034).
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers of this route may be served from the response cache. */
    cache?: boolean;
    /** What besides the URL an answer depends on (`representative_id=me`: the actor), kept in its
     * cache key, so one caller's answer is never another's. */
    cacheVary?: (request: FastifyRequest) => string | undefined;
  }
  interface FastifyRequest {
    cacheVersion?: number | string;
  }
}

interface Entry {
  version: number | string;
  body: string;
  /** The record's version a …/complete answered (ADR 0032): a hit answers it too. */
  etag?: string;
}

export interface ResponseCacheOptions {
  /** The database's current data version. */
  version(): number | string | Promise<number | string>;
  maxEntries?: number;
  maxBytes?: number;
}

export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const { version, maxEntries = 20_000, maxBytes = 64 * 1024 * 1024 } = options;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const evict = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.body.length;
    entries.delete(key);
  };

  const keyOf = (request: FastifyRequest) => {
    const vary = request.routeOptions.config.cacheVary?.(request);
    return vary === undefined ? request.url : `${request.url}\n${vary}`;
  };

  // After credentials and validation: a cached answer is never given to a caller who may not
  // have it, and a URL that fails validation never reaches the cache.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache) return;
    const current = await version();
    request.cacheVersion = current;
    const key = keyOf(request);
    const entry = entries.get(key);
    if (entry?.version === current) {
      // Most recently used last, so eviction takes the oldest first.
      entries.delete(key);
      entries.set(key, entry);
      if (entry.etag) reply.header('etag', entry.etag);
      return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(entry.body);
    }
    if (entry) evict(key);
    reply.header('x-cache', 'miss');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.cacheVersion === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return;
    if (reply.getHeader('x-cache') !== 'miss') return;
    const key = keyOf(request);
    evict(key);
    const etag = reply.getHeader('etag');
    entries.set(key, {
      version: request.cacheVersion,
      body: payload,
      ...(typeof etag === 'string' ? { etag } : {}),
    });
    bytes += payload.length;
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      evict(oldest);
    }
  });
}
