import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertForAudience } from '../accounts/audience.js';
import { badRequest, notFound } from '../lib/errors.js';
import { cachedJson, sendJsonText } from '../http.js';
import type { ResponseCache } from '../lib/response-cache.js';
import type { AppConfigRepository } from '../repositories/app-config.js';
import type { BlogRepository } from '../repositories/blogs.js';
import type { ItemRepository } from '../repositories/items.js';
import { ItemId, Page } from '../schemas/common.js';

/** Largest page a catalogue call returns (season episodes are read 500 at a time). */
export const MAX_CATALOGUE_PAGE = 500;

const CatalogueQuery = Type.Object(
  {
    id: ItemId,
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CATALOGUE_PAGE })),
    page: Type.Optional(Page),
  },
  { additionalProperties: false },
);

const VideoQuery = Type.Object({ id: ItemId }, { additionalProperties: false });

const Tag = Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9-]+$' });
const Tags = Type.Union([Tag, Type.Array(Tag, { minItems: 1, maxItems: 10 })]);
const BlogQuery = Type.Object({ 'tags[]': Type.Optional(Tags), tags: Type.Optional(Tags) }, { additionalProperties: false });

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

  app.get<{ Querystring: Static<typeof CatalogueQuery> }>(
    '/catalogues',
    { schema: { querystring: CatalogueQuery } },
    cachedJson(repos.cache, (request) => `${request.audience}|catalogues|${request.query.id}|${request.query.size ?? ''}|${request.query.page ?? ''}`, async (request) => {
      const { id, size, page } = request.query;
      const catalogue = await repos.items.find(request.customerId, id);
      if (!catalogue || catalogue.type === 'vod' || catalogue.type === 'livestream') {
        throw notFound(`No catalogue with id "${id}"`);
      }
      // A kids profile sees kids catalogues only, and only their age-appropriate children.
      assertForAudience(request.audience, catalogue);
      const kids = request.audience === 'kids';
      const limit = size ?? MAX_CATALOGUE_PAGE;
      const offset = ((page ?? 1) - 1) * limit;
      const children = kids
        ? await repos.items.kidsChildren(request.customerId, id, offset, limit)
        : await repos.items.children(request.customerId, id, offset, limit);
      const parsed = JSON.parse(catalogue.data) as { metaData: unknown; title: string; name: string; items_count: number };
      const total = kids ? await repos.items.kidsChildrenCount(request.customerId, id) : parsed.items_count;
      const head = JSON.stringify({ metaData: parsed.metaData, title: parsed.title, name: parsed.name, _id: id });
      return `{"_embedded":{"items":[${children.map((c) => c.data).join(',')}],${head.slice(1, -1)}},"count":${children.length},"total":${total}}`;
    }),
  );

  app.get<{ Querystring: Static<typeof VideoQuery> }>(
    '/video',
    { schema: { querystring: VideoQuery } },
    cachedJson(repos.cache, (request) => `${request.audience}|video|${request.query.id}`, async (request) => {
      const item = await repos.items.find(request.customerId, request.query.id);
      if (!item) throw notFound(`No video with id "${request.query.id}"`);
      assertForAudience(request.audience, item);
      return `{"_embedded":{"collections":[${item.data}]}}`;
    }),
  );

  app.get<{ Querystring: Static<typeof BlogQuery> }>('/blogs', { schema: { querystring: BlogQuery } }, async (request, reply) => {
    const raw = request.query['tags[]'] ?? request.query.tags;
    if (raw === undefined) throw badRequest('At least one tag is required, e.g. /blogs?tags[]=faq');
    const tags = [...new Set(Array.isArray(raw) ? raw : [raw])];
    const entries = await repos.blogs.byTags(request.customerId, tags, request.audience === 'kids');
    return sendJsonText(reply, `{"items":[${entries.join(',')}],"count":${entries.length}}`);
  });
}
