/**
 * Import and export (issue 48, section 3): a catalogue as a Roku Direct Publisher JSON feed (the
 * format small OTT publishers keep), or as Media RSS text. Unknown fields of a feed are stripped;
 * every string, number and list is bounded. A feed may be up to FEED_MAX_BYTES (the import route's
 * own body limit; the viewer API keeps its 64 KB) and FEED_MAX_ITEMS programmes.
 */
import { Type, type Static } from '@sinclair/typebox';
import { literals } from './studio-common.js';
import { PROGRAMME_KINDS } from './studio-programmes.js';

export const FEED_MAX_BYTES = 20 * 1024 * 1024;
export const FEED_MAX_ITEMS = 50_000;
const FeedId = Type.String({ minLength: 1, maxLength: 200 });
const FeedText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const FeedWords = Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }));
const FeedNumber = Type.Union([Type.Integer({ minimum: 0, maximum: 9999 }), Type.String({ maxLength: 4, pattern: '^[0-9]{1,4}$' })]);
export const FeedContent = Type.Object(
  {
    dateAdded: FeedText(40),
    duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    videos: Type.Optional(
      Type.Array(
        Type.Object(
          {
            url: Type.String({ maxLength: 2000 }),
            quality: FeedText(20),
            videoType: FeedText(20),
            bitrate: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e9 })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
    language: FeedText(20),
    captions: Type.Optional(
      Type.Array(Type.Object({ url: Type.String({ maxLength: 2000 }), language: FeedText(20), captionType: FeedText(20) }, { additionalProperties: false }), {
        maxItems: 20,
      }),
    ),
  },
  { additionalProperties: false },
);
const FeedRating = Type.Object({ rating: Type.String({ maxLength: 20 }), ratingSource: FeedText(40) }, { additionalProperties: false });
const feedItemFields = {
  id: FeedId,
  title: Type.String({ minLength: 1, maxLength: 1000 }),
  shortDescription: FeedText(20_000),
  longDescription: FeedText(20_000),
  releaseDate: FeedText(40),
  tags: FeedWords,
  genres: FeedWords,
  thumbnail: FeedText(2000),
  rating: Type.Optional(FeedRating),
};
/** A movie, TV special, short-form video or episode. */
export const FeedVideoItem = Type.Object(
  { ...feedItemFields, content: Type.Optional(FeedContent), episodeNumber: Type.Optional(FeedNumber) },
  { additionalProperties: false },
);
export type FeedVideoItem = Static<typeof FeedVideoItem>;
export const FeedSeason = Type.Object(
  { seasonNumber: FeedNumber, episodes: Type.Array(FeedVideoItem, { maxItems: 10_000 }), thumbnail: FeedText(2000) },
  { additionalProperties: false },
);
/** A series: its seasons, or (Roku allows either) its episodes straight away, taken as season 1. */
export const FeedSeries = Type.Object(
  {
    ...feedItemFields,
    seasons: Type.Optional(Type.Array(FeedSeason, { maxItems: 500 })),
    episodes: Type.Optional(Type.Array(FeedVideoItem, { maxItems: 10_000 })),
  },
  { additionalProperties: false },
);
export type FeedSeries = Static<typeof FeedSeries>;
export const FeedCategory = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), playlistName: FeedText(200), query: FeedText(1000), order: FeedText(40) },
  { additionalProperties: false },
);
export const FeedPlaylist = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), itemIds: Type.Array(FeedId, { maxItems: 10_000 }) },
  { additionalProperties: false },
);
export const RokuFeed = Type.Object(
  {
    providerName: Type.String({ maxLength: 200 }),
    lastUpdated: FeedText(40),
    language: FeedText(20),
    movies: Type.Optional(Type.Array(FeedVideoItem, { maxItems: FEED_MAX_ITEMS })),
    series: Type.Optional(Type.Array(FeedSeries, { maxItems: 5000 })),
    shortFormVideos: Type.Optional(Type.Array(FeedVideoItem, { maxItems: FEED_MAX_ITEMS })),
    tvSpecials: Type.Optional(Type.Array(FeedVideoItem, { maxItems: FEED_MAX_ITEMS })),
    categories: Type.Optional(Type.Array(FeedCategory, { maxItems: 500 })),
    playlists: Type.Optional(Type.Array(FeedPlaylist, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type RokuFeed = Static<typeof RokuFeed>;

/** An import: a JSON feed or a Media RSS document; a dry run writes nothing; `publish` publishes what is imported. */
export const ImportBody = Type.Object(
  {
    feed: Type.Optional(RokuFeed),
    mrss: Type.Optional(Type.String({ maxLength: FEED_MAX_BYTES })),
    dryRun: Type.Boolean(),
    publish: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ImportBody = Static<typeof ImportBody>;

export const IMPORT_ACTIONS = ['create', 'update', 'skip', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
export const ImportReportItem = Type.Object({
  feedId: Type.String(),
  id: Type.String(),
  kind: literals(PROGRAMME_KINDS),
  title: Type.String(),
  action: literals(IMPORT_ACTIONS),
  reason: Type.String(),
});
export type ImportReportItem = Static<typeof ImportReportItem>;
export const ImportReport = Type.Object({
  dryRun: Type.Boolean(),
  published: Type.Boolean(),
  counts: Type.Object({ create: Type.Integer(), update: Type.Integer(), skip: Type.Integer(), refuse: Type.Integer() }),
  items: Type.Array(ImportReportItem),
});
export type ImportReport = Static<typeof ImportReport>;

export const FEED_MESSAGES = {
  oneFeed: 'Send one feed: a Roku Direct Publisher JSON feed (feed) or a Media RSS document (mrss).',
  tooLarge: `This feed is larger than the studio takes (${FEED_MAX_BYTES / 1024 / 1024} MB). Split it into smaller feeds.`,
  tooMany: (count: number) => `This feed has ${count} programmes; the studio takes up to ${FEED_MAX_ITEMS} in one import.`,
  duplicateIds: (lines: string[]) => `These ids are used more than once in the feed: ${lines.join('; ')}.`,
  badMrss: (problem: string) => `This is not a Media RSS feed the studio can read: ${problem}.`,
  notPlayable: (url: string) =>
    `its video (${url}) cannot be played yet: video ingest comes in a later release, so the programme keeps the stream it has (none when new)`,
} as const;
