// @fastify/rate-limit's store for the public forms when REDIS_URL is set: one count per route and
// client address for every process and host. The plugin's own Redis store lets every request
// through when Redis fails (skipOnError) or answers 500; this one counts in the process meanwhile,
// as the store without Redis does, so an outage neither opens the forms nor refuses them.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedState } from '../../shared/redis-state.js';
import { WindowCounter } from '../identity/rate-limit.js';

type Result = { current: number; ttl: number };

class SharedRateLimitStore implements FastifyRateLimitStore {
  /** Counted here too, always, so an outage starts from this process's share. */
  private local: WindowCounter | undefined;

  constructor(
    private readonly shared: SharedState,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: Result) => void,
    timeWindow: number,
    max: number,
  ) {
    this.local ??= new WindowCounter({ max, windowMs: timeWindow });
    const local = this.local.hit(key);
    void this.shared
      .run((redis) => redis.crmHit(`${this.prefix}${key}`, timeWindow))
      .then((answer) => callback(null, answer ? { current: answer[0], ttl: answer[1] } : local));
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options, the route itself in `routeInfo`.
    const { method, url } =
      (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
    return new SharedRateLimitStore(this.shared, `${this.prefix}${String(method)}:${url}:`);
  }
}

export function sharedRateLimitStore(shared: SharedState): FastifyRateLimitStoreCtor {
  return class extends SharedRateLimitStore {
    constructor() {
      super(shared, 'rate:');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
