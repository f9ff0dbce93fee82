import { createHash } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import {
  blankProgramme,
  FEED_MAX_ITEMS,
  FEED_MESSAGES,
  ProgrammeFields as ProgrammeFieldsSchema,
  type FeedSeries,
  type FeedVideoItem,
  type ImportAction,
  type ImportBody,
  type ImportReport,
  type ImportReportItem,
  type ProgrammeFields,
  type ProgrammeKind,
  type RokuFeed,
} from '../../../contract/studio.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { createCatalogueWriter } from '../repositories/catalogue-writes.js';
import { createBulkCatalogueWriter } from '../repositories/published-catalogue.js';
import { createStudioProgrammeRepository, type StudioProgrammeRow } from '../repositories/studio-programmes.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';
import { parseMrss } from './feed-mrss.js';
import { syncFamilies } from './feed-sync.js';

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
const idSuffix = (name: string) => / \(([^()]+)\)$/.exec(name)?.[1];
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

/** The JSON text of a value with its object keys sorted, so two equal programmes compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
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
  const fields: ProgrammeFields = {
    ...blankProgramme(kind, parentId),
    title: item.title.trim(),
    description,
    tags,
    genre,
    year: yearOf(item.releaseDate) ?? yearOf(content?.dateAdded) ?? context.year,
    tvRating: RATINGS[rating] ?? '',
    kids: KIDS_RATINGS.has(rating),
    language: languageCode(content?.language) ?? context.language,
    duration,
    stream: '',
    ...extra,
  };
  return { fields, notes, problem: problemOf(fields) };
}

/** The first rule of the studio's programme fields the fields break, in words, or null. */
function problemOf(fields: ProgrammeFields): string | null {
  const error = Value.Errors(ProgrammeFieldsSchema, fields).First();
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

/** What the catalogue viewers see holds, for telling a feed's programmes apart from new ones. */
interface CatalogueLookup {
  viewersSee(id: string): Promise<boolean>;
  /** Which of `ids` viewers see. */
  viewersSeeOf(ids: string[]): Promise<Set<string>>;
  /** Categories and playlists called `name`, or `name` without a trailing " (id)" that is theirs. */
  cataloguesNamed(name: string): Promise<string[]>;
  childIds(id: string): Promise<string[]>;
}

/** What a feed says of a video, series or episode; the rest of a programme is the studio's alone. */
const FEED_FIELDS = ['title', 'description', 'tags', 'genre', 'year', 'tvRating', 'kids', 'language', 'duration', 'episodeNumber'] as const;

/**
 * A programme the studio has, with what the feed says of it. A feed knows nothing of the stream an
 * editor chose, the pictures, the order, promo and show links, so an import never takes them away;
 * a season or category is the studio's own but for where it belongs (and a category's entries).
 */
function withFeedFields(before: ProgrammeFields, fromFeed: ProgrammeFields): ProgrammeFields {
  const carried = fromFeed.kind === 'season' || fromFeed.kind === 'category' ? [] : FEED_FIELDS;
  return { ...before, ...Object.fromEntries(carried.map((key) => [key, fromFeed[key]])), kind: fromFeed.kind, parentId: fromFeed.parentId };
}

/** Why a programme of the feed is left alone: it is in the catalogue, but not the studio's. */
const NOT_THE_STUDIOS = 'already in the catalogue, not made in the studio (the demo’s own): left as it is';

/**
 * The feed's programmes with the ids they have here. A feed this studio exported names its programmes
 * by their own ids (st-..., fd-...): those are the same programmes, not new ones, and a series' seasons
 * are its seasons of the same number. An id naming what viewers see that the studio did not make (the
 * demo catalogue) is left alone, with what belongs to it; a category may still hold it. So an export
 * imported again, here or into a fresh install, writes nothing twice.
 */
async function settleIds(
  planned: PlannedProgramme[],
  existing: Map<string, StudioProgrammeRow>,
  catalogue: CatalogueLookup,
): Promise<{ planned: PlannedProgramme[]; outside: Map<string, string> }> {
  const renamed = new Map<string, string>();
  const outside = new Map<string, string>();
  const rename = (id: string) => renamed.get(id) ?? id;
  const studioRows = [...existing.values()].map((row) => ({ row, fields: JSON.parse(row.fields) as ProgrammeFields }));
  // Categories the feed names by id ("Featured (st-...)"): no other category of the same name is them.
  const claimed = new Set(planned.filter((plan) => plan.fields.kind === 'category' && existing.has(plan.id)).map((plan) => plan.id));
  // Carousels the feed names by id ("Advent & Christmas (ct17)"): another of that name is not them.
  const suffixes = new Set(planned.flatMap((plan) => (plan.fields.kind === 'category' ? [idSuffix(plan.feedId)] : [])));
  for (const plan of planned) {
    const { kind } = plan.fields;
    const parentId = rename(plan.fields.parentId);
    if (kind === 'category') {
      // Categories have no id in a feed: the studio's category of that name, or a carousel viewers
      // already see under that name (the export adds " (its id)" when two share one) holding the same.
      const named =
        studioRows.find(({ row }) => row.kind === 'category' && row.id === plan.id) ??
        studioRows.find(({ row, fields }) => row.kind === 'category' && fields.title === plan.fields.title && !claimed.has(row.id));
      if (named) {
        renamed.set(plan.id, named.row.id);
        continue;
      }
      // The same carousel when what it holds that viewers already see is what it holds (the export
      // leaves out entries that are no programmes; what the feed adds is new to both). Its order is
      // not compared: it is left as it is, and All Shows orders itself.
      const entries = (plan.entries ?? []).map(rename);
      const seen = await catalogue.viewersSeeOf(entries);
      const known = [...seen].sort().join('\n');
      const own = idSuffix(plan.feedId);
      for (const id of await catalogue.cataloguesNamed(plan.fields.title))
        if (
          !existing.has(id) &&
          (id === own || !suffixes.has(id)) &&
          seen.size > 0 &&
          [...new Set((await catalogue.childIds(id)).filter((e) => seen.has(e)))].sort().join('\n') === known
        ) {
          renamed.set(plan.id, id);
          outside.set(id, NOT_THE_STUDIOS);
          break;
        }
      continue;
    }
    if (kind === 'season') {
      const seasonOf = studioRows.find(({ row, fields }) => row.kind === 'season' && row.parent_id === parentId && fields.order === plan.fields.order);
      if (seasonOf) renamed.set(plan.id, seasonOf.row.id);
      if (outside.has(parentId)) outside.set(rename(plan.id), 'it belongs to a programme that is left as it is');
      continue;
    }
    if (plan.feedId !== plan.id && existing.has(plan.feedId)) renamed.set(plan.id, plan.feedId);
    else if (!existing.has(plan.id) && (await catalogue.viewersSee(plan.feedId))) {
      renamed.set(plan.id, plan.feedId);
      outside.set(plan.feedId, NOT_THE_STUDIOS);
    }
    if (outside.has(parentId) && !outside.has(rename(plan.id))) outside.set(rename(plan.id), 'it belongs to a programme that is left as it is');
  }
  const settled = planned.map((plan) => ({
    ...plan,
    id: rename(plan.id),
    fields: { ...plan.fields, parentId: rename(plan.fields.parentId) },
    ...(plan.entries && { entries: plan.entries.map(rename) }),
  }));
  const ids = new Map<string, string[]>();
  for (const plan of settled) ids.set(plan.id, [...(ids.get(plan.id) ?? []), plan.feedId]);
  const twice = [...ids].filter(([, feedIds]) => feedIds.length > 1).map(([id, feedIds]) => `"${id}" (${feedIds.join(', ')})`);
  if (twice.length > 0) throw badRequest(FEED_MESSAGES.duplicateIds(twice.slice(0, 20)));
  return { planned: settled, outside };
}

export interface FeedImportOptions {
  db: Db;
  now: () => number;
  contentChanged: () => Promise<void>;
}

/** Imports a feed into the studio's programmes: a dry run's report, or the import as one transaction. */
export function createFeedImportService(options: FeedImportOptions) {
  const { db, now } = options;

  /** What each planned programme would become, against the programmes as they are in `trx`. */
  async function decide(trx: Db, customerId: string, fromFeed: PlannedProgramme[], publish: boolean) {
    const existing = new Map((await createStudioProgrammeRepository(trx).list(customerId)).map((row) => [row.id, row]));
    const writer = createCatalogueWriter(trx);
    const { planned, outside } = await settleIds(fromFeed, existing, {
      viewersSee: (id) => writer.exists(customerId, id),
      viewersSeeOf: (ids) => writer.existingIds(customerId, ids),
      childIds: (id) => writer.childIds(customerId, id),
      cataloguesNamed: (name) => writer.catalogueIdsNamed(customerId, name, idSuffix(name)),
    });
    const refused = new Set<string>();
    const decided: Array<{ plan: PlannedProgramme; action: ImportAction; reason: string; row?: StudioProgrammeRow }> = [];
    for (const plan of planned) {
      const row = existing.get(plan.id);
      const refuse = (reason: string) => {
        refused.add(plan.id);
        decided.push({ plan, action: 'refuse', reason });
      };
      if (outside.has(plan.id)) {
        decided.push({ plan, action: 'skip', reason: outside.get(plan.id)! });
        continue;
      }
      if (plan.problem) {
        refuse(plan.problem);
        continue;
      }
      if (plan.fields.parentId && refused.has(plan.fields.parentId)) {
        refuse('what it belongs to is refused');
        continue;
      }
      if (!row) {
        if (await writer.exists(customerId, plan.id)) refuse('a programme viewers see already has this id');
        else decided.push({ plan, action: 'create', reason: publish ? 'new; published' : 'new; a draft until published' });
        continue;
      }
      if (row.kind !== plan.fields.kind) {
        refuse(`the studio has a ${row.kind} with this id`);
        continue;
      }
      const before = JSON.parse(row.fields) as ProgrammeFields;
      const merged = { ...plan, fields: withFeedFields(before, plan.fields) };
      const changed = (Object.keys(merged.fields) as Array<keyof ProgrammeFields>).filter((key) => canonical(before[key]) !== canonical(merged.fields[key]));
      if (plan.entries) {
        const entries = await writer.childIds(customerId, plan.id);
        if (canonical(entries) !== canonical(plan.entries)) changed.push('entries' as keyof ProgrammeFields);
      }
      const toPublish = publish && row.status !== 'published';
      if (changed.length === 0 && !toPublish) decided.push({ plan: merged, action: 'skip', reason: 'unchanged', row });
      else
        decided.push({
          plan: merged,
          action: 'update',
          reason: [changed.length > 0 && `changed: ${changed.join(', ')}`, toPublish && 'to be published'].filter(Boolean).join('; '),
          row,
        });
    }
    return decided;
  }

  function report(decided: Awaited<ReturnType<typeof decide>>, dryRun: boolean, published: boolean): ImportReport {
    const counts = { create: 0, update: 0, skip: 0, refuse: 0 };
    const items: ImportReportItem[] = decided.map(({ plan, action, reason }) => {
      counts[action] += 1;
      return { feedId: plan.feedId, id: plan.id, kind: plan.fields.kind, title: plan.fields.title, action, reason: [reason, ...plan.notes].join('; ') };
    });
    return { dryRun, published, counts, items };
  }

  return {
    /** The programmes a request's feed describes (400 when it is no feed the studio can read). */
    plan(body: ImportBody): PlannedProgramme[] {
      if ((body.feed === undefined) === (body.mrss === undefined)) throw badRequest(FEED_MESSAGES.oneFeed);
      const year = new Date(now()).getUTCFullYear();
      return body.feed ? planRokuFeed(body.feed, year) : planRokuFeed(parseMrss(body.mrss!), year);
    },

    async run(customerId: string, operator: string, body: ImportBody): Promise<ImportReport> {
      const planned = this.plan(body);
      const publish = body.publish === true;
      if (body.dryRun) return report(await decide(db, customerId, planned, publish), true, publish);
      const result = await inTransaction(db, async (trx) => {
        const decided = await decide(trx, customerId, planned, publish);
        const repo = createStudioProgrammeRepository(trx);
        const writer = createCatalogueWriter(trx);
        const at = now();
        const rows: StudioProgrammeRow[] = [];
        const touched = new Set<string>();
        const homeAdds: string[] = [];
        const parents = new Map(decided.map(({ plan }) => [plan.id, plan.fields.parentId]));
        /** The series a season or episode belongs to. */
        const topOf = (id: string) => {
          for (let parent = parents.get(id); parent; parent = parents.get(id)) id = parent;
          return id;
        };
        for (const { plan, action, row } of decided) {
          if (action === 'create') {
            rows.push({
              customer_id: customerId,
              id: plan.id,
              kind: plan.fields.kind,
              parent_id: plan.fields.parentId,
              status: publish ? 'published' : 'draft',
              publish_at: null,
              version: 1,
              fields: JSON.stringify(plan.fields),
              created_at: at,
              updated_at: at,
              updated_by: operator,
            });
            if (publish && plan.fields.kind === 'category') homeAdds.push(plan.id);
          } else if (action === 'update' && row) {
            const ok = await repo.update(customerId, plan.id, row.version, {
              fields: JSON.stringify(plan.fields),
              kind: plan.fields.kind,
              parent_id: plan.fields.parentId,
              updated_at: at,
              updated_by: operator,
              ...(publish && { status: 'published' as const, publish_at: null }),
            });
            if (!ok) throw new ApiError(409, 'Someone changed these programmes while the feed was imported. Run the dry run again.');
            if (publish && row.status !== 'published' && plan.fields.kind === 'category') homeAdds.push(plan.id);
          }
          if (action === 'create' || action === 'update') touched.add(topOf(plan.id));
        }
        await createBulkCatalogueWriter(trx).insertProgrammes(rows);
        // What viewers see, by family (a series with its seasons and episodes at once), then the categories' entries.
        await syncFamilies(trx, customerId, [...touched]);
        for (const { plan, action } of decided)
          if (plan.entries && (action === 'create' || action === 'update')) await writer.setChildren(customerId, plan.id, plan.entries);
        // A category published by the import is a carousel: it goes at the end of the home page.
        if (homeAdds.length > 0) {
          const home = await writer.childIds(customerId, CATALOGUE_IDS.homeCarousels);
          const added = homeAdds.filter((id) => !home.includes(id));
          if (added.length > 0) await writer.setChildren(customerId, CATALOGUE_IDS.homeCarousels, [...home, ...added]);
        }
        const done = report(decided, false, publish);
        await createAuditLogRepository(trx, now).write(customerId, {
          operator,
          action: 'feed.import',
          target: body.feed ? `feed ${body.feed.providerName}`.trim() : 'media rss',
          before: null,
          after: { counts: done.counts, published: publish },
        });
        return { done, changed: touched.size > 0 };
      });
      if (result.changed) await options.contentChanged();
      return result.done;
    },
  };
}
export type FeedImportService = ReturnType<typeof createFeedImportService>;
