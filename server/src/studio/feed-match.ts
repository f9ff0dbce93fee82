import { FEED_MESSAGES, type ProgrammeFields } from '../../../contract/studio.js';
import { badRequest } from '../lib/errors.js';
import type { StudioProgrammeRow } from '../repositories/studio-programmes.js';
import { idSuffix, type PlannedProgramme } from './feed-plan.js';

/*
 * A feed's planned programmes matched with what is already here: the studio's own programmes (a
 * feed this studio exported, imported again) and what viewers see that the studio did not make (the
 * demo catalogue, left alone), and which of a programme's fields a feed may change.
 */

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
export function withFeedFields(before: ProgrammeFields, fromFeed: ProgrammeFields): ProgrammeFields {
  // Translations too, when the feed gives them (a feed without them leaves the programme's own).
  const carried: ReadonlyArray<keyof ProgrammeFields> =
    fromFeed.kind === 'season' || fromFeed.kind === 'category'
      ? []
      : [...FEED_FIELDS, ...(fromFeed.translations !== undefined ? (['translations'] as const) : [])];
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
export async function settleIds(
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
