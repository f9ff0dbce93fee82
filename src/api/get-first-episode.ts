import { getCataloguePage } from './get-catalogue';
import type { ContentItem } from '../../contract/answers';

/** The first playable episode of a show: a series' first season's first episode, a playlist's first. */
export async function getFirstEpisode(show: ContentItem, signal?: AbortSignal): Promise<ContentItem | null> {
  if (show.type === 'vod') return show;
  if (show.type === 'Playlist' || show.type === 'Season') {
    const page = await getCataloguePage(show.id, 1, 1, signal);
    return page._embedded.items.find((item) => item.type === 'vod') ?? null;
  }
  if (show.type === 'Series') {
    const seasons = await getCataloguePage(show.id, 50, 1, signal);
    const first = seasons._embedded.items.find((item) => item.type === 'Season' || item.type === 'vod');
    if (!first) return null;
    return first.type === 'vod' ? first : getFirstEpisode(first, signal);
  }
  return null;
}
