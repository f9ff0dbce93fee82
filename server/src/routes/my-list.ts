import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import type { AccountService } from '../accounts/service.js';
import { requireProfile } from '../accounts/session.js';
import { noStore, sendJsonText } from '../http.js';
import { markLanguage } from '../lib/request-locale.js';
import { badRequest, notFound } from '../lib/errors.js';
import type { ItemRepository } from '../repositories/items.js';
import type { MyListRepository } from '../repositories/my-list.js';
import type { ProfileKey, ProfileRepository } from '../repositories/profiles.js';
import { ItemId, Page } from '../schemas/common.js';
import { words } from '../i18n/words.js';

/** A profile's list holds at most this many programmes; the oldest must go before more are added. */
export const MY_LIST_LIMIT = 500;
export const MY_LIST_MESSAGES = {
  added: /*i18n*/ 'Added to My List',
  removed: /*i18n*/ 'Removed from My List',
  full: words(/*i18n*/ 'My List is full ({limit} programmes). Remove one to add another.', { limit: MY_LIST_LIMIT }),
  gone: /*i18n*/ 'This programme is no longer available.',
  missing: /*i18n*/ 'Please say which programme: video_id is required.',
} as const;

const ListQuery = Type.Object(
  { page: Type.Optional(Page), size: Type.Optional(Type.Integer({ minimum: 1, maximum: MY_LIST_LIMIT })) },
  { additionalProperties: false },
);
const Status = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1'), Type.Boolean()]);
const ToggleBody = Type.Object(
  {
    video_id: Type.Optional(ItemId),
    id: Type.Optional(ItemId),
    status: Type.Optional(Status),
    value: Type.Optional(Status),
    type: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);

const isOn = (status: Static<typeof Status> | undefined) => status === 1 || status === '1' || status === true;

/** GET/POST /mylist: the signed-in profile's saved programmes, newest first. */
export function myListRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; profiles: ProfileRepository; items: ItemRepository; myList: MyListRepository; now: () => number },
): void {
  const { items, myList, now } = deps;
  app.addHook('onSend', noStore);
  const ownerOf = async (request: FastifyRequest): Promise<ProfileKey> => ({
    customerId: request.customerId,
    profileId: (await requireProfile(request, deps)).id,
  });

  app.get<{ Querystring: Static<typeof ListQuery> }>('/mylist', { schema: { querystring: ListQuery } }, async (request, reply) => {
    const owner = await ownerOf(request);
    const size = request.query.size ?? MY_LIST_LIMIT;
    const page = request.query.page ?? 1;
    const kidsOnly = request.audience === 'kids';
    const { rows, total } = await myList.page(owner, { kidsOnly, offset: (page - 1) * size, limit: size });
    const itemsJson = await items.localize(request.customerId, request.locale, rows);
    markLanguage(request, reply);
    const list = `"items":[${itemsJson.join(',')}],"_id":"mylist","title":"My List","name":"My List","metaData":{}`;
    return sendJsonText(reply, `{"_embedded":{${list}},"count":${itemsJson.length},"total":${total}}`);
  });

  app.post<{ Body: Static<typeof ToggleBody> }>('/mylist', { schema: { body: ToggleBody } }, async (request) => {
    const owner = await ownerOf(request);
    const itemId = request.body.video_id ?? request.body.id;
    if (!itemId) throw badRequest(MY_LIST_MESSAGES.missing);
    if (!isOn(request.body.status ?? request.body.value ?? 1)) {
      await myList.remove(owner, itemId);
      return { message: MY_LIST_MESSAGES.removed, status: 0, video_id: itemId };
    }
    const item = await items.find(request.customerId, itemId);
    if (!item) throw notFound(MY_LIST_MESSAGES.gone);
    assertProgrammeAllowed(request, item);
    if ((await myList.add(owner, itemId, now(), MY_LIST_LIMIT)) === 'full') throw badRequest(MY_LIST_MESSAGES.full);
    return { message: MY_LIST_MESSAGES.added, status: 1, video_id: itemId };
  });
}
