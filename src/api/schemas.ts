import * as z from 'zod/mini';
import type { AppConfigResponse, CatalogueResponse, ContentItem, PlaybackResponse, TokenResponse, VideoResponse } from '../../contract/wire';

z.config({ jitless: true });

/**
 * Responses are checked where they enter the app: a malformed answer becomes an ApiError with a
 * readable message instead of a crash deep in a screen. Missing optional fields get defaults.
 */
const text = z._default(z.string(), '');
const Images = z._default(z.looseObject({ small: text, medium: text, large: text }), { small: '', medium: '', large: '' });
const MetaValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ContentItemSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  _id: z.optional(z.string()),
  type: z.enum(['vod', 'livestream', 'Series', 'Season', 'Playlist', 'Category']),
  name: z.string(),
  title: z.optional(z.string()),
  description: text,
  tags: z._default(z.array(z.string()), []),
  createdAt: text,
  order: z._default(z.number(), 0),
  language: text,
  orientation: z._default(z.enum(['landscape', 'portrait', 'circle']), 'landscape'),
  items_count: z._default(z.number(), 0),
  thumbnail: Images,
  coverart: Images,
  titleImage: z._default(z.looseObject({ small: text }), { small: '' }),
  languages: z._default(z.array(z.looseObject({ name: text, description: text, title: text })), []),
  _links: z._default(z.looseObject({ files: z._default(z.looseObject({ href: z._default(z.nullable(z.string()), null) }), { href: null }) }), {
    files: { href: null },
  }),
  metaData: z._default(z.record(z.string(), MetaValue), {}),
});

/** Fills the fields the app relies on, so screens never test for undefined. */
export function toContentItem(raw: z.infer<typeof ContentItemSchema>): ContentItem {
  const metaData: ContentItem['metaData'] = {};
  for (const [key, value] of Object.entries(raw.metaData)) if (value !== null) metaData[key] = value;
  return { ...raw, _id: raw._id ?? raw.id, title: raw.title ?? raw.name, metaData } as ContentItem;
}

const CatalogueSchema = z.looseObject({
  _embedded: z.looseObject({
    items: z.array(ContentItemSchema),
    metaData: z._default(z.record(z.string(), MetaValue), {}),
    title: text,
    name: text,
    _id: text,
  }),
  count: z.number(),
  total: z.optional(z.number()),
});

const VideoSchema = z.looseObject({ _embedded: z.looseObject({ collections: z.array(ContentItemSchema) }) });
const AppConfigSchema = z.looseObject({ response: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])) });
const TokenSchema = z.looseObject({ token: z.string().check(z.minLength(1)), expiresAt: z.optional(z.number()) });
const PlaybackSchema = z.looseObject({
  url: z.string().check(z.minLength(1)),
  dashUrl: z.optional(z.string()),
  refData: z._default(z.looseObject({ parent_folder: z._default(z.looseObject({ name: text }), { name: '' }) }), { parent_folder: { name: '' } }),
});

export type Parser<T> = (value: unknown) => T;

function parser<S extends z.ZodMiniType, T>(schema: S, convert: (value: z.infer<S>) => T): Parser<T> {
  return (value) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      throw new Error(`unexpected answer${where}: ${issue?.message ?? 'invalid'}`);
    }
    return convert(result.data);
  };
}

export const parseCatalogue: Parser<CatalogueResponse> = parser(CatalogueSchema, (raw) => ({
  ...raw,
  _embedded: { ...raw._embedded, items: raw._embedded.items.map(toContentItem), metaData: stripNulls(raw._embedded.metaData) },
}));
export const parseVideo: Parser<VideoResponse> = parser(VideoSchema, (raw) => ({ _embedded: { collections: raw._embedded.collections.map(toContentItem) } }));
export const parseAppConfig: Parser<AppConfigResponse> = parser(AppConfigSchema, (raw) => {
  const response: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw.response)) if (value !== null) response[key] = String(value);
  return { response };
});
export const parseToken: Parser<TokenResponse> = parser(TokenSchema, (raw) => ({ token: raw.token, expiresAt: raw.expiresAt }));
export const parsePlayback: Parser<PlaybackResponse> = parser(PlaybackSchema, (raw) => ({ url: raw.url, dashUrl: raw.dashUrl, refData: raw.refData }));

function stripNulls(record: Record<string, string | number | boolean | null>): ContentItem['metaData'] {
  const out: ContentItem['metaData'] = {};
  for (const [key, value] of Object.entries(record)) if (value !== null) out[key] = value;
  return out;
}

/** GET /catalogues/allowed: the ids of those asked that the profile may open. */
export const parseAllowedIds: Parser<string[]> = parser(z.object({ ids: z.array(z.string()) }), (raw) => raw.ids);
