// Counters for the sign-in, sign-up and password-reset limits: a fixed window per key, opened by
// its first hit. With REDIS_URL every process and host counts in Redis (one count for all); each
// process also counts in its own memory, which decides alone while Redis is unreachable and
// without REDIS_URL. A restart forgets the memory, which errs on the side of letting people in.
import type { RateLimit } from '../../config.js';
import type { SharedState } from '../../shared/redis-state.js';

export class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly limit: RateLimit) {}

  /** Hits of `key` in its current window. */
  count(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > now ? entry.count : 0;
  }

  /** Seconds until `key`'s window closes (at least 1). */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    return Math.max(1, Math.ceil(((entry?.resetAt ?? now) - now) / 1000));
  }

  /** Counts a hit: the count and the milliseconds left in the window. */
  hit(key: string, now = Date.now()): { current: number; ttl: number } {
    const current = this.add(key, now);
    return { current, ttl: (this.hits.get(key)?.resetAt ?? now) - now };
  }

  add(key: string, now = Date.now()): number {
    if (this.hits.size >= 50_000) this.prune(now);
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now) return ++entry.count;
    this.hits.set(key, { count: 1, resetAt: now + this.limit.windowMs });
    return 1;
  }

  /** Takes one hit back (an attempt that turned out not to count). */
  remove(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.count > 1) entry.count--;
    else this.hits.delete(key);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
    // Still full (a flood of distinct keys): drop the oldest rather than grow without bound.
    for (const key of this.hits.keys()) {
      if (this.hits.size < 50_000) break;
      this.hits.delete(key);
    }
  }
}

/** One limit, named in its Redis keys. */
export class LimitCounter extends WindowCounter {
  constructor(
    readonly name: string,
    limit: RateLimit,
  ) {
    super(limit);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The limits of /api/auth, by purpose, counted in Redis when `shared` is given. */
export function authLimits(
  limits: { signIn: RateLimit; signUp: RateLimit; passwordReset: RateLimit },
  shared?: SharedState,
) {
  const redisKey = (counter: LimitCounter, key: string) => `limit:${counter.name}:${key}`;
  return {
    /** Failed sign-ins per (email, client address). */
    signInFailures: new LimitCounter('sign-in', limits.signIn),
    /** Failed sign-ins per client address, whatever the email: ten times the above. */
    signInFailuresByClient: new LimitCounter('sign-in-client', {
      ...limits.signIn,
      max: limits.signIn.max * 10,
    }),
    signUps: new LimitCounter('sign-up', limits.signUp),
    passwordResets: new LimitCounter('password-reset', limits.passwordReset),

    /** Counts one hit on each (counter, key) when none is at its limit, all or nothing (parallel
     * attempts cannot slip past it); otherwise counts nothing and answers the seconds to wait. */
    async take(hits: Array<[LimitCounter, string]>): Promise<number | null> {
      const args = hits.flatMap(([counter]) => [counter.limit.max, counter.limit.windowMs]);
      const keys = hits.map(([counter, key]) => redisKey(counter, key));
      const wait = await shared?.run((redis) => redis.crmTake(keys.length, ...keys, ...args));
      if (wait === undefined) {
        const full = hits.find(([counter, key]) => counter.count(key) >= counter.limit.max);
        if (full) return full[0].retryAfter(full[1]);
      } else if (wait >= 0) return seconds(wait);
      for (const [counter, key] of hits) counter.add(key);
      return null;
    },
    /** Takes back a hit that turned out not to count. */
    async forgive(counter: LimitCounter, key: string): Promise<void> {
      counter.remove(key);
      await shared?.run((redis) => redis.crmForgive(redisKey(counter, key)));
    },
    async clear(counter: LimitCounter, key: string): Promise<void> {
      counter.clear(key);
      await shared?.run((redis) => redis.del(redisKey(counter, key)));
    },
  };
}
export type AuthLimits = ReturnType<typeof authLimits>;
