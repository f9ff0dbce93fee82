import { memoryCounters, RateLimiter, type RateCounters } from './rate-limit.js';

/**
 * What the server keeps besides the database that every process of one deployment must agree on:
 * rate-limit and lockout counters, and word that something remembered has changed ("forget this
 * profile's type"). One process keeps it in memory (the default); several share it through Redis
 * (REDIS_URL, lib/redis-state.ts). Routes see only this interface, never which one it is.
 *
 * Tokens are not here: every request's token is looked up in the database, which is shared, so a
 * sign-out or a password change on one process is honoured by all of them at once.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  readonly counters: RateCounters;
  /**
   * Tells every process (this one included) on `channel`; resolves once Redis has taken the
   * message (the others hear it within milliseconds). Never rejects; lost when Redis is down.
   */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Hears `channel`. `null` means messages may have been missed (Redis was unreachable): whatever
   * the listener remembers on the strength of them must be forgotten.
   */
  subscribe(channel: string, listener: (message: string | null) => void): void;
  /** True while every process's messages are sure to reach this one (always, for one process). */
  delivering(): boolean;
  /** True while the rate-limit counters are the shared ones (always, for one process). */
  sharing(): boolean;
  close(): Promise<void>;
}

/** Everything in this process: one process is the whole deployment. */
export function createMemoryState(now: () => number = Date.now): SharedState {
  const listeners = new Map<string, Array<(message: string | null) => void>>();
  return {
    kind: 'memory',
    counters: memoryCounters(new RateLimiter(now)),
    async publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    delivering: () => true,
    sharing: () => true,
    close: async () => undefined,
  };
}
