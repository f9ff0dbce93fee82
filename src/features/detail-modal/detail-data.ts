import { getCataloguePage } from '../../api/get-catalogue';
import type { ResumeEntry } from '../../api/get-resume-list';
import { searchItems } from '../../api/search';
import type { ContentItem } from '../../../contract/answers';
import { RELATED_FOR_EPISODE, RELATED_FOR_SHOW, SEASON_EPISODES_PAGE_SIZE, SERIES_PAGE_SIZE } from '../../lib/constants';

/** A season of a show as the modal lists it: a Season of a Series, or a Playlist as its own one. */
export interface SeasonChoice {
  id: string;
  name: string;
}

/** Which part the modal shows under the facts: episodes by season, the shows of a category, or none. */
export type Contents = { kind: 'episodes'; seasons: SeasonChoice[] } | { kind: 'shows'; items: ContentItem[] } | { kind: 'none' };

/** What a programme holds: a Series its seasons (300 a page), a Playlist or Season its episodes, a Category its shows. */
export async function loadContents(item: ContentItem, signal: AbortSignal): Promise<Contents> {
  if (item.type === 'Playlist' || item.type === 'Season') return { kind: 'episodes', seasons: [{ id: item.id, name: item.name }] };
  if (item.type === 'Category') {
    const page = await getCataloguePage(item.id, SERIES_PAGE_SIZE, 1, signal);
    return { kind: 'shows', items: page._embedded.items.filter((child) => child.type !== 'vod' && child.type !== 'livestream') };
  }
  if (item.type !== 'Series') return { kind: 'none' };
  const page = await getCataloguePage(item.id, SERIES_PAGE_SIZE, 1, signal);
  const seasons = page._embedded.items.filter((child) => child.type === 'Season');
  // A series without seasons holds its episodes itself.
  if (seasons.length === 0) return { kind: 'episodes', seasons: [{ id: item.id, name: item.name }] };
  return { kind: 'episodes', seasons: seasons.map((season) => ({ id: season.id, name: season.name })) };
}

/** A season's episodes (500 a page), playable ones only. */
export async function loadEpisodes(seasonId: string, signal: AbortSignal): Promise<ContentItem[]> {
  const page = await getCataloguePage(seasonId, SEASON_EPISODES_PAGE_SIZE, 1, signal);
  return page._embedded.items.filter((child) => child.type === 'vod');
}

/** The words 'You might also like' searches by: the item's related search item, else its first tag or genre. */
export function relatedKey(item: ContentItem): string {
  const related = item.metaData.relatedSearchItem;
  if (typeof related === 'string' && related.trim()) return related.trim();
  return item.tags[0] ?? (typeof item.metaData.Genre === 'string' ? item.metaData.Genre : '');
}

/** 'You might also like': up to 9 other shows beside a show, 7 beside an episode. */
export async function loadRelated(item: ContentItem, signal: AbortSignal): Promise<ContentItem[]> {
  const key = relatedKey(item);
  if (!key) return [];
  const wanted = item.type === 'vod' ? RELATED_FOR_EPISODE : RELATED_FOR_SHOW;
  const showId = String(item.metaData.show_id ?? '');
  const found = await searchItems({ type: 'CATALOGUE', key, limit: wanted + 2, words: true }, signal);
  return found.filter((other) => other.id !== item.id && other.id !== showId).slice(0, wanted);
}

/** The signed-in profile's resume points by video id; none when signed out or not answered. */
export function resumePointsOf(signedIn: boolean, entries: ResumeEntry[]): Map<string, ResumeEntry> {
  return signedIn ? new Map(entries.map((entry) => [entry.videoId, entry])) : new Map();
}
