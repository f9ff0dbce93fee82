import {
  PROGRAMME_PARENT,
  SHOW_KINDS,
  STUDIO_MESSAGES,
  type Programme,
  type ProgrammeFields,
  type ProgrammeKind,
  type PublishBody,
  TRANSLATION_MESSAGES,
  isOwnLanguage,
} from '../../../contract/studio.js';
import type { ItemTexts } from '../lib/item-texts.js';
import { PICTURE_MESSAGES, pictureSizes, SLOT_NAMES, type PictureRef, type PictureSlot } from '../../../contract/studio-pictures.js';
import type { ItemType } from '../../../contract/wire.js';
import type { ContentItem } from '../../../contract/answers.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest, notFound } from '../lib/errors.js';
import { hashString } from '../lib/random.js';
import { newToken } from '../lib/secrets.js';
import { artUrl, ART_WIDTHS } from '../media/art-urls.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { createCatalogueWriter, type CatalogueWriter } from '../repositories/catalogue-writes.js';
import { createStudioProgrammeRepository, type StudioProgrammeRow } from '../repositories/studio-programmes.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';
import { buildItem, type SeedItem } from '../seed/items.js';

const ITEM_TYPE: Record<ProgrammeKind, ItemType> = {
  series: 'Series',
  season: 'Season',
  episode: 'vod',
  video: 'vod',
  short: 'vod',
  promo: 'vod',
  playlist: 'Playlist',
  category: 'Category',
};
/** Kinds whose entries are their studio children (an episode's season, a season's series, a playlist's videos). */
export const CONTAINERS: readonly ProgrammeKind[] = ['series', 'season', 'playlist'];

export const isVideo = (kind: ProgrammeKind) => ITEM_TYPE[kind] === 'vod';

/** A new programme's id: st- and 12 random characters (never one of the demo catalogue's). */
export const newProgrammeId = () =>
  `st-${newToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12)
    .toLowerCase()}`;

/** The row as the studio shows it. */
export function programmeView(row: StudioProgrammeRow): Programme {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    publishAt: row.publish_at === null ? null : new Date(Number(row.publish_at)).toISOString(),
    fields: JSON.parse(row.fields) as ProgrammeFields,
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    updatedBy: row.updated_by,
  };
}

/**
 * The item viewers get for a programme, built as the demo catalogue builds its own (seed/items.ts):
 * the same metaData keys the app reads (Genre, tvrating, episode and show links, the stream).
 * `series` is the show an episode or season belongs to, `season` an episode's season.
 */
export function itemFor(
  id: string,
  fields: ProgrammeFields,
  createdAt: string,
  family: { series?: ProgrammeFields & { id: string }; season?: ProgrammeFields },
): SeedItem {
  const video = isVideo(fields.kind);
  const show = family.series;
  const hue = hashString(fields.title) % 360;
  const metaData: Record<string, string | number | boolean | undefined> = {
    Genre: fields.genre || undefined,
    tvrating: fields.tvRating || undefined,
    Duration: fields.duration || undefined,
    Year: String(fields.year),
    relatedSearchItem: fields.relatedSearch || undefined,
    promo_url: fields.promoUrl || undefined,
    show_id: fields.kind === 'promo' ? fields.showId || undefined : show?.id,
    episode_show_name: show?.title,
    episode_number: fields.kind === 'episode' ? fields.episodeNumber : undefined,
    season_number: fields.kind === 'episode' && family.season ? family.season.order : undefined,
    playback: video ? fields.stream || undefined : undefined,
    short: fields.kind === 'short' ? 'true' : undefined,
  };
  if (fields.kind === 'series') metaData.show_url = `/detail/${id}/Series`;
  // A show's banner is drawn from its title, unless it has cover art of its own: the viewer app
  // then shows the cover in the banner (its fallback when an item names no banner picture).
  if (SHOW_KINDS.includes(fields.kind) && !fields.pictures?.cover) {
    metaData.bannerImage = artUrl('banner', fields.title, ART_WIDTHS.banner[2], hue);
    metaData.mobileBannerImage = artUrl('mbanner', fields.title, ART_WIDTHS.mbanner[1], hue);
  }
  const seed = buildItem({
    id,
    type: ITEM_TYPE[fields.kind],
    name: fields.title,
    description: fields.description,
    tags: fields.tags,
    createdAt,
    order: fields.kind === 'episode' ? fields.episodeNumber : fields.order,
    orientation: fields.orientation,
    language: fields.language === 'es' ? 'es' : 'en',
    filesHref: video ? `/api/playback/${id}` : null,
    metaData,
    kids: fields.kids,
    searchExclude: fields.searchExclude,
    thumbKind: fields.kind === 'short' ? 'short' : undefined,
  });
  // Uploaded pictures take the place of the art drawn from the title; one left out stays drawn.
  const pictures = fields.pictures ?? {};
  if (pictures.thumbnail) seed.item.thumbnail = pictureSizes(pictures.thumbnail);
  if (pictures.cover) seed.item.coverart = pictureSizes(pictures.cover);
  if (pictures.title) seed.item.titleImage = { small: pictureSizes(pictures.title).medium };
  // buildItem knows the demo's two languages; the programme keeps its own code.
  seed.item.language = fields.language;
  seed.year = fields.year;
  // Its translations, for viewers asking in those languages (a programme's name is its title).
  const texts: ItemTexts = {};
  for (const t of fields.translations ?? [])
    if (!isOwnLanguage(fields.language, t.locale)) texts[t.locale] ??= { name: t.title, title: t.title, description: t.description };
  if (Object.keys(texts).length > 0) seed.texts = texts;
  return seed;
}

/** Children of a published container in the order viewers see them: episodes by number, the rest by order, then title. */
export function viewerOrder(rows: StudioProgrammeRow[]): StudioProgrammeRow[] {
  const key = (row: StudioProgrammeRow) => {
    const f = JSON.parse(row.fields) as ProgrammeFields;
    return { n: f.kind === 'episode' ? f.episodeNumber : f.order, title: f.title };
  };
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x.n - y.n || x.title.localeCompare(y.title) || a.id.localeCompare(b.id);
  });
}

export interface ProgrammeServiceOptions {
  db: Db;
  now: () => number;
  /** Tells every API process that viewers' content changed (their answer caches are emptied). */
  contentChanged: () => Promise<void>;
  /** The uploaded pictures a programme may name (all three sizes written). */
  pictures: { has(picture: PictureRef): Promise<boolean> };
}

/** The studio's programmes: drafts, saves with a version check, publication, and what viewers then see. */
export function createProgrammeService(options: ProgrammeServiceOptions) {
  const { db, now } = options;
  const programmes = createStudioProgrammeRepository(db);

  const fieldsOf = (row: StudioProgrammeRow) => JSON.parse(row.fields) as ProgrammeFields;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function found(customerId: string, id: string): Promise<StudioProgrammeRow> {
    const row = await programmes.get(customerId, id);
    if (!row) throw notFound(STUDIO_MESSAGES.programmeNotFound);
    return row;
  }

  /** A season needs a series, an episode a season (of the studio's own); others may belong to a playlist. */
  async function checkParent(customerId: string, id: string | null, fields: ProgrammeFields): Promise<void> {
    const needed = PROGRAMME_PARENT[fields.kind];
    if (!fields.parentId) {
      if (needed) throw badRequest(STUDIO_MESSAGES.badParent(fields.kind, needed));
      return;
    }
    const parent = await programmes.get(customerId, fields.parentId);
    if (!parent || parent.id === id) throw badRequest(STUDIO_MESSAGES.parentMissing);
    const allowed = needed ?? (isVideo(fields.kind) ? 'playlist' : null);
    if (!allowed || parent.kind !== allowed) throw badRequest(STUDIO_MESSAGES.badParent(fields.kind, allowed ?? 'nothing'));
  }

  const stale = () => new ApiError(409, STUDIO_MESSAGES.changedElsewhere);

  /** One translation per language, none in the programme's own (its title and description are that one). */
  function checkTranslations(fields: ProgrammeFields): void {
    const seen = new Set<string>();
    for (const { locale } of fields.translations ?? []) {
      if (isOwnLanguage(fields.language, locale)) throw badRequest(TRANSLATION_MESSAGES.ownLanguage(fields.language));
      if (seen.has(locale)) throw badRequest(TRANSLATION_MESSAGES.twice(locale));
      seen.add(locale);
    }
  }

  /** A programme names only pictures the store holds (an id typed by hand, or from another server, is refused). */
  async function checkPictures(fields: ProgrammeFields): Promise<void> {
    for (const [slot, picture] of Object.entries(fields.pictures ?? {}) as Array<[PictureSlot, PictureRef | undefined]>) {
      if (picture && !(await options.pictures.has(picture))) throw badRequest(PICTURE_MESSAGES.missing(SLOT_NAMES[slot]));
    }
  }

  /**
   * Everything viewers see of the studio's programmes under `root`'s family is written again: the
   * published ones as items, the rest taken away, and each published container's children in order.
   */
  async function syncFamily(trx: Db, customerId: string, rootId: string): Promise<void> {
    const repo = createStudioProgrammeRepository(trx);
    const writer = createCatalogueWriter(trx);
    // Up to the top of the family (an episode's series), then down through every member.
    let top = await repo.get(customerId, rootId);
    while (top && top.parent_id) {
      const parent = await repo.get(customerId, top.parent_id);
      if (!parent) break;
      top = parent;
    }
    if (!top) return;
    const members = new Set<string>();
    await syncNode(repo, writer, customerId, top, {}, members);
    // Only the family and what holds it: the whole catalogue's would take seconds on PostgreSQL.
    await writer.refreshAddedAt(customerId, [...members]);
  }

  async function syncNode(
    repo: ReturnType<typeof createStudioProgrammeRepository>,
    writer: CatalogueWriter,
    customerId: string,
    row: StudioProgrammeRow,
    family: { series?: ProgrammeFields & { id: string }; season?: ProgrammeFields },
    members: Set<string>,
    parentLive = true,
  ): Promise<void> {
    members.add(row.id);
    const fields = fieldsOf(row);
    const live = parentLive && row.status === 'published';
    if (live) await writer.putItem(customerId, itemFor(row.id, fields, iso(Number(row.created_at)), family));
    else await writer.removeItem(customerId, row.id);
    if (SHOW_KINDS.includes(fields.kind)) await placeInAllShows(writer, customerId, row.id, live);
    const children = viewerOrder(await repo.children(customerId, row.id));
    const next = fields.kind === 'series' ? { series: { ...fields, id: row.id } } : fields.kind === 'season' ? { ...family, season: fields } : family;
    for (const child of children) await syncNode(repo, writer, customerId, child, next, members, live);
    // A series, season or playlist holds its studio children in viewer order; a category used as a
    // carousel is arranged in the carousel editor, so its entries are left as they are.
    if (CONTAINERS.includes(fields.kind)) {
      await writer.setChildren(
        customerId,
        row.id,
        children.map((c) => c.id),
      );
    }
  }

  /** A published show is listed in All Shows (at the end); one taken away leaves its place. */
  async function placeInAllShows(writer: CatalogueWriter, customerId: string, id: string, live: boolean): Promise<void> {
    const ids = await writer.childIds(customerId, CATALOGUE_IDS.allShows);
    if (live && !ids.includes(id)) await writer.setChildren(customerId, CATALOGUE_IDS.allShows, [...ids, id]);
  }

  async function changed(trx: Db, customerId: string, operator: string, action: string, target: string, before: unknown, after: unknown) {
    await createAuditLogRepository(trx, now).write(customerId, { operator, action, target, before, after });
  }

  return {
    list: async (customerId: string) => (await programmes.list(customerId)).map(programmeView),

    get: async (customerId: string, id: string) => programmeView(await found(customerId, id)),

    /** The item viewers would get for the programme as saved now, published or not. */
    async preview(customerId: string, id: string): Promise<ContentItem> {
      const row = await found(customerId, id);
      const family: { series?: ProgrammeFields & { id: string }; season?: ProgrammeFields } = {};
      for (let parent = row.parent_id ? await programmes.get(customerId, row.parent_id) : undefined; parent;) {
        const fields = fieldsOf(parent);
        if (fields.kind === 'season') family.season ??= fields;
        if (fields.kind === 'series') family.series ??= { ...fields, id: parent.id };
        parent = parent.parent_id ? await programmes.get(customerId, parent.parent_id) : undefined;
      }
      return itemFor(row.id, fieldsOf(row), iso(Number(row.created_at)), family).item;
    },

    async create(customerId: string, operator: string, fields: ProgrammeFields): Promise<Programme> {
      await checkParent(customerId, null, fields);
      await checkPictures(fields);
      checkTranslations(fields);
      const at = now();
      const row: StudioProgrammeRow = {
        customer_id: customerId,
        id: newProgrammeId(),
        kind: fields.kind,
        parent_id: fields.parentId,
        status: 'draft',
        publish_at: null,
        version: 1,
        fields: JSON.stringify(fields),
        created_at: at,
        updated_at: at,
        updated_by: operator,
      };
      await inTransaction(db, async (trx) => {
        await createStudioProgrammeRepository(trx).insert(row);
        await changed(trx, customerId, operator, 'programme.create', row.id, null, programmeView(row));
      });
      return programmeView(row);
    },

    /** Saves the editor's fields over `version`; a published programme's viewers see the change at once. */
    async save(customerId: string, operator: string, id: string, version: number, fields: ProgrammeFields): Promise<Programme> {
      const before = await found(customerId, id);
      if (before.version !== version) throw stale();
      if (fields.kind !== before.kind && (await programmes.children(customerId, id)).length > 0) throw badRequest(STUDIO_MESSAGES.hasChildren);
      await checkParent(customerId, id, fields);
      await checkPictures(fields);
      checkTranslations(fields);
      const oldParent = before.parent_id;
      const updated = await inTransaction(db, async (trx) => {
        const repo = createStudioProgrammeRepository(trx);
        const ok = await repo.update(customerId, id, version, {
          fields: JSON.stringify(fields),
          kind: fields.kind,
          parent_id: fields.parentId,
          updated_at: now(),
          updated_by: operator,
        });
        if (!ok) throw stale();
        if (oldParent && oldParent !== fields.parentId) await syncFamily(trx, customerId, oldParent);
        await syncFamily(trx, customerId, id);
        const after = (await repo.get(customerId, id))!;
        await changed(trx, customerId, operator, 'programme.save', id, programmeView(before), programmeView(after));
        return after;
      });
      await options.contentChanged();
      return programmeView(updated);
    },

    /** Draft, published now, or scheduled for later; containers carry their drafts along when published. */
    async publish(customerId: string, operator: string, id: string, body: PublishBody): Promise<Programme> {
      const before = await found(customerId, id);
      if (before.version !== body.version) throw stale();
      let publishAt: number | null = null;
      if (body.status === 'scheduled') {
        publishAt = body.publishAt ? Date.parse(body.publishAt) : NaN;
        if (!Number.isFinite(publishAt) || publishAt <= now()) throw badRequest(STUDIO_MESSAGES.scheduleInPast);
      }
      const updated = await inTransaction(db, async (trx) => {
        const repo = createStudioProgrammeRepository(trx);
        const ok = await repo.update(customerId, id, body.version, { status: body.status, publish_at: publishAt, updated_at: now(), updated_by: operator });
        if (!ok) throw stale();
        if (body.status === 'published') await publishDrafts(repo, customerId, id, operator);
        await syncFamily(trx, customerId, id);
        const after = (await repo.get(customerId, id))!;
        await changed(
          trx,
          customerId,
          operator,
          `programme.${body.status === 'published' ? 'publish' : body.status === 'scheduled' ? 'schedule' : 'unpublish'}`,
          id,
          programmeView(before),
          programmeView(after),
        );
        return after;
      });
      await options.contentChanged();
      return programmeView(updated);
    },

    async remove(customerId: string, operator: string, id: string, version: number): Promise<void> {
      const before = await found(customerId, id);
      if (before.version !== version) throw stale();
      if ((await programmes.children(customerId, id)).length > 0) throw badRequest(STUDIO_MESSAGES.hasChildren);
      await inTransaction(db, async (trx) => {
        if (!(await createStudioProgrammeRepository(trx).remove(customerId, id, version))) throw stale();
        await createCatalogueWriter(trx).removeItem(customerId, id);
        if (before.parent_id) await syncFamily(trx, customerId, before.parent_id);
        await changed(trx, customerId, operator, 'programme.delete', id, programmeView(before), null);
      });
      await options.contentChanged();
    },

    /** Publishes the scheduled programmes whose time has come (the server's sweep runs this). */
    async publishDue(): Promise<number> {
      const due = await programmes.due(now());
      for (const row of due) {
        await inTransaction(db, async (trx) => {
          const repo = createStudioProgrammeRepository(trx);
          if (!(await repo.update(row.customer_id, row.id, row.version, { status: 'published', publish_at: null, updated_at: now(), updated_by: 'schedule' })))
            return;
          await publishDrafts(repo, row.customer_id, row.id, 'schedule');
          await syncFamily(trx, row.customer_id, row.id);
          await changed(trx, row.customer_id, 'schedule', 'programme.publish', row.id, programmeView(row), null);
        });
      }
      if (due.length > 0) await options.contentChanged();
      return due.length;
    },
  };

  /** A container published whole: its draft descendants are published with it (scheduled ones keep their time). */
  async function publishDrafts(repo: ReturnType<typeof createStudioProgrammeRepository>, customerId: string, id: string, operator: string): Promise<void> {
    for (const child of await repo.children(customerId, id)) {
      if (child.status === 'draft') await repo.update(customerId, child.id, child.version, { status: 'published', updated_at: now(), updated_by: operator });
      await publishDrafts(repo, customerId, child.id, operator);
    }
  }
}
export type ProgrammeService = ReturnType<typeof createProgrammeService>;
