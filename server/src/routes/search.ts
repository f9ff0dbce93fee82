import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Audience } from '../accounts/audience.js';
import { badRequest } from '../lib/errors.js';
import { hasSearchableWord } from '../lib/search-terms.js';
import { normalizeSearchText } from '../lib/text.js';
import { sendJsonText } from '../http.js';
import { markLanguage } from '../lib/request-locale.js';
import type { Locale } from '../../../contract/locales.js';
import type { ResponseCache } from '../lib/response-cache.js';
import type { ItemRepository, SearchMode } from '../repositories/items.js';
import { Page } from '../schemas/common.js';
import { SEARCH_KEY_MAX, SEARCH_PAGE_SIZE } from '../../../contract/limits.js';
import { literals } from '../lib/literals.js';
import { SEARCH_TYPES } from '../../../contract/wire.js';

/** Search page size 50. */
const MAX_WORDS = 8;

/** What each search type returns: shows (CATALOGUE) or playable videos (VIDEO). */
export const ITEM_TYPES_FOUND = {
  CATALOGUE: ['Series', 'Playlist', 'Category'],
  VIDEO: ['vod', 'livestream'],
} as const;

const Key = Type.String({ maxLength: SEARCH_KEY_MAX });
const Limit = Type.Integer({ minimum: 1, maximum: 100 });

const SearchQuery = Type.Object(
  {
    type: literals(SEARCH_TYPES),
    search: Key,
    page: Type.Optional(Page),
    limit: Type.Optional(Limit),
    size: Type.Optional(Limit),
    tagsearch: Type.Optional(Type.Boolean()),
    st: Type.Optional(Type.Union([Type.Literal('WORD'), Type.Literal('PHRASE')])),
  },
  { additionalProperties: false },
);

const SearchVideoQuery = Type.Object({ query: Key, page: Type.Optional(Page), limit: Type.Optional(Limit) }, { additionalProperties: false });

export const EMPTY_KEY_MESSAGE = /*i18n*/ 'Please enter search keywords to begin.';

/**
 * The key as the database compares it; spaces arrive as hyphens. A key without a
 * letter or a digit (empty, or only punctuation) has nothing to look for.
 */
export function searchKey(raw: string): string {
  const key = normalizeSearchText(raw).split(' ').slice(0, MAX_WORDS).join(' ');
  if (!hasSearchableWord(key)) throw badRequest(EMPTY_KEY_MESSAGE);
  return key;
}

/** The reply, marked with the language its items were asked in. */
function markLanguaged(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  markLanguage(request, reply);
  return reply;
}

export function searchRoutes(app: FastifyInstance, items: ItemRepository, cache: ResponseCache): void {
  // A kids audience finds only age-appropriate items, under its own cache key.
  const run = async (
    request: { customerId: string; audience: Audience; locale: Locale | null },
    types: readonly string[],
    key: string,
    mode: SearchMode,
    page: number,
    limit: number,
  ) =>
    cache.get(`${request.customerId}|${request.audience}|${request.locale ?? ''}|search|${types.join(',')}|${mode}|${page}|${limit}|${key}`, async () => {
      const kidsOnly = request.audience === 'kids';
      const rows = await items.search(request.customerId, { types, key, mode, offset: (page - 1) * limit, limit, kidsOnly });
      return `{"items":[${(await items.localize(request.customerId, request.locale, rows)).join(',')}],"count":${rows.length}}`;
    });

  const search = (v2: boolean) => async (request: { customerId: string; audience: Audience; locale: Locale | null; query: Static<typeof SearchQuery> }) => {
    const q = request.query;
    const mode: SearchMode = v2 && q.st === 'WORD' ? 'WORD' : 'PHRASE';
    return run(request, ITEM_TYPES_FOUND[q.type], searchKey(q.search), mode, q.page ?? 1, q.limit ?? q.size ?? SEARCH_PAGE_SIZE);
  };
  app.get<{ Querystring: Static<typeof SearchQuery> }>('/search', { schema: { querystring: SearchQuery } }, async (request, reply) =>
    sendJsonText(markLanguaged(request, reply), await search(false)(request)),
  );
  app.get<{ Querystring: Static<typeof SearchQuery> }>('/v2/search', { schema: { querystring: SearchQuery } }, async (request, reply) =>
    sendJsonText(markLanguaged(request, reply), await search(true)(request)),
  );

  const searchVideo =
    (v2: boolean) => async (request: { customerId: string; audience: Audience; locale: Locale | null; query: Static<typeof SearchVideoQuery> }) => {
      const q = request.query;
      const page = v2 ? (q.page ?? 1) : 1;
      const limit = v2 ? (q.limit ?? SEARCH_PAGE_SIZE) : SEARCH_PAGE_SIZE;
      return run(request, ['vod'], searchKey(q.query), v2 ? 'WORD' : 'PHRASE', page, limit);
    };
  app.get<{ Querystring: Static<typeof SearchVideoQuery> }>('/searchvideo', { schema: { querystring: SearchVideoQuery } }, async (request, reply) =>
    sendJsonText(markLanguaged(request, reply), await searchVideo(false)(request)),
  );
  app.get<{ Querystring: Static<typeof SearchVideoQuery> }>('/v2/searchvideo', { schema: { querystring: SearchVideoQuery } }, async (request, reply) =>
    sendJsonText(markLanguaged(request, reply), await searchVideo(true)(request)),
  );
}
