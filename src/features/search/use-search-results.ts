import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { trackLoad } from '../../api/activity';
import { ApiError } from '../../api/client';
import { searchItems } from '../../api/search';
import { initialResults, nextPage, resultsReducer, type ResultsState, type SearchRequest } from './search-results';

/** What a failed search says, in the viewer's language at the time. */
const failed = () => t`The search could not be completed. Please check your connection and try again.`;

export interface SearchResults extends ResultsState {
  /** Asks for the next page (when there is one and none is on its way). */
  loadMore: () => void;
  /** Runs the current search again after a failure. */
  retry: () => void;
}

/**
 * Runs `request` (null: nothing to search) and its next pages. A new request aborts the one before,
 * and the reducer drops any answer that is not for the current request.
 */
export function useSearchResults(request: SearchRequest | null): SearchResults {
  const [state, dispatch] = useReducer(resultsReducer, initialResults);
  const stateRef = useRef(state);
  stateRef.current = state;
  const controller = useRef<AbortController | null>(null);
  const [attempt, bumpAttempt] = useReducer((n: number) => n + 1, 0);

  const fetchPage = useCallback((target: SearchRequest, page: number, signal: AbortSignal) => {
    const load = searchItems({ type: target.type, key: target.key, page, words: target.words }, signal);
    // The first page counts as the page loading, so coming Back waits for it before restoring focus.
    (page === 1 ? trackLoad(load) : load).then(
      (items) => dispatch({ type: 'page', request: target, page, items }),
      (error: unknown) => {
        if (signal.aborted) return;
        dispatch({ type: 'fail', request: target, page, message: error instanceof ApiError ? error.message : failed() });
      },
    );
  }, []);

  const key = request?.key;
  const type = request?.type;
  const words = request?.words;
  useEffect(() => {
    const current: SearchRequest | null = key !== undefined && type !== undefined ? { key, type, words: words === true } : null;
    dispatch({ type: 'search', request: current });
    if (!current) return;
    const next = new AbortController();
    controller.current = next;
    fetchPage(current, 1, next.signal);
    return () => next.abort();
  }, [key, type, words, attempt, fetchPage]);

  const loadMore = useCallback(() => {
    const now = stateRef.current;
    const page = nextPage(now);
    if (page === null || !now.current || !controller.current) return;
    // Marked at once, so a burst of focus moves near the end asks only once.
    stateRef.current = { ...now, loadingMore: true };
    dispatch({ type: 'more', request: now.current });
    fetchPage(now.current, page, controller.current.signal);
  }, [fetchPage]);

  const retry = useCallback(() => {
    // A failed first page runs the search again; a failed next page is asked for again.
    if (stateRef.current.error) bumpAttempt();
    else loadMore();
  }, [loadMore]);

  return { ...state, loadMore, retry };
}
