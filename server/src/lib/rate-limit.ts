/**
 * Counters that forget by themselves: a limit of attempts per window, and a lockout once it is
 * reached that ends when the window does. Kept in this process; with several processes they move
 * to Redis (REDIS_URL, a later step), and until then each process limits on its own.
 */
export interface Limit {
  /** Attempts allowed in the window. */
  max: number;
  windowMs: number;
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

/** Minutes, rounded up, for messages ("try again in 15 minutes"). */
export function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
