import type { ProgrammeFields } from '../../../contract/studio.js';
import type { Db } from '../db/database.js';
import { itemRow, itemTextRows, searchTermRows } from '../db/derived-columns.js';
import { createCatalogueWriter } from '../repositories/catalogue-writes.js';
import { createBulkCatalogueWriter } from '../repositories/published-catalogue.js';
import { createStudioProgrammeRepository, type StudioProgrammeRow } from '../repositories/studio-programmes.js';
import { CATALOGUE_IDS } from '../seed/catalogue-ids.js';
import { indexTags, type SeedItem } from '../seed/items.js';
import { SHOW_KINDS } from '../../../contract/studio.js';
import { CONTAINERS, itemFor, viewerOrder } from './programmes.js';

type Family = { series?: ProgrammeFields & { id: string }; season?: ProgrammeFields };

/**
 * What viewers see of whole families of programmes (`tops`: series, single videos, categories),
 * written again at once: the same items as the programmes service writes one by one (itemFor, the
 * same viewer order of children, All Shows), but in batches of rows, so that a feed of 10,000
 * episodes is published in seconds (one by one, each item is a handful of statements of its own,
 * and its catalogues are recounted each time). Run inside the import's transaction.
 */
export async function syncFamilies(trx: Db, customerId: string, tops: readonly string[]): Promise<void> {
  if (tops.length === 0) return;
  const writer = createCatalogueWriter(trx);
  const bulk = createBulkCatalogueWriter(trx);
  const rows = await createStudioProgrammeRepository(trx).list(customerId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<string, StudioProgrammeRow[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    const list = children.get(row.parent_id);
    if (list) list.push(row);
    else children.set(row.parent_id, [row]);
  }
  const fieldsOf = (row: StudioProgrammeRow) => JSON.parse(row.fields) as ProgrammeFields;

  const visited: string[] = [];
  const seen = new Set<string>();
  const live: SeedItem[] = [];
  const containers = new Map<string, string[]>();
  const shows: string[] = [];
  const visit = (row: StudioProgrammeRow, family: Family, parentLive: boolean) => {
    const fields = fieldsOf(row);
    const isLive = parentLive && row.status === 'published';
    visited.push(row.id);
    seen.add(row.id);
    if (isLive) live.push(itemFor(row.id, fields, new Date(Number(row.created_at)).toISOString(), family));
    if (isLive && SHOW_KINDS.includes(fields.kind)) shows.push(row.id);
    const kids = viewerOrder(children.get(row.id) ?? []);
    const next: Family = fields.kind === 'series' ? { series: { ...fields, id: row.id } } : fields.kind === 'season' ? { ...family, season: fields } : family;
    for (const child of kids) visit(child, next, isLive);
    if (CONTAINERS.includes(fields.kind))
      containers.set(
        row.id,
        kids.map((c) => c.id),
      );
  };
  for (const id of new Set(tops)) {
    let top = byId.get(id);
    while (top?.parent_id && byId.has(top.parent_id)) top = byId.get(top.parent_id);
    if (top && !seen.has(top.id)) visit(top, {}, true);
  }

  // Catalogues whose count may change: those holding any of the items, the containers, All Shows.
  const holding = new Set<string>([CATALOGUE_IDS.allShows]);
  for (const id of await bulk.holding(customerId, visited)) holding.add(id);
  await bulk.removeItems(customerId, visited);
  const itemRows = live.map((seed) => itemRow(customerId, seed));
  await bulk.insertItems(
    itemRows,
    itemRows.flatMap((row) => searchTermRows(customerId, row)),
    live.flatMap((seed) => indexTags(seed.item).map((tag) => ({ customer_id: customerId, item_id: seed.item.id, tag }))),
    live.flatMap((seed) => itemTextRows(customerId, seed)),
  );

  // Containers hold their children in viewer order (setChildren recounts them); a published show is in All Shows.
  for (const [id, childIds] of containers) await writer.setChildren(customerId, id, childIds);
  const allShows = await writer.childIds(customerId, CATALOGUE_IDS.allShows);
  const newShows = shows.filter((id) => !allShows.includes(id));
  await writer.setChildren(customerId, CATALOGUE_IDS.allShows, [...allShows, ...newShows]);
  for (const id of holding)
    if (!containers.has(id) && id !== CATALOGUE_IDS.allShows) await writer.setChildren(customerId, id, await writer.childIds(customerId, id));
  await writer.refreshAddedAt(customerId);
}
