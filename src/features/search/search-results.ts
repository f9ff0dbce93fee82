/**
 * Search results as pure logic: searchexclude items dropped, tag-relevance
 * order, pages appended until a short one, and answers to an older search ignored.
 */
import type { SearchType } from '../../api/search';
import type { ContentItem } from '../../../contract/answers';
import { SEARCH_PAGE_SIZE } from '../../../contract/limits';

/** One search: the key as sent, the tab, and word mode. */
export interface SearchRequest {
  key: string;
  type: SearchType;
  words: boolean;
}

export function sameRequest(a: SearchRequest | null, b: SearchRequest | null): boolean {
  if (a === null || b === null) return a === b;
  return a.key === b.key && a.type === b.type && a.words === b.words;
}

/** Items marked searchexclude never show (the flag arrives as true or as the text "true"). */
export function isSearchExcluded(item: ContentItem): boolean {
  const flag = item.metaData.searchexclude;
  return flag === true || (typeof flag === 'string' && flag.trim().toLowerCase() === 'true');
}

/** Keys and tags are compared folded: no accents, lower case, hyphens and underscores as spaces. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-_|]+/g, ' ')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * 0 an exact tag match, 1 a partial one, 2 anything else (a name match). In word mode a key of
 * several words is partial when every word is a tag of its own, as the server ranks it.
 */
export function tagRelevance(item: ContentItem, key: string, words = false): 0 | 1 | 2 {
  const needle = normalizeForMatch(key);
  if (!needle) return 2;
  const tags = item.tags.map(normalizeForMatch);
  if (tags.includes(needle)) return 0;
  const parts = needle.split(' ');
  if (words && parts.length > 1) return parts.every((part) => tags.includes(part)) ? 1 : 2;
  return tags.some((tag) => tag.includes(needle)) ? 1 : 2;
}

/** Exact tag matches first, then partial ones, then the rest; the order within each group is kept. */
export function rankByTags(items: readonly ContentItem[], key: string, words = false): ContentItem[] {
  return items
    .map((item, index) => ({ item, index, rank: tagRelevance(item, key, words) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

/** A page's items added to those already shown: excluded ones and repeats dropped, then ranked. */
export function mergeResults(shown: readonly ContentItem[], page: readonly ContentItem[], request: SearchRequest): ContentItem[] {
  const seen = new Set(shown.map((item) => item.id));
  const added = page.filter((item) => !isSearchExcluded(item) && !seen.has(item.id) && (seen.add(item.id), true));
  return rankByTags([...shown, ...added], request.key, request.words);
}

export interface ResultsState {
  /** The search the page wants answered now (null: no key, the prompt shows). */
  current: SearchRequest | null;
  /** The search `items` answer; until the current one answers, the prior results stay. */
  shown: SearchRequest | null;
  items: ContentItem[];
  /** Pages of `shown` loaded so far. */
  pages: number;
  /** The last page was full: there may be more. */
  hasMore: boolean;
  /** The current search's first page is on its way. */
  loading: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** The current search failed: the message to show beside Retry. */
  error: string | null;
  /** A next page failed (the results so far stay). */
  moreError: string | null;
}

export const initialResults: ResultsState = {
  current: null,
  shown: null,
  items: [],
  pages: 0,
  hasMore: false,
  loading: false,
  loadingMore: false,
  error: null,
  moreError: null,
};

export type ResultsAction =
  | { type: 'search'; request: SearchRequest | null }
  | { type: 'more'; request: SearchRequest }
  | { type: 'page'; request: SearchRequest; page: number; items: readonly ContentItem[] }
  | { type: 'fail'; request: SearchRequest; page: number; message: string };

/** The page to ask for next, or null when there is none to ask for (or one is on its way). */
export function nextPage(state: ResultsState): number | null {
  if (!state.current || !sameRequest(state.current, state.shown) || state.loading || state.loadingMore || !state.hasMore) return null;
  return state.pages + 1;
}

export function resultsReducer(state: ResultsState, action: ResultsAction): ResultsState {
  switch (action.type) {
    case 'search':
      if (!action.request) return initialResults;
      return { ...state, current: action.request, loading: true, loadingMore: false, error: null, moreError: null };
    case 'more':
      if (!sameRequest(action.request, state.current) || nextPage(state) === null) return state;
      return { ...state, loadingMore: true, moreError: null };
    case 'page': {
      // An answer to any other search than the current one is stale: it never replaces anything.
      if (!sameRequest(action.request, state.current)) return state;
      const full = action.items.length >= SEARCH_PAGE_SIZE;
      if (action.page === 1) {
        return { ...state, shown: action.request, items: mergeResults([], action.items, action.request), pages: 1, hasMore: full, loading: false, error: null };
      }
      if (!sameRequest(action.request, state.shown) || action.page !== state.pages + 1) return state;
      return {
        ...state,
        items: mergeResults(state.items, action.items, action.request),
        pages: action.page,
        hasMore: full,
        loadingMore: false,
        moreError: null,
      };
    }
    case 'fail':
      if (!sameRequest(action.request, state.current)) return state;
      if (action.page === 1) return { ...state, loading: false, error: action.message };
      return { ...state, loadingMore: false, moreError: action.message };
  }
}
