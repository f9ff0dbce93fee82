/** The /search address: query, type (CATALOGUE or VIDEO) and relatedSearchQuery (SPEC section 2). */
import type { SearchType } from '../../api/search';

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
    query: (params.get('query') ?? '').trim(),
    type: type === 'VIDEO' ? 'VIDEO' : 'CATALOGUE',
    words: (params.get('relatedSearchQuery') ?? '').trim() !== '',
  };
}

/** The address with a new query and type, every other parameter (a detail modal's, layout) kept. */
export function searchParamsWith(search: string, next: { query: string; type: SearchType }): string {
  const params = new URLSearchParams(search);
  const query = next.query.trim();
  if (query) params.set('query', query);
  else params.delete('query');
  params.set('type', next.type);
  return `?${params.toString()}`;
}
