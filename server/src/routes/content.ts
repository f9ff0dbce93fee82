import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import { badRequest, NOT_FOUND_MESSAGES, notFound } from '../lib/errors.js';
import { cachedJson, sendJsonText } from '../http.js';
import type { ResponseCache } from '../lib/response-cache.js';
import type { AppConfigRepository } from '../repositories/app-config.js';
import type { BlogRepository } from '../repositories/blogs.js';
import { SORT_OPTIONS, type ChildrenFilter, type ItemRepository, type SortOption, type StoredItem } from '../repositories/items.js';
import { normalizeSearchText } from '../lib/text.js';
import { MAX_CATALOGUE_PAGE } from '../../../contract/limits.js';
import { ItemId, Page } from '../schemas/common.js';

/** Year options 2014-2025. */
export const FIRST_YEAR = 2014;
export const LAST_YEAR = 2025;
export const MAX_FILTER_TEXT = 100;

export const CATALOGUE_FILTER_MESSAGES = {
  filterByWithoutOption: 'filterOption is required with filterBy: All, 0-9 or a letter A-Z for alphabet; a category id for category.',
  optionWithoutFilterBy: 'filterBy is required with filterOption: alphabet or category.',
  alphabet: 'filterOption for filterBy=alphabet is All, 0-9 or one letter A-Z.',
  category: (id: string) => `No category with id "${id}"`,
} as const;

const CatalogueQuery = Type.Object(
  {
    id: ItemId,
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CATALOGUE_PAGE })),
    page: Type.Optional(Page),
    // The All Shows filters (AllShowsList); any of them turns filtering on.
    sortOption: Type.Optional(Type.Unsafe<SortOption>({ type: 'string', enum: [...SORT_OPTIONS] })),
    yearFilterOption: Type.Optional(Type.Integer({ minimum: FIRST_YEAR, maximum: LAST_YEAR })),
    filterBy: Type.Optional(Type.Unsafe<'alphabet' | 'category'>({ type: 'string', enum: ['alphabet', 'category'] })),
    filterOption: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    filterText: Type.Optional(Type.String({ maxLength: MAX_FILTER_TEXT })),
  },
  { additionalProperties: false },
);
type CatalogueParams = Static<typeof CatalogueQuery>;

/** The filters a catalogue call asks for, checked; null when it asks for none (today's answer). */
function catalogueFilter(query: CatalogueParams): ChildrenFilter | null {
  const { sortOption, yearFilterOption, filterBy, filterOption, filterText } = query;
  if (filterBy !== undefined && filterOption === undefined) throw badRequest(CATALOGUE_FILTER_MESSAGES.filterByWithoutOption);
  if (filterBy === undefined && filterOption !== undefined) throw badRequest(CATALOGUE_FILTER_MESSAGES.optionWithoutFilterBy);
  if (sortOption === undefined && yearFilterOption === undefined && filterBy === undefined && filterText === undefined) return null;
  const filter: ChildrenFilter = {};
  if (sortOption !== undefined) filter.sort = sortOption;
  if (yearFilterOption !== undefined) filter.year = yearFilterOption;
  if (filterBy === 'alphabet') {
    if (!/^(All|0-9|[A-Z])$/.test(filterOption!)) throw badRequest(CATALOGUE_FILTER_MESSAGES.alphabet);
    if (filterOption === '0-9') filter.initial = 'digit';
    else if (filterOption !== 'All') filter.initial = filterOption!.toLowerCase();
  }
  if (filterBy === 'category') {
    if (!/^[A-Za-z0-9_-]+$/.test(filterOption!)) throw badRequest(CATALOGUE_FILTER_MESSAGES.category(filterOption!));
    filter.alsoIn = filterOption;
  }
  const words = normalizeSearchText(filterText ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length > 0) filter.nameWords = words;
  return filter;
}

const VideoQuery = Type.Object({ id: ItemId }, { additionalProperties: false });
/** Up to 50 catalogue ids, comma-separated. */
const MAX_ALLOWED_IDS = 50;
const AllowedQuery = Type.Object(
  { ids: Type.String({ minLength: 1, maxLength: MAX_ALLOWED_IDS * 65, pattern: `^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,${MAX_ALLOWED_IDS - 1}}$` }) },
  { additionalProperties: false },
);

const Tag = Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9-]+$' });
const Tags = Type.Union([Tag, Type.Array(Tag, { minItems: 1, maxItems: 10 })]);
const BlogQuery = Type.Object({ 'tags[]': Type.Optional(Tags), tags: Type.Optional(Tags) }, { additionalProperties: false });

/** Every parameter that changes the answer; filterText as it is compared (folded words). */
/**
 * The configuration's lists of every show (All Shows, the show categories): open to a kids profile,
 * which is listed their age-appropriate shows only, as in a kids catalogue.
 */
const EVERY_SHOW_KEYS = ['all_shows_id', 'categories_id_show_page'] as const;

function catalogueCacheKey(audience: string, q: CatalogueParams): string {
  const base = `${audience}|catalogues|${q.id}|${q.size ?? ''}|${q.page ?? ''}`;
  const filters = [q.sortOption, q.yearFilterOption, q.filterBy, q.filterOption, q.filterText === undefined ? undefined : normalizeSearchText(q.filterText)];
  return filters.every((f) => f === undefined) ? base : `${base}|${JSON.stringify(filters)}`;
}

export function contentRoutes(
  app: FastifyInstance,
  repos: {
    items: ItemRepository;
    appConfig: AppConfigRepository;
    blogs: BlogRepository;
    cache: ResponseCache;
    /** Server settings the app needs (social sign-in client ids), added to the configuration. */
    publicSettings: Record<string, string>;
  },
): void {
  app.get('/appconfig', async (request) => ({ response: { ...(await repos.appConfig.all(request.customerId)), ...repos.publicSettings } }));

  const listsEveryShow = async (customerId: string, catalogueId: string): Promise<boolean> => {
    const config = await repos.appConfig.all(customerId);
    return EVERY_SHOW_KEYS.some((key) => config[key] === catalogueId);
  };

  app.get<{ Querystring: CatalogueParams }>(
    '/catalogues',
    { schema: { querystring: CatalogueQuery } },
    cachedJson(
      repos.cache,
      (request) => catalogueCacheKey(request.audience, request.query),
      async (request) => {
        const { id, size, page } = request.query;
        const filter = catalogueFilter(request.query);
        const catalogue = await repos.items.find(request.customerId, id);
        if (!catalogue || catalogue.type === 'vod' || catalogue.type === 'livestream') {
          throw notFound(NOT_FOUND_MESSAGES.catalogue);
        }
        // A kids profile sees kids catalogues and the lists of every show only, and only their
        // age-appropriate children.
        const kids = request.audience === 'kids';
        if (!(kids && (await listsEveryShow(request.customerId, id)))) assertProgrammeAllowed(request, catalogue);
        const limit = size ?? MAX_CATALOGUE_PAGE;
        const offset = ((page ?? 1) - 1) * limit;
        const parsed = JSON.parse(catalogue.data) as { metaData: unknown; title: string; name: string; items_count: number };
        let children: StoredItem[];
        let total: number;
        if (filter) {
          if (filter.alsoIn !== undefined) {
            // filterBy=category: a category item, which a kids profile may only use if it is for kids.
            const category = await repos.items.find(request.customerId, filter.alsoIn);
            if (!category || category.type !== 'Category') throw badRequest(CATALOGUE_FILTER_MESSAGES.category(filter.alsoIn));
            assertProgrammeAllowed(request, category);
          }
          ({ rows: children, total } = await repos.items.filteredChildren(request.customerId, id, { ...filter, kidsOnly: kids }, offset, limit));
        } else {
          children = kids
            ? await repos.items.kidsChildren(request.customerId, id, offset, limit)
            : await repos.items.children(request.customerId, id, offset, limit);
          total = kids ? await repos.items.kidsChildrenCount(request.customerId, id) : parsed.items_count;
        }
        // The children and the catalogue's own title and name (a home row's) in the language asked for.
        const [own, ...items] = await repos.items.localize(request.customerId, request.locale, [{ id, data: catalogue.data }, ...children]);
        const named = own === catalogue.data ? parsed : (JSON.parse(own!) as typeof parsed);
        const head = JSON.stringify({ metaData: parsed.metaData, title: named.title, name: named.name, _id: id });
        return `{"_embedded":{"items":[${items.join(',')}],${head.slice(1, -1)}},"count":${children.length},"total":${total}}`;
      },
    ),
  );

  // Which of these catalogues the requesting profile may open (GET /catalogues answers 403 for the
  // rest on a kids profile): a kids profile's menu asks once instead of trying each and failing.
  app.get<{ Querystring: Static<typeof AllowedQuery> }>('/catalogues/allowed', { schema: { querystring: AllowedQuery } }, async (request) => {
    const ids: string[] = [];
    for (const id of new Set(request.query.ids.split(','))) {
      const catalogue = await repos.items.find(request.customerId, id);
      if (!catalogue || catalogue.type === 'vod' || catalogue.type === 'livestream') continue;
      if (request.audience === 'kids' && Number(catalogue.kids) !== 1) continue;
      ids.push(id);
    }
    return { ids };
  });

  app.get<{ Querystring: Static<typeof VideoQuery> }>(
    '/video',
    { schema: { querystring: VideoQuery } },
    cachedJson(
      repos.cache,
      (request) => `${request.audience}|video|${request.query.id}`,
      async (request) => {
        const item = await repos.items.find(request.customerId, request.query.id);
        if (!item) throw notFound(NOT_FOUND_MESSAGES.video);
        assertProgrammeAllowed(request, item);
        return `{"_embedded":{"collections":[${await repos.items.localizeOne(request.customerId, request.locale, item.id, item.data)}]}}`;
      },
    ),
  );

  app.get<{ Querystring: Static<typeof BlogQuery> }>('/blogs', { schema: { querystring: BlogQuery } }, async (request, reply) => {
    const raw = request.query['tags[]'] ?? request.query.tags;
    if (raw === undefined) throw badRequest('At least one tag is required, e.g. /blogs?tags[]=faq');
    const tags = [...new Set(Array.isArray(raw) ? raw : [raw])];
    const entries = await repos.blogs.byTags(request.customerId, tags, request.audience === 'kids');
    return sendJsonText(reply, `{"items":[${entries.join(',')}],"count":${entries.length}}`);
  });
}
