import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import type { ProfileRepository } from '../repositories/profiles.js';
import type { AccountService } from '../accounts/service.js';
import { namedProfile, requireUser } from '../accounts/session.js';
import { badRequest, notFound, tooManyRequests } from '../lib/errors.js';
import { memoryCounters, minutesFrom, RateLimiter, type Limit, type RateCounters } from '../lib/rate-limit.js';
import { newId } from '../lib/secrets.js';
import { isEmail, normalizeEmail } from '../lib/validation.js';
import type { ActivityRepository } from '../repositories/activity.js';
import type { ItemRepository } from '../repositories/items.js';
import { ACTIVITY_PAGE_SIZE, ActivityQuery, itemOf } from './shares.js';
import { FEEDBACK_RATING_MAX } from '../../../contract/limits.js';
import { FeedbackPayloadSchema, type FeedbackPayload } from '../../../contract/requests.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';
import { noStore } from '../http.js';
import { markLanguage } from '../lib/request-locale.js';
import { words } from '../i18n/words.js';

export const FEEDBACK_MESSAGES = {
  thanks: /*i18n*/ 'Thank you for sharing your thoughts!',
  /** Rating or message is required. */
  empty: /*i18n*/ 'Please rate the program and enter your feedback before submitting.',
  rating: /*i18n*/ 'Please choose a rating from 1 to 10.',
  email: /*i18n*/ 'Invalid Email',
  gone: /*i18n*/ 'This programme is no longer available.',
} as const;

/** Enough for a keen viewer, too few to flood the team. */
const FEEDBACK_LIMIT: Limit = { max: 20, windowMs: 60 * 60 * 1000 };

interface StoredItemJson {
  type?: string;
  name?: string;
  metaData?: { episode_show_name?: unknown };
}

/**
 * POST /feedback (the spec's feedback payload, with the user token): a rating from 1 to 10, a
 * message, or both, about a programme or Lumen as a whole. GET /feedback lists the user's own.
 */
export function feedbackRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountService;
    profiles: ProfileRepository;
    items: ItemRepository;
    activity: ActivityRepository;
    now: () => number;
    counters?: RateCounters;
  },
): void {
  const { accounts, profiles, items, activity, now } = deps;
  const limiter = deps.counters ?? memoryCounters(new RateLimiter(now));
  app.addHook('onSend', noStore);

  app.post<{ Body: FeedbackPayload }>('/feedback', { schema: { body: jsonSchemaOf(FeedbackPayloadSchema) } }, async (request) => {
    const { user } = await requireUser(request, accounts.tokens, accounts.users);
    const body = request.body;
    const message = (body.message ?? '').trim();
    const rating = body.rating ?? null;
    if (rating === null && message === '') throw badRequest(FEEDBACK_MESSAGES.empty);
    if (rating !== null && (!Number.isInteger(rating) || rating < 1 || rating > FEEDBACK_RATING_MAX)) throw badRequest(FEEDBACK_MESSAGES.rating);
    const email = (body.email ?? '').trim();
    if (email !== '' && !isEmail(email)) throw badRequest(FEEDBACK_MESSAGES.email);

    const profile = await namedProfile(request, user, profiles);
    const itemId = body.videoId || null;
    const stored = itemId ? await items.find(request.customerId, itemId) : undefined;
    if (itemId && !stored) throw notFound(FEEDBACK_MESSAGES.gone);
    if (stored) assertProgrammeAllowed(request, stored);
    const key = `feedback|${request.customerId}|${user.id}`;
    const wait = await limiter.take(key, FEEDBACK_LIMIT);
    if (wait > 0)
      throw tooManyRequests(
        words(/*i18n*/ 'You have sent a lot of feedback in a short time. Please try again in {minutes} minutes.', { minutes: minutesFrom(wait) }),
        wait,
      );

    // Names default from the programme: an episode's show and title, or the show's name.
    const item = stored ? (JSON.parse(stored.data) as StoredItemJson) : null;
    const showName = typeof item?.metaData?.episode_show_name === 'string' ? item.metaData.episode_show_name : '';
    const programName = (body.programName ?? '').trim() || (item ? (item.type === 'vod' ? showName || item.name : item.name) : '') || '';
    const episodeName = (body.episodeName ?? '').trim() || (item?.type === 'vod' ? (item.name ?? '') : '');
    const row = {
      id: newId(),
      user_id: user.id,
      profile_id: profile?.id ?? null,
      item_id: itemId,
      program_name: programName.slice(0, 300),
      episode_name: episodeName.slice(0, 300),
      rating,
      message,
      email: email ? normalizeEmail(email) : user.email,
      first_name: (body.firstname ?? '').trim() || user.first_name,
      last_name: (body.lastname ?? '').trim() || user.last_name,
      created_at: now(),
    };
    await activity.addFeedback(request.customerId, row);
    return { message: FEEDBACK_MESSAGES.thanks, feedback: publicFeedback(row, null) };
  });

  app.get<{ Querystring: Static<typeof ActivityQuery> }>('/feedback', { schema: { querystring: ActivityQuery } }, async (request, reply) => {
    const { user } = await requireUser(request, accounts.tokens, accounts.users);
    // The account's feedback is the grown-ups' words: a kids profile sees none of it.
    if (request.audience === 'kids') return { items: [], count: 0, total: 0 };
    const size = request.query.size ?? ACTIVITY_PAGE_SIZE;
    const { rows, total } = await activity.feedback(request.customerId, user.id, ((request.query.page ?? 1) - 1) * size, size);
    const data = await items.localize(
      request.customerId,
      request.locale,
      rows.map((row) => ({ id: row.item_id ?? '', data: row.item_data })),
    );
    markLanguage(request, reply);
    return { items: rows.map((row, i) => publicFeedback(row, data[i]!)), count: rows.length, total };
  });
}

function publicFeedback(
  row: { id: string; item_id: string | null; program_name: string; episode_name: string; rating: number | null; message: string; created_at: number },
  itemData: string | null,
) {
  return {
    id: row.id,
    videoId: row.item_id,
    programName: row.program_name,
    episodeName: row.episode_name,
    rating: row.rating,
    message: row.message,
    created_at: new Date(row.created_at).toISOString(),
    item: itemOf(itemData),
  };
}
