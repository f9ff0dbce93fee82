import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountService } from '../accounts/service.js';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import { inTransaction } from '../db/transaction.js';
import { requireProfile, type Profile, type ProfileRepository } from '../accounts/profiles.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../lib/errors.js';
import { sendJsonText } from '../http.js';
import type { ItemRepository } from '../repositories/items.js';
import { ItemId, Page } from '../schemas/common.js';

/** A profile's list holds at most this many programmes; the oldest must go before more are added. */
export const MY_LIST_LIMIT = 500;
export const MY_LIST_MESSAGES = {
  added: 'Added to My List',
  removed: 'Removed from My List',
  full: `My List is full (${MY_LIST_LIMIT} programmes). Remove one to add another.`,
  gone: 'This programme is no longer available.',
  missing: 'Please say which programme: video_id is required.',
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

/** GET/POST /mylist (SPEC section 7): the signed-in profile's saved programmes, newest first. */
export function myListRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; profiles: ProfileRepository; items: ItemRepository; db: Db; now: () => number },
): void {
  const { db, items, now } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const profileOf = (request: FastifyRequest) => requireProfile(request, deps);
  /** How many programmes a profile's list holds; kidsOnly: only the age-appropriate ones. */
  const countOf = async (customerId: string, profile: Profile, kidsOnly = false, on: Db = db): Promise<number> => {
    const { count } = await on
      .selectFrom('my_list as l')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('l.customer_id', '=', customerId)
      .where('l.profile_id', '=', profile.id)
      .$if(kidsOnly, (qb) =>
        qb.where((eb) =>
          eb.exists(
            eb
              .selectFrom('items as i')
              .select('i.id')
              .whereRef('i.customer_id', '=', 'l.customer_id')
              .whereRef('i.id', '=', 'l.item_id')
              .where('i.kids', '=', 1),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(count);
  };

  app.get<{ Querystring: Static<typeof ListQuery> }>('/mylist', { schema: { querystring: ListQuery } }, async (request, reply) => {
    const profile = await profileOf(request);
    const size = request.query.size ?? MY_LIST_LIMIT;
    const page = request.query.page ?? 1;
    // A KIDS profile is shown only age-appropriate programmes.
    const kidsOnly = profile.type === 'KIDS';
    const rows = await db
      .selectFrom('my_list as l')
      .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'l.customer_id').onRef('i.id', '=', 'l.item_id'))
      .select(['i.data'])
      .where('l.customer_id', '=', request.customerId)
      .where('l.profile_id', '=', profile.id)
      .$if(kidsOnly, (qb) => qb.where('i.kids', '=', 1))
      .orderBy('l.created_at', 'desc')
      .orderBy('l.item_id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const count = await countOf(request.customerId, profile, kidsOnly);
    const list = `"items":[${rows.map((r) => r.data).join(',')}],"_id":"mylist","title":"My List","name":"My List","metaData":{}`;
    return sendJsonText(reply, `{"_embedded":{${list}},"count":${rows.length},"total":${count}}`);
  });

  app.post<{ Body: Static<typeof ToggleBody> }>('/mylist', { schema: { body: ToggleBody } }, async (request) => {
    const profile = await profileOf(request);
    const itemId = request.body.video_id ?? request.body.id;
    if (!itemId) throw badRequest(MY_LIST_MESSAGES.missing);
    const add = isOn(request.body.status ?? request.body.value ?? 1);
    const where = { customer_id: request.customerId, profile_id: profile.id, item_id: itemId };
    if (!add) {
      await db
        .deleteFrom('my_list')
        .where('customer_id', '=', where.customer_id)
        .where('profile_id', '=', where.profile_id)
        .where('item_id', '=', itemId)
        .execute();
      return { message: MY_LIST_MESSAGES.removed, status: 0, video_id: itemId };
    }
    const item = await items.find(request.customerId, itemId);
    if (!item) throw notFound(MY_LIST_MESSAGES.gone);
    assertProgrammeAllowed(request, item, profile);
    // Check and add as one step per profile: two adds at once to a list one short of full must not
    // both get in. The no-op update holds the profile's row (PostgreSQL) until the transaction ends;
    // SQLite runs one transaction at a time.
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('profiles')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', profile.id)
        .execute();
      if ((await countOf(request.customerId, profile, false, trx)) >= MY_LIST_LIMIT) {
        // A full list still answers "added" for a programme already in it.
        const existing = await trx
          .selectFrom('my_list')
          .select('item_id')
          .where('customer_id', '=', where.customer_id)
          .where('profile_id', '=', where.profile_id)
          .where('item_id', '=', itemId)
          .executeTakeFirst();
        if (!existing) throw badRequest(MY_LIST_MESSAGES.full);
      } else {
        // Adding twice keeps the first time (the primary key is customer, profile, item).
        await trx
          .insertInto('my_list')
          .values({ ...where, created_at: now() })
          .onConflict((oc) => oc.columns(['customer_id', 'profile_id', 'item_id']).doNothing())
          .execute();
      }
    });
    return { message: MY_LIST_MESSAGES.added, status: 1, video_id: itemId };
  });
}
