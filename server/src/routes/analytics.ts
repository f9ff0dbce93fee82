import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProfileRepository } from '../repositories/profiles.js';
import type { AccountService } from '../accounts/service.js';
import { requireUser } from '../accounts/session.js';
import { bearerToken, noStore } from '../http.js';
import { ApiError, badRequest, tooManyRequests } from '../lib/errors.js';
import { memoryCounters, minutesFrom, RateLimiter, scaledLimit, type Limit, type RateCounters } from '../lib/rate-limit.js';
import { newId } from '../lib/secrets.js';
import type { AnalyticsRepository } from '../repositories/analytics.js';
import { words } from '../i18n/words.js';

/** Events the app reports. Search keys over 4 characters are logged. */
export const ANALYTICS_EVENTS = ['search'] as const;
export const ANALYTICS_VALUE_MAX = 100;
/** Per address: far more than a person searching (one key per 2 s debounce), too few to flood the table. */
export const ANALYTICS_LIMIT: Limit = { max: 30, windowMs: 60 * 1000 };

export const ANALYTICS_MESSAGES = {
  ok: 'OK',
  emptyValue: /*i18n*/ 'Please send the event value: 1 to 100 characters.',
  tooMany: (minutes: number) =>
    words(
      /*i18n*/ '{minutes, plural, one {Too many events from this address. Please try again in # minute.} other {Too many events from this address. Please try again in # minutes.}}',
      { minutes },
    ),
} as const;

const EventBody = Type.Object(
  {
    event: Type.Unsafe<(typeof ANALYTICS_EVENTS)[number]>({ type: 'string', enum: [...ANALYTICS_EVENTS] }),
    value: Type.String({ minLength: 1, maxLength: ANALYTICS_VALUE_MAX }),
  },
  { additionalProperties: false },
);

export interface AnalyticsRouteOptions {
  accounts: AccountService;
  profiles: ProfileRepository;
  analytics: AnalyticsRepository;
  now: () => number;
  /** RATE_LIMIT_FACTOR: multiplies the per-address limit, for many people behind one address. */
  limitFactor?: number;
  /** Where attempts are counted (shared between processes with REDIS_URL); by default in this process. */
  counters?: RateCounters;
}

/**
 * POST /analytics/events `{ event: 'search', value }`: records an event, with the signed-in user
 * (and profile) when the call carries a live user token; anyone may report, within a limit per
 * address. Answers `{ message: 'OK' }`.
 */
export function analyticsRoutes(app: FastifyInstance, options: AnalyticsRouteOptions): void {
  const { accounts, profiles, analytics, now } = options;
  const limiter = options.counters ?? memoryCounters(new RateLimiter(now));
  const limit = scaledLimit(ANALYTICS_LIMIT, options.limitFactor);
  app.addHook('onSend', noStore);

  /** Who sent the event, if a live user token says so; an app token, or none, is an anonymous event. */
  async function sender(request: FastifyRequest): Promise<{ userId: string | null; profileId: string | null }> {
    if (!bearerToken(request)) return { userId: null, profileId: null };
    try {
      const { user } = await requireUser(request, accounts.tokens, accounts.users);
      const header = request.headers.profileid;
      const profile = typeof header === 'string' && header !== '' ? await profiles.forRequest(user, header).catch(() => null) : null;
      return { userId: user.id, profileId: profile?.id ?? null };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) return { userId: null, profileId: null };
      throw error;
    }
  }

  app.post<{ Body: Static<typeof EventBody> }>('/analytics/events', { schema: { body: EventBody } }, async (request) => {
    const value = request.body.value.trim();
    if (value === '') throw badRequest(ANALYTICS_MESSAGES.emptyValue);
    const key = `analytics|${request.ip}`;
    const wait = await limiter.take(key, limit);
    if (wait > 0) throw tooManyRequests(ANALYTICS_MESSAGES.tooMany(minutesFrom(wait)), wait);
    const { userId, profileId } = await sender(request);
    await analytics.add(request.customerId, {
      id: newId(),
      event: request.body.event,
      value,
      user_id: userId,
      profile_id: profileId,
      created_at: now(),
    });
    return { message: ANALYTICS_MESSAGES.ok };
  });
}
