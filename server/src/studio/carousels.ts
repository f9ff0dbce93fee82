import { STUDIO_MESSAGES, type Carousel, type CarouselList } from '../../../contract/studio.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest, notFound } from '../lib/errors.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { createCatalogueWriter } from '../repositories/catalogue-writes.js';
import { createStudioProgrammeRepository } from '../repositories/studio-programmes.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';

/** The lists an editor arranges: the two carousel sets themselves, and the banners. Their carousels are found in the sets. */
const FIXED_LISTS = [
  CATALOGUE_IDS.homeCarousels,
  CATALOGUE_IDS.kidsCarousels,
  CATALOGUE_IDS.featured,
  CATALOGUE_IDS.featuredMobile,
  CATALOGUE_IDS.featuredKids,
  CATALOGUE_IDS.bottomBanner,
] as const;

/** The two home pages: lists of carousels. */
const SETS: readonly string[] = [CATALOGUE_IDS.homeCarousels, CATALOGUE_IDS.kidsCarousels];

/** Carousels and banners: what they hold and in which order. */
export function createCarouselService(options: { db: Db; now: () => number; contentChanged: () => Promise<void> }) {
  const { db } = options;
  const writer = createCatalogueWriter(db);
  const programmes = createStudioProgrammeRepository(db);

  /** The lists an editor may arrange: the fixed ones and every carousel in the two sets. */
  async function arrangeable(customerId: string): Promise<string[]> {
    const inSets = [...(await writer.childIds(customerId, CATALOGUE_IDS.homeCarousels)), ...(await writer.childIds(customerId, CATALOGUE_IDS.kidsCarousels))];
    return [...new Set([...FIXED_LISTS, ...inSets])];
  }

  async function titles(customerId: string, ids: string[]): Promise<Map<string, { title: string; type: string }>> {
    const found = new Map((await writer.published(customerId, ids)).map((p) => [p.id, { title: p.name, type: p.type }]));
    for (const id of ids.filter((i) => !found.has(i))) {
      const draft = await programmes.get(customerId, id);
      if (draft) found.set(id, { title: `${(JSON.parse(draft.fields) as { title: string }).title} (not published)`, type: draft.kind });
    }
    return found;
  }

  return {
    async list(customerId: string): Promise<CarouselList> {
      const ids = await arrangeable(customerId);
      const lists = await writer.published(customerId, ids);
      const byId = new Map(lists.map((l) => [l.id, l]));
      const carousels = [];
      for (const id of ids) {
        const list = byId.get(id);
        if (list) carousels.push({ id, title: list.name, kids: Number(list.kids) === 1, count: (await writer.childIds(customerId, id)).length });
      }
      return { carousels };
    },

    async get(customerId: string, id: string): Promise<Carousel> {
      if (!(await arrangeable(customerId)).includes(id)) throw notFound(STUDIO_MESSAGES.carouselNotFound);
      const [list] = await writer.published(customerId, [id]);
      if (!list) throw notFound(STUDIO_MESSAGES.carouselNotFound);
      const ids = await writer.childIds(customerId, id);
      const named = await titles(customerId, ids);
      return {
        id,
        title: list.name,
        kids: Number(list.kids) === 1,
        items: ids.map((itemId) => ({ id: itemId, title: named.get(itemId)?.title ?? itemId, type: named.get(itemId)?.type ?? 'removed' })),
      };
    },

    /**
     * The carousel's new order. `expected` is the order the editor started from: when someone else
     * changed it meanwhile, nothing is written and the editor is told.
     */
    async arrange(customerId: string, operator: string, id: string, ids: string[], expected: string[]): Promise<Carousel> {
      if (!(await arrangeable(customerId)).includes(id)) throw notFound(STUDIO_MESSAGES.carouselNotFound);
      if (new Set(ids).size !== ids.length) throw badRequest('A programme can be in a carousel only once.');
      await inTransaction(db, async (trx) => {
        const trxWriter = createCatalogueWriter(trx);
        const before = await trxWriter.childIds(customerId, id);
        if (before.join(',') !== expected.join(',')) throw new ApiError(409, STUDIO_MESSAGES.changedElsewhere);
        // Entries already there may stay (a programme unpublished meanwhile); new ones must be published or the studio's own.
        const added = ids.filter((i) => !before.includes(i));
        const published = new Set((await trxWriter.published(customerId, added)).map((p) => p.id));
        const drafts = new Set(
          (await Promise.all(added.filter((i) => !published.has(i)).map((i) => createStudioProgrammeRepository(trx).get(customerId, i)))).flatMap((row) =>
            row ? [row.id] : [],
          ),
        );
        const unknown = added.filter((i) => !published.has(i) && !drafts.has(i));
        if (unknown.length > 0) throw badRequest(STUDIO_MESSAGES.unknownItems(unknown));
        // A carousel set (a home page) holds carousels only: lists of the Category type.
        if (SETS.includes(id)) {
          const lists = new Set((await trxWriter.published(customerId, added)).filter((p) => p.type === 'Category').map((p) => p.id));
          const notLists = added.filter((i) => !lists.has(i));
          if (notLists.length > 0) throw badRequest(STUDIO_MESSAGES.notCarousels(notLists));
        }
        await trxWriter.setChildren(customerId, id, ids);
        await createAuditLogRepository(trx, options.now).write(customerId, { operator, action: 'carousel.arrange', target: id, before, after: ids });
      });
      await options.contentChanged();
      return this.get(customerId, id);
    },
  };
}
export type CarouselService = ReturnType<typeof createCarouselService>;
