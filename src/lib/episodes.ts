import type { ContentItem } from '../../contract/answers';

export type EpisodeSort = 'newest' | 'oldest';

const episodeNumber = (item: ContentItem) => {
  const n = Number(item.metaData.episode_number);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
};

/** Episodes in order: Oldest First by episode number (then date), Newest First the reverse. */
export function sortEpisodes(episodes: readonly ContentItem[], sort: EpisodeSort): ContentItem[] {
  const oldest = [...episodes].sort((a, b) => episodeNumber(a) - episodeNumber(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return sort === 'oldest' ? oldest : oldest.reverse();
}

/** The episode after `currentId` by episode number; null at the end or when it is not in the list. */
export function nextEpisode(episodes: readonly ContentItem[], currentId: string): ContentItem | null {
  const ordered = sortEpisodes(episodes, 'oldest');
  const at = ordered.findIndex((e) => e.id === currentId);
  return at >= 0 ? (ordered[at + 1] ?? null) : null;
}

/**
 * The episode to play after `currentId`, from the list the player was given (eSeasonId, else eId):
 * a season's episodes, or a show whose seasons are looked through for the one holding it (a
 * Continue Watching card knows the show, not the season). Null when none is left in its season.
 */
export async function episodeAfter(listId: string, currentId: string, itemsOf: (id: string) => Promise<ContentItem[]>): Promise<ContentItem | null> {
  const items = await itemsOf(listId);
  const episodes = items.filter((i) => i.type === 'vod');
  if (episodes.some((e) => e.id === currentId)) return nextEpisode(episodes, currentId);
  for (const season of items.filter((i) => i.type === 'Season')) {
    const inSeason = (await itemsOf(season.id)).filter((i) => i.type === 'vod');
    if (inSeason.some((e) => e.id === currentId)) return nextEpisode(inSeason, currentId);
  }
  return null;
}

/** 754 s -> '12:34'; 3754 s -> '1:02:34'. */
export function clock(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
