// In-memory counters for the sign-in, sign-up and password-reset limits: a fixed window per key,
// opened by its first hit. One process holds them (like @fastify/rate-limit's default store); a
// restart forgets them, which errs on the side of letting people in.
import type { RateLimit } from '../../config.js';

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

/** The limits of /api/auth, by purpose. */
export function authLimits(limits: { signIn: RateLimit; signUp: RateLimit; passwordReset: RateLimit }) {
  return {
    /** Failed sign-ins per (email, client address). */
    signInFailures: new WindowCounter(limits.signIn),
    /** Failed sign-ins per client address, whatever the email: ten times the above. */
    signInFailuresByClient: new WindowCounter({ ...limits.signIn, max: limits.signIn.max * 10 }),
    signUps: new WindowCounter(limits.signUp),
    passwordResets: new WindowCounter(limits.passwordReset),
  };
}
export type AuthLimits = ReturnType<typeof authLimits>;
