import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import type { ProfileRepository } from '../repositories/profiles.js';
import type { AccountService } from '../accounts/service.js';
import { namedProfile, requireUser } from '../accounts/session.js';
import { badRequest, notFound } from '../lib/errors.js';
import { newId } from '../lib/secrets.js';
import type { ActivityRepository } from '../repositories/activity.js';
import type { ItemRepository } from '../repositories/items.js';
import { ItemId, Page } from '../schemas/common.js';
import { noStore } from '../http.js';
import { markLanguage } from '../lib/request-locale.js';
import { SHARE_SERVICES } from '../../../contract/wire.js';
import { words } from '../i18n/words.js';

/** The same share (user, programme, service) again within this window is the same event: a double tap. */
export const SHARE_REPEAT_MS = 60_000;
export const ACTIVITY_PAGE_SIZE = 50;

export const SHARE_MESSAGES = {
  thanks: /*i18n*/ 'Thank you for sharing Lumen!',
  missing: /*i18n*/ 'Please say which programme: video_id is required.',
  service: words(/*i18n*/ 'Please say where it was shared: service is one of {services}.', { services: SHARE_SERVICES.join(', ') }),
  gone: /*i18n*/ 'This programme is no longer available.',
} as const;

const ShareBody = Type.Object({ video_id: Type.Optional(ItemId), service: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false });
export const ActivityQuery = Type.Object(
  { page: Type.Optional(Page), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);

/** The stored programme JSON, or null once the programme is gone. */
export const itemOf = (data: string | null): unknown => (data ? JSON.parse(data) : null);

/**
 * POST /shares records that the signed-in user shared a programme (the share dialog calls it when
 * a service is picked or the link copied); GET /shares lists that user's shares, newest first.
 */
export function shareRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; profiles: ProfileRepository; items: ItemRepository; activity: ActivityRepository; now: () => number },
): void {
  const { accounts, profiles, items, activity, now } = deps;
  app.addHook('onSend', noStore);

  app.post<{ Body: Static<typeof ShareBody> }>('/shares', { schema: { body: ShareBody } }, async (request) => {
    const { user } = await requireUser(request, accounts.tokens, accounts.users);
    const { video_id: itemId, service } = request.body;
    if (!itemId) throw badRequest(SHARE_MESSAGES.missing);
    if (!service || !(SHARE_SERVICES as readonly string[]).includes(service)) throw badRequest(SHARE_MESSAGES.service);
    // The profile is noted when the app names one (and it must be the user's own).
    const profile = await namedProfile(request, user, profiles);
    const stored = await items.find(request.customerId, itemId);
    if (!stored) throw notFound(SHARE_MESSAGES.gone);
    assertProgrammeAllowed(request, stored);
    const at = now();
    const share = await activity.shareOnce(
      request.customerId,
      { id: newId(), user_id: user.id, profile_id: profile?.id ?? null, item_id: itemId, service, created_at: at },
      at - SHARE_REPEAT_MS,
    );
    return {
      message: SHARE_MESSAGES.thanks,
      share: { id: share.id, video_id: share.item_id, service: share.service, created_at: new Date(share.created_at).toISOString() },
    };
  });

  app.get<{ Querystring: Static<typeof ActivityQuery> }>('/shares', { schema: { querystring: ActivityQuery } }, async (request, reply) => {
    const { user } = await requireUser(request, accounts.tokens, accounts.users);
    // What the grown-ups of the account shared is theirs: a kids profile sees none of it.
    if (request.audience === 'kids') return { items: [], count: 0, total: 0 };
    const size = request.query.size ?? ACTIVITY_PAGE_SIZE;
    const { rows, total } = await activity.shares(request.customerId, user.id, ((request.query.page ?? 1) - 1) * size, size);
    const data = await items.localize(
      request.customerId,
      request.locale,
      rows.map((row) => ({ id: row.item_id, data: row.item_data })),
    );
    markLanguage(request, reply);
    return {
      items: rows.map((row, i) => ({
        id: row.id,
        video_id: row.item_id,
        service: row.service,
        created_at: new Date(row.created_at).toISOString(),
        item: itemOf(data[i]!),
      })),
      count: rows.length,
      total,
    };
  });
}
