import { apiRequest } from './client';
import { parseVideo } from './schemas';
import type { ContentItem } from '../../contract/answers';

/** GET /video?id=: one item (`_embedded.collections[0]`). */
export async function getVideo(id: string, signal?: AbortSignal): Promise<ContentItem> {
  const response = await apiRequest(`/video?id=${encodeURIComponent(id)}`, { parse: parseVideo, signal });
  const item = response._embedded.collections[0];
  if (!item) throw new Error(`no item ${id}`);
  return item;
}
