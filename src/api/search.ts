import { SEARCH_PAGE_SIZE } from '../../contract/limits';
import { apiRequest } from './client';
import { ItemListAnswer } from '../../contract/answers';
import { parser } from './schemas';
import type { SearchType } from '../../contract/wire';
import type { ContentItem } from '../../contract/answers';

export type { SearchType };

const parseItems = parser(ItemListAnswer, (answer): ContentItem[] => answer.items);

export interface SearchRequest {
  type: SearchType;
  key: string;
  page?: number;
  limit?: number;
  /** v2 word search: each word on its own (st=WORD), tags first (tagsearch). */
  words?: boolean;
}

/** GET /v2/search: shows (CATALOGUE) or videos (VIDEO) by tag relevance. */
export async function searchItems(request: SearchRequest, signal?: AbortSignal): Promise<ContentItem[]> {
  const params = new URLSearchParams({
    type: request.type,
    search: request.key.trim().replace(/\s+/g, '-'),
    page: String(request.page ?? 1),
    limit: String(request.limit ?? SEARCH_PAGE_SIZE),
  });
  if (request.words) {
    params.set('tagsearch', 'true');
    params.set('st', 'WORD');
  }
  return apiRequest(`/v2/search?${params.toString()}`, {
    signal,
    auth: 'none',
    profile: true,
    parse: parseItems,
  });
}
