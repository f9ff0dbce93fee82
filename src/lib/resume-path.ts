import { isItemId } from './detail-modal';

/** Show types a resume point may have been played from (the player's eTy). */
const SHOW_TYPES = new Set(['Series', 'Season', 'Playlist', 'Category']);

/**
 * Where a Continue Watching card leads: the player, resuming (`/viewVideo/{id}/{type}/continue?resume=true`),
 * with the show it was played from as eId and eTy when the point names one, so the next episode
 * still follows at the end.
 */
export function resumePath(entry: { videoId: string; refId?: string; refType?: string }): string {
  const search = new URLSearchParams({ resume: 'true' });
  if (entry.refId && isItemId(entry.refId) && entry.refType && SHOW_TYPES.has(entry.refType)) {
    search.set('pType', entry.refType);
    search.set('eId', entry.refId);
    search.set('eTy', entry.refType);
  }
  return `/viewVideo/${encodeURIComponent(entry.videoId)}/vod/continue?${search.toString()}`;
}
