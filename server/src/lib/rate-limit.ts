/**
 * Counters that forget by themselves: a limit of attempts per window, and a lockout once it is
 * reached that ends when the window does. `RateLimiter` keeps them in this process; with several
 * processes they live in Redis (REDIS_URL, lib/redis-state.ts) behind the same `RateCounters`.
 *
 * Not @fastify/rate-limit because these count more than requests (wrong passwords per account and
 * address, codes, resets), forget on a right password (reset) and give an attempt back (release),
 * where the plugin only counts requests, one key each, in a store of its own.
 */
export interface Limit {
  /** Attempts allowed in the window. */
  max: number;
  windowMs: number;
}

/**
 * A limit multiplied by RATE_LIMIT_FACTOR (many people behind one address, a test run, a soak): the
 * one place a limit is scaled. Never below one attempt.
 */
export function scaledLimit(limit: Limit, factor = 1): Limit {
  return { ...limit, max: Math.max(1, Math.round(limit.max * factor)) };
}

interface Counter {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds until `key` may try again, or 0 when it may now. */
  blockedFor(key: string, limit: Limit): number {
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= this.now()) return 0;
    return counter.count >= limit.max ? counter.resetAt - this.now() : 0;
  }

  /** Counts one attempt; returns how long `key` is now blocked (0 if not). */
  hit(key: string, limit: Limit): number {
    const now = this.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + limit.windowMs };
      this.counters.set(key, counter);
    }
    counter.count++;
    if (this.counters.size > 100_000) this.sweep();
    return counter.count >= limit.max ? counter.resetAt - now : 0;
  }

  /**
   * Counts one attempt unless `key` is already blocked: in one step, so attempts sent at once
   * cannot all pass the check before any is counted. Returns how long `key` is blocked (0: counted).
   */
  take(key: string, limit: Limit): number {
    const wait = this.blockedFor(key, limit);
    if (wait > 0) return wait;
    this.hit(key, limit);
    return 0;
  }

  reset(key: string): void {
    this.counters.delete(key);
  }

  /**
   * Gives back one attempt counted with `hit`. A slow check (a password hash, a database look-up)
   * counts its attempt before it starts, so attempts that arrive together cannot all pass the
   * limit first; one that turns out not to count (a right password) is given back afterwards.
   */
  release(key: string): void {
    const counter = this.counters.get(key);
    if (counter && counter.count > 0) counter.count--;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }
}

/**
 * Rate-limit counters as every route uses them, in this process or shared between processes
 * (lib/shared-state.ts). Asynchronous, since the shared ones are a network call away.
 */
export interface RateCounters {
  /** Milliseconds until `key` may try again, or 0 when it may now. */
  blockedFor(key: string, limit: Limit): Promise<number>;
  /** Counts one attempt unless `key` is blocked (one atomic step); how long it is blocked, 0 when counted. */
  take(key: string, limit: Limit): Promise<number>;
  /** Forgets `key` (a right password ends the failures counted against an account). */
  reset(key: string): Promise<void>;
  /** Gives back one attempt counted with `take` (see RateLimiter.release). */
  release(key: string): Promise<void>;
}

/** The counters of one process. */
export function memoryCounters(limiter: RateLimiter): RateCounters {
  return {
    blockedFor: async (key, limit) => limiter.blockedFor(key, limit),
    take: async (key, limit) => limiter.take(key, limit),
    reset: async (key) => limiter.reset(key),
    release: async (key) => limiter.release(key),
  };
}

/**
 * Takes an attempt on each counter in turn; when one is blocked, the attempts already taken are
 * given back and its index and wait are returned (so the caller can say which limit it was).
 */
export async function takeAll(counters: RateCounters, entries: Array<[string, Limit]>): Promise<{ index: number; wait: number } | null> {
  for (let index = 0; index < entries.length; index++) {
    const [key, limit] = entries[index]!;
    const wait = await counters.take(key, limit);
    if (wait > 0) {
      for (const [taken] of entries.slice(0, index)) await counters.release(taken);
      return { index, wait };
    }
  }
  return null;
}

/** Minutes, rounded up, for messages ("try again in 15 minutes"). */
export function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
