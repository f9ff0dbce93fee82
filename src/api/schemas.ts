import * as v from 'valibot';
import {
  ITEM_TYPES,
  ORIENTATIONS,
  type AppConfigResponse,
  type CatalogueResponse,
  type ContentItem,
  type PlaybackResponse,
  type TokenResponse,
  type VideoResponse,
} from '../../contract/wire';

/**
 * Responses are checked where they enter the app: a malformed answer becomes an ApiError with a
 * readable message instead of a crash deep in a screen. Missing optional fields get defaults.
 */
const text = v.optional(v.string(), '');
const Images = v.optional(v.looseObject({ small: text, medium: text, large: text }), { small: '', medium: '', large: '' });
const MetaValue = v.union([v.string(), v.number(), v.boolean(), v.null()]);

export const ContentItemSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  _id: v.optional(v.string()),
  type: v.picklist(ITEM_TYPES),
  name: v.string(),
  title: v.optional(v.string()),
  description: text,
  tags: v.optional(v.array(v.string()), []),
  createdAt: text,
  order: v.optional(v.number(), 0),
  language: text,
  orientation: v.optional(v.picklist(ORIENTATIONS), 'landscape'),
  items_count: v.optional(v.number(), 0),
  thumbnail: Images,
  coverart: Images,
  titleImage: v.optional(v.looseObject({ small: text }), { small: '' }),
  languages: v.optional(v.array(v.looseObject({ name: text, description: text, title: text })), []),
  _links: v.optional(v.looseObject({ files: v.optional(v.looseObject({ href: v.optional(v.nullable(v.string()), null) }), { href: null }) }), {
    files: { href: null },
  }),
  metaData: v.optional(v.record(v.string(), MetaValue), {}),
});

/** Fills the fields the app relies on, so screens never test for undefined. */
export function toContentItem(raw: v.InferOutput<typeof ContentItemSchema>): ContentItem {
  const metaData: ContentItem['metaData'] = {};
  for (const [key, value] of Object.entries(raw.metaData)) if (value !== null) metaData[key] = value;
  return { ...raw, _id: raw._id ?? raw.id, title: raw.title ?? raw.name, metaData } as ContentItem;
}

const CatalogueSchema = v.looseObject({
  _embedded: v.looseObject({
    items: v.array(ContentItemSchema),
    metaData: v.optional(v.record(v.string(), MetaValue), {}),
    title: text,
    name: text,
    _id: text,
  }),
  count: v.number(),
  total: v.optional(v.number()),
});

const VideoSchema = v.looseObject({ _embedded: v.looseObject({ collections: v.array(ContentItemSchema) }) });
const AppConfigSchema = v.looseObject({ response: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])) });
const TokenSchema = v.looseObject({ token: v.pipe(v.string(), v.minLength(1)), expiresAt: v.optional(v.number()) });
const PlaybackSchema = v.looseObject({
  url: v.pipe(v.string(), v.minLength(1)),
  dashUrl: v.optional(v.string()),
  thumbnailsUrl: v.optional(v.string()),
  refData: v.optional(v.looseObject({ parent_folder: v.optional(v.looseObject({ name: text }), { name: '' }) }), { parent_folder: { name: '' } }),
});

export type Parser<T> = (value: unknown) => T;

export function parser<S extends v.GenericSchema, T>(schema: S, convert: (value: v.InferOutput<S>) => T): Parser<T> {
  return (value) => {
    const result = v.safeParse(schema, value);
    if (!result.success) {
      const issue = result.issues[0];
      const where = issue?.path?.length ? ` at ${issue.path.map((step) => String(step.key)).join('.')}` : '';
      throw new Error(`unexpected answer${where}: ${issue?.message ?? 'invalid'}`);
    }
    return convert(result.output);
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
export const parsePlayback: Parser<PlaybackResponse> = parser(PlaybackSchema, (raw) => ({
  url: raw.url,
  dashUrl: raw.dashUrl,
  ...(raw.thumbnailsUrl ? { thumbnailsUrl: raw.thumbnailsUrl } : {}),
  refData: raw.refData,
}));

function stripNulls(record: Record<string, string | number | boolean | null>): ContentItem['metaData'] {
  const out: ContentItem['metaData'] = {};
  for (const [key, value] of Object.entries(record)) if (value !== null) out[key] = value;
  return out;
}

/** GET /catalogues/allowed: the ids of those asked that the profile may open. */
export const parseAllowedIds: Parser<string[]> = parser(v.object({ ids: v.array(v.string()) }), (raw) => raw.ids);
