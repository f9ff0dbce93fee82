import { apiRequest } from './client';
import { parsePlayback } from './schemas';
import type { PlaybackResponse } from '../../contract/answers';

/** The playback URL fetch: from an item's `_links.files.href`, the stream url and its show. */
export function getPlayback(href: string, signal?: AbortSignal): Promise<PlaybackResponse> {
  return apiRequest(href, { parse: parsePlayback, signal });
}
