/** The /search address: query, type (CATALOGUE or VIDEO) and relatedSearchQuery. */
import type { SearchType } from '../../api/search';
import { SEARCH_KEY_MAX } from './search-key';

export interface SearchParams {
  /** What the viewer searched, as typed (trimmed). */
  query: string;
  type: SearchType;
  /** relatedSearchQuery present and non-empty: every word is matched on its own. */
  words: boolean;
}

/** Reads the address; a missing or unknown type falls back to CATALOGUE (Shows). */
export function parseSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return {
    query: (params.get('query') ?? '').trim().slice(0, SEARCH_KEY_MAX).trim(),
    type: type === 'VIDEO' ? 'VIDEO' : 'CATALOGUE',
    words: (params.get('relatedSearchQuery') ?? '').trim() !== '',
  };
}

/** The address with a new query and type (first, in that order), every other parameter (a detail modal's, layout) kept after them. */
export function searchParamsWith(search: string, next: { query: string; type: SearchType }): string {
  const params = new URLSearchParams();
  const query = next.query.trim();
  if (query) params.set('query', query);
  params.set('type', next.type);
  for (const [name, value] of new URLSearchParams(search)) {
    if (name !== 'query' && name !== 'type') params.append(name, value);
  }
  return `?${params.toString()}`;
}
