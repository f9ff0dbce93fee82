import { createHash } from 'node:crypto';
import {
  blankProgramme,
  FEED_MAX_ITEMS,
  FEED_MESSAGES,
  isOwnLanguage,
  ProgrammeFields as ProgrammeFieldsSchema,
  type FeedSeries,
  type FeedVideoItem,
  type ProgrammeFields,
  type ProgrammeKind,
  type RokuFeed,
} from '../../../contract/studio.js';
import { schemaProblems } from '../../../contract/schema-problems.js';
import { badRequest } from '../lib/errors.js';

/*
 * A feed's entries as the programmes the studio would keep (the plan an import starts from): the ids
 * a feed's ids become, an entry's fields in the studio's terms (rating, language, duration, what was
 * shortened), a series' seasons and episodes, and categories from playlists or tag queries. Nothing
 * here reads the database; what the studio already has is matched in feed-match.ts.
 */

/** One programme the feed describes, as the studio would keep it. */
export interface PlannedProgramme {
  feedId: string;
  id: string;
  fields: ProgrammeFields;
  /** Why it cannot be imported (its fields break the studio's rules), or null. */
  problem: string | null;
  /** What the report says besides the action (a video that cannot be played yet, a shortened text). */
  notes: string[];
  /** A category's entries, as programme ids. */
  entries?: string[];
}

const plainId = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const hash = (text: string, length = 20) => createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * A programme id from a feed's id, the same at every import: fd- and the id when it is short and
 * plain, else fd-- and a hash (a plain id never starts with "-", so the two cannot meet). An id of
 * the studio's own forms (fd-..., st-...: a feed a studio exported) is kept as it is.
 */
export const feedProgrammeId = (feedId: string) => (isStudioId(feedId) ? feedId : plainId.test(feedId) ? `fd-${feedId}` : `fd--${hash(feedId)}`);
/** The id the export adds to a category's name when two share it ("Featured (st-...)"), if there is one. */
export const idSuffix = (name: string) => / \(([^()]+)\)$/.exec(name)?.[1];
/** An id of the studio's own forms, which a feed keeps (see feedProgrammeId). */
const isStudioId = (id: string | undefined): id is string => id !== undefined && /^(fd|st)-/.test(id) && plainId.test(id);
const seasonId = (seriesFeedId: string, n: number) => `fd--s${n}-${hash(`${seriesFeedId}\n${n}`, 16)}`;
const categoryId = (name: string) => `fd--c-${hash(`category\n${name}`, 16)}`;

const RATINGS: Record<string, ProgrammeFields['tvRating']> = { 'TV-G': 'tvg', 'TV-PG': 'tvpg', 'TV-14': 'tv14', 'TV-MA': 'tvma' };
const KIDS_RATINGS = new Set(['TV-Y', 'TV-Y7', 'TV-Y7-FV']);

/** Seconds as hh:mm:ss (the studio's duration field), or '' beyond 99 hours. */
export function clock(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0 || seconds >= 100 * 3600) return '';
  const s = Math.round(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** en, en-US, en_us ... as the studio's language code (xx or xx-YY), or null. */
function languageCode(value: string | undefined): string | null {
  const match = /^([A-Za-z]{2})(?:[-_]([A-Za-z]{2}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  return match[2] ? `${match[1]!.toLowerCase()}-${match[2].toUpperCase()}` : match[1]!.toLowerCase();
}

interface Context {
  language: string;
  year: number;
}

/** A video item's (or a series') fields, with what was shortened or left out noted. */
function fieldsOf(
  item: FeedVideoItem | FeedSeries,
  kind: ProgrammeKind,
  parentId: string,
  context: Context,
  extra: Partial<ProgrammeFields> = {},
): { fields: ProgrammeFields; notes: string[]; problem: string | null } {
  const notes: string[] = [];
  const content = 'content' in item ? item.content : undefined;
  let description = (item.longDescription || item.shortDescription || '').trim();
  if (description.length > 4000) {
    description = description.slice(0, 4000);
    notes.push('its description was shortened to 4000 characters');
  }
  const tags = [...new Set((item.tags ?? []).map((t) => t.trim()).filter((t) => t.length > 0 && t.length <= 50))].slice(0, 20);
  if (tags.length < (item.tags ?? []).length) notes.push('some tags were left out (at most 20, each up to 50 characters)');
  let genre = '';
  for (const g of (item.genres ?? []).map((x) => x.trim()).filter(Boolean)) {
    const next = genre ? `${genre}, ${g}` : g;
    if (next.length <= 60) genre = next;
  }
  const yearOf = (text: string | undefined) => {
    const y = /^(\d{4})/.exec(text ?? '')?.[1];
    return y && Number(y) >= 1900 && Number(y) <= 2100 ? Number(y) : null;
  };
  const rating = item.rating?.rating.trim().toUpperCase() ?? '';
  const duration = clock(content?.duration);
  if (content?.duration && !duration) notes.push('its duration was left out (over 99 hours)');
  const video = content?.videos?.[0];
  if (video) notes.push(FEED_MESSAGES.notPlayable(video.url));
  const language = languageCode(content?.language) ?? context.language;
  // One translation per language, none in the programme's own (its title and description are that one).
  const translations = (item.translations ?? []).filter(
    (t, i, all) => !isOwnLanguage(language, t.locale) && all.findIndex((other) => other.locale === t.locale) === i && t.title.trim() !== '',
  );
  if (translations.length < (item.translations ?? []).length) notes.push('some translations were left out (one per language, none in its own)');
  const fields: ProgrammeFields = {
    ...blankProgramme(kind, parentId),
    title: item.title.trim(),
    description,
    tags,
    genre,
    year: yearOf(item.releaseDate) ?? yearOf(content?.dateAdded) ?? context.year,
    tvRating: RATINGS[rating] ?? '',
    kids: KIDS_RATINGS.has(rating),
    language,
    duration,
    stream: '',
    ...(item.translations !== undefined && { translations: translations.map((t) => ({ ...t, title: t.title.trim() })) }),
    ...extra,
  };
  return { fields, notes, problem: problemOf(fields) };
}

/** The first rule of the studio's programme fields the fields break, in words, or null. */
function problemOf(fields: ProgrammeFields): string | null {
  const [error] = schemaProblems(ProgrammeFieldsSchema, fields);
  if (!error) return null;
  const field = error.path.replace(/^\//, '') || 'fields';
  return `its ${field} does not fit the studio (${error.message})`;
}

const number = (value: number | string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));

/** Where an id appears in the feed, for the message naming duplicates. */
type Seen = Map<string, string[]>;

/**
 * Every programme a Roku Direct Publisher feed describes, in the feed's order (a series before its
 * seasons and episodes, categories last). Refuses (400) a feed whose ids repeat or that is too big.
 */
export function planRokuFeed(feed: RokuFeed, year: number): PlannedProgramme[] {
  const context: Context = { language: languageCode(feed.language) ?? 'en', year };
  const planned: PlannedProgramme[] = [];
  const seen: Seen = new Map();
  const note = (id: string, where: string) => seen.set(id, [...(seen.get(id) ?? []), where]);
  const add = (feedId: string, id: string, made: ReturnType<typeof fieldsOf>) =>
    planned.push({ feedId, id, fields: made.fields, notes: made.notes, problem: made.problem });

  const videos = (list: FeedVideoItem[] | undefined, kind: ProgrammeKind, where: string) =>
    (list ?? []).forEach((item, i) => {
      note(item.id, `${where}[${i}]`);
      add(item.id, feedProgrammeId(item.id), fieldsOf(item, kind, '', context));
    });
  videos(feed.movies, 'video', 'movies');
  videos(feed.tvSpecials, 'video', 'tvSpecials');
  videos(feed.shortFormVideos, 'short', 'shortFormVideos');

  (feed.series ?? []).forEach((series, i) => {
    note(series.id, `series[${i}]`);
    const seriesId = feedProgrammeId(series.id);
    add(series.id, seriesId, fieldsOf(series, 'series', '', context));
    const seasons = [...(series.seasons ?? [])];
    if (series.episodes?.length) seasons.push({ seasonNumber: seasons.length + 1, episodes: series.episodes });
    const numbers = new Set<number>();
    seasons.forEach((season, s) => {
      const n = number(season.seasonNumber, s + 1);
      if (numbers.has(n)) note(`${series.id} season ${n}`, `series[${i}].seasons[${s}]`);
      numbers.add(n);
      const id = seasonId(series.id, n);
      const title = `Season ${n}`;
      const fields: ProgrammeFields = { ...blankProgramme('season', seriesId), title, order: n, language: context.language, year: context.year, stream: '' };
      // A season takes its year from its first episode, so it does not change from one year to the next.
      const first = season.episodes[0];
      if (first) fields.year = fieldsOf(first, 'episode', id, context).fields.year;
      planned.push({ feedId: `${series.id} season ${n}`, id, fields, notes: [], problem: problemOf(fields) });
      season.episodes.forEach((episode, e) => {
        note(episode.id, `series[${i}].seasons[${s}].episodes[${e}]`);
        add(episode.id, feedProgrammeId(episode.id), fieldsOf(episode, 'episode', id, context, { episodeNumber: number(episode.episodeNumber, e + 1) }));
      });
    });
  });

  const duplicates = [...seen].filter(([, where]) => where.length > 1).map(([id, where]) => `"${id}" (${where.join(', ')})`);
  if (duplicates.length > 0) throw badRequest(FEED_MESSAGES.duplicateIds(duplicates.slice(0, 20)));

  // Categories: the named playlist's items, or the items whose tags or genres match the query.
  const byFeedId = new Map(planned.map((p) => [p.feedId, p]));
  const playlists = new Map((feed.playlists ?? []).map((p) => [p.name, p.itemIds]));
  const top = [...(feed.movies ?? []), ...(feed.tvSpecials ?? []), ...(feed.shortFormVideos ?? []), ...(feed.series ?? [])];
  const names = new Set<string>();
  const suffixed = new Set((feed.categories ?? []).map((c) => idSuffix(c.name)).filter(isStudioId));
  (feed.categories ?? []).forEach((category, i) => {
    if (names.has(category.name)) note(`category ${category.name}`, `categories[${i}]`);
    names.add(category.name);
    const notes: string[] = [];
    let ids: string[];
    if (category.playlistName !== undefined) {
      const itemIds = playlists.get(category.playlistName);
      if (!itemIds) notes.push(`its playlist "${category.playlistName}" is not in the feed`);
      ids = itemIds ?? [];
    } else {
      ids = matching(top, category.query ?? '', category.order).map((item) => item.id);
    }
    const entries = [...new Set(ids)].filter((id) => byFeedId.has(id) && byFeedId.get(id)!.fields.kind !== 'season');
    if (entries.length < ids.length) notes.push(`${ids.length - entries.length} of its entries are not programmes of the feed and were left out`);
    // "Featured (st-...)": a category a studio exported under its id, as two shared the name.
    // Another of the same name is then not that one, though its name alone would give it that id.
    const own = idSuffix(category.name);
    const title = (isStudioId(own) ? category.name.slice(0, -own.length - 3) : category.name).trim();
    const byName = suffixed.has(categoryId(category.name)) ? categoryId(`${category.name}\nanother`) : categoryId(category.name);
    const fields: ProgrammeFields = { ...blankProgramme('category'), title, order: i, language: context.language, year: context.year };
    planned.push({
      feedId: `category ${category.name}`,
      id: isStudioId(own) ? own : byName,
      fields,
      notes,
      problem: problemOf(fields),
      entries: entries.map((id) => byFeedId.get(id)!.id),
    });
  });
  const again = [...seen].filter(([, where]) => where.length > 1).map(([id, where]) => `"${id}" (${where.join(', ')})`);
  if (again.length > 0) throw badRequest(FEED_MESSAGES.duplicateIds(again.slice(0, 20)));
  if (planned.length > FEED_MAX_ITEMS) throw badRequest(FEED_MESSAGES.tooMany(planned.length));
  return planned;
}

/** Roku's category query: words joined by OR (any) or AND (all), matched against tags and genres. */
function matching(items: Array<FeedVideoItem | FeedSeries>, query: string, order: string | undefined): Array<FeedVideoItem | FeedSeries> {
  const all = /\sAND\s/.test(query);
  const words = query
    .split(/\s+(?:AND|OR)\s+/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return [];
  const found = items.filter((item) => {
    const labels = new Set([...(item.tags ?? []), ...(item.genres ?? [])].map((t) => t.trim().toLowerCase()));
    return all ? words.every((w) => labels.has(w)) : words.some((w) => labels.has(w));
  });
  const date = (item: FeedVideoItem | FeedSeries) => item.releaseDate ?? '';
  if (order === 'most_recent') return [...found].sort((a, b) => date(b).localeCompare(date(a)));
  if (order === 'chronological') return [...found].sort((a, b) => date(a).localeCompare(date(b)));
  return found;
}
