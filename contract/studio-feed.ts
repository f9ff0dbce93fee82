/**
 * Import and export (issue 48, section 3): a catalogue as a Roku Direct Publisher JSON feed (the
 * format small OTT publishers keep), or as Media RSS text. Unknown fields of a feed are stripped;
 * every string, number and list is bounded. A feed may be up to FEED_MAX_BYTES (the import route's
 * own body limit; the viewer API keeps its 64 KB) and FEED_MAX_ITEMS programmes.
 */
import * as v from 'valibot';
import type { Output } from './studio-common.js';
import { PROGRAMME_KINDS, ProgrammeTranslations } from './studio-programmes.js';

export const FEED_MAX_BYTES = 20 * 1024 * 1024;
export const FEED_MAX_ITEMS = 50_000;
const FeedId = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const FeedText = (maxLength: number) => v.optional(v.pipe(v.string(), v.maxLength(maxLength)));
const FeedWords = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(100)));
const FeedNumber = v.union([v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)), v.pipe(v.string(), v.maxLength(4), v.regex(/^[0-9]{1,4}$/))]);
const Count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item), v.maxLength(max));
export const FeedContent = v.object({
  dateAdded: FeedText(40),
  duration: v.optional(Count(10_000_000)),
  videos: v.optional(
    list(v.object({ url: v.pipe(v.string(), v.maxLength(2000)), quality: FeedText(20), videoType: FeedText(20), bitrate: v.optional(Count(1e9)) }), 20),
  ),
  language: FeedText(20),
  captions: v.optional(list(v.object({ url: v.pipe(v.string(), v.maxLength(2000)), language: FeedText(20), captionType: FeedText(20) }), 20)),
});
const FeedRating = v.object({ rating: v.pipe(v.string(), v.maxLength(20)), ratingSource: FeedText(40) });
const feedItemFields = {
  id: FeedId,
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(1000)),
  shortDescription: FeedText(20_000),
  longDescription: FeedText(20_000),
  releaseDate: FeedText(40),
  tags: FeedWords,
  genres: FeedWords,
  thumbnail: FeedText(2000),
  rating: v.optional(FeedRating),
  /**
   * Lumen's own addition to the Roku feed: the programme's title and description in other languages
   * (contract/locales.ts), bounded as the programme's own; a feed without it keeps none.
   */
  translations: v.optional(ProgrammeTranslations),
};
/** A movie, TV special, short-form video or episode. */
export const FeedVideoItem = v.object({ ...feedItemFields, content: v.optional(FeedContent), episodeNumber: v.optional(FeedNumber) });
export type FeedVideoItem = Output<typeof FeedVideoItem>;
export const FeedSeason = v.object({ seasonNumber: FeedNumber, episodes: list(FeedVideoItem, 10_000), thumbnail: FeedText(2000) });
/** A series: its seasons, or (Roku allows either) its episodes straight away, taken as season 1. */
export const FeedSeries = v.object({
  ...feedItemFields,
  seasons: v.optional(list(FeedSeason, 500)),
  episodes: v.optional(list(FeedVideoItem, 10_000)),
});
export type FeedSeries = Output<typeof FeedSeries>;
export const FeedCategory = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  playlistName: FeedText(200),
  query: FeedText(1000),
  order: FeedText(40),
});
export const FeedPlaylist = v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), itemIds: list(FeedId, 10_000) });
export const RokuFeed = v.object({
  providerName: v.pipe(v.string(), v.maxLength(200)),
  lastUpdated: FeedText(40),
  language: FeedText(20),
  movies: v.optional(list(FeedVideoItem, FEED_MAX_ITEMS)),
  series: v.optional(list(FeedSeries, 5000)),
  shortFormVideos: v.optional(list(FeedVideoItem, FEED_MAX_ITEMS)),
  tvSpecials: v.optional(list(FeedVideoItem, FEED_MAX_ITEMS)),
  categories: v.optional(list(FeedCategory, 500)),
  playlists: v.optional(list(FeedPlaylist, 500)),
});
export type RokuFeed = Output<typeof RokuFeed>;

/** An import: a JSON feed or a Media RSS document; a dry run writes nothing; `publish` publishes what is imported. */
export const ImportBody = v.object({
  feed: v.optional(RokuFeed),
  mrss: v.optional(v.pipe(v.string(), v.maxLength(FEED_MAX_BYTES))),
  dryRun: v.boolean(),
  publish: v.optional(v.boolean()),
});
export type ImportBody = Output<typeof ImportBody>;

export const IMPORT_ACTIONS = ['create', 'update', 'skip', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
const Int = v.pipe(v.number(), v.integer());
export const ImportReportItem = v.looseObject({
  feedId: v.string(),
  id: v.string(),
  kind: v.picklist(PROGRAMME_KINDS),
  title: v.string(),
  action: v.picklist(IMPORT_ACTIONS),
  reason: v.string(),
});
export type ImportReportItem = Output<typeof ImportReportItem>;
export const ImportReport = v.looseObject({
  dryRun: v.boolean(),
  published: v.boolean(),
  counts: v.looseObject({ create: Int, update: Int, skip: Int, refuse: Int }),
  items: v.array(ImportReportItem),
});
export type ImportReport = Output<typeof ImportReport>;

export const FEED_MESSAGES = {
  oneFeed: 'Send one feed: a Roku Direct Publisher JSON feed (feed) or a Media RSS document (mrss).',
  tooLarge: `This feed is larger than the studio takes (${FEED_MAX_BYTES / 1024 / 1024} MB). Split it into smaller feeds.`,
  tooMany: (count: number) => `This feed has ${count} programmes; the studio takes up to ${FEED_MAX_ITEMS} in one import.`,
  duplicateIds: (lines: string[]) => `These ids are used more than once in the feed: ${lines.join('; ')}.`,
  badMrss: (problem: string) => `This is not a Media RSS feed the studio can read: ${problem}.`,
  notPlayable: (url: string) =>
    `its video (${url}) cannot be played yet: video ingest comes in a later release, so the programme keeps the stream it has (none when new)`,
} as const;
