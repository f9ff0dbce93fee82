import { FEED_MESSAGES, type ImportAction, type ImportBody, type ImportReport, type ImportReportItem, type ProgrammeFields } from '../../../contract/studio.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { createCatalogueWriter } from '../repositories/catalogue-writes.js';
import { createBulkCatalogueWriter } from '../repositories/published-catalogue.js';
import { createStudioProgrammeRepository, type StudioProgrammeRow } from '../repositories/studio-programmes.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';
import { settleIds, withFeedFields } from './feed-match.js';
import { parseMrss } from './feed-mrss.js';
import { idSuffix, planRokuFeed, type PlannedProgramme } from './feed-plan.js';
import { syncFamilies } from './feed-sync.js';

/*
 * The studio's feed import itself: what each of a feed's programmes would become (create, update,
 * skip, refuse) against the programmes as they are, the report a dry run gives, and the import as
 * one transaction. Reading a feed into programmes is feed-plan.ts (and feed-mrss.ts for Media RSS);
 * matching them with what is already here is feed-match.ts.
 */

// Still imported from here (ingest's film durations, the feed tests).
export { clock, feedProgrammeId, planRokuFeed, type PlannedProgramme } from './feed-plan.js';

/** The JSON text of a value with its object keys sorted, so two equal programmes compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
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
