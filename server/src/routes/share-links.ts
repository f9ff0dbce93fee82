import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ItemRepository } from '../repositories/items.js';

const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Only bounded here: an id that is no item's falls through to the app (see below), a bad one included. */
const ShareParams = Type.Object({ id: Type.String({ maxLength: 500 }), slug: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
type ShareParams = Static<typeof ShareParams>;

/**
 * The share-link service (DESIGN "The contract"): /{id}/episode/{slug} and /{id}/show/{slug}
 * redirect to the app's share landing /sharecontent/{id}/{type}. Only ids of real programmes are
 * redirected; anything else falls through to the app, which shows its own not-found page.
 */
export function shareLinkRoutes(app: FastifyInstance, deps: { items: ItemRepository; customerId: string }): void {
  const redirect = (kind: 'episode' | 'show') => async (request: FastifyRequest<{ Params: ShareParams }>, reply: FastifyReply) => {
    const { id } = request.params;
    if (!ITEM_ID.test(id) || !(await deps.items.find(deps.customerId, id))) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').redirect(`/sharecontent/${id}/${kind}`, 302);
  };
  for (const kind of ['episode', 'show'] as const) {
    app.get<{ Params: ShareParams }>(`/:id/${kind}`, { schema: { params: ShareParams } }, redirect(kind));
    app.get<{ Params: ShareParams }>(`/:id/${kind}/:slug`, { schema: { params: ShareParams } }, redirect(kind));
  }
}
