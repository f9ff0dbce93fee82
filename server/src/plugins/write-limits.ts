/**
 * Not @fastify/rate-limit because a write is counted against two limits at once (per address, and
 * per token or per anonymous address), the first given back when the second refuses, in the
 * RateCounters that Redis shares between processes (each counting alone while Redis is down), on
 * the app's clock; the plugin counts one key per request in its own store (an LRU of 5,000 keys on
 * Date.now, or Redis, which when down fails the request or lets it through).
 */
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../http.js';
import { tooManyRequests } from '../lib/errors.js';
import { memoryCounters, minutesFrom, RateLimiter, scaledLimit, takeAll, type Limit, type RateCounters } from '../lib/rate-limit.js';
import { sha256Hex } from '../lib/secrets.js';
import { words } from '../i18n/words.js';

export interface WriteLimits {
  /** Writes with one bearer token (a signed-in person, or a TV's app token). Scaled. */
  perToken: Limit;
  /** Writes without a token (sign-in, sign-up, codes, app tokens, contact...), per address. Scaled. */
  anonymousPerAddress: Limit;
  /** All writes from one address, whatever the token (a ceiling on made-up tokens). Scaled. */
  perAddress: Limit;
}

/**
 * A floor under every write route (POST, PUT, PATCH, DELETE under /api), on top of the routes'
 * own limits (sign-in failures, resets, codes, contact, feedback...). Generous for people: the
 * player saves a resume point when it closes, a list toggle is one tap.
 */
export const WRITE_LIMITS: WriteLimits = {
  perToken: { max: 120, windowMs: 60_000 },
  anonymousPerAddress: { max: 60, windowMs: 60_000 },
  perAddress: { max: 600, windowMs: 60_000 },
};

export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const tooManyWrites = (minutes: number) =>
  words(
    /*i18n*/ '{minutes, plural, one {Too many requests in a short time. Please try again in # minute.} other {Too many requests in a short time. Please try again in # minutes.}}',
    { minutes },
  );

export interface WriteLimitOptions {
  now: () => number;
  /** RATE_LIMIT_FACTOR: multiplies every limit (many people behind one address, a test or a soak). */
  factor: number;
  limits?: Partial<WriteLimits>;
  /** Where attempts are counted (shared between processes with REDIS_URL); by default in this process. */
  counters?: RateCounters;
}

/** Counts every write before anything else is done for it; past a limit, 429 with Retry-After. */
export function writeLimits(api: FastifyInstance, options: WriteLimitOptions): void {
  const limiter = options.counters ?? memoryCounters(new RateLimiter(options.now));
  const base = { ...WRITE_LIMITS, ...options.limits };
  const scaled = (limit: Limit): Limit => scaledLimit(limit, options.factor);
  const perAddress = scaled(base.perAddress);
  const anonymousPerAddress = scaled(base.anonymousPerAddress);
  const perToken = scaled(base.perToken);

  api.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const token = bearerToken(request);
    const counters: Array<[string, Limit]> = [[`writes-ip|${request.ip}`, perAddress]];
    // The token's hash, so the limiter's keys hold no secrets.
    if (token) counters.push([`writes-token|${sha256Hex(token)}`, perToken]);
    else counters.push([`writes-anon-ip|${request.ip}`, anonymousPerAddress]);
    const blocked = await takeAll(limiter, counters);
    if (blocked) throw tooManyRequests(tooManyWrites(minutesFrom(blocked.wait)), blocked.wait);
  });
}
