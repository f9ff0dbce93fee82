import { intlLocale } from '../i18n/format';
import { useLocale } from '../i18n/use-locale';
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trackLoad } from './activity';
import { apiRequest, ApiError } from './client';
import { requestSession } from './request-context';
import { parseAllowedIds, parseCatalogue } from './schemas';
import type { CatalogueResponse, ContentItem } from '../../contract/answers';
import { MAX_CATALOGUE_PAGE } from '../../contract/limits';
import { drawSliced } from '../lib/sliced-drawing';

/**
 * GET /catalogues?id=&size=&page= (pages start at 1). `filters` is a query string of the All Shows
 * filters (sortOption, yearFilterOption, filterBy, filterOption, filterText), applied by the server.
 */
export function getCataloguePage(id: string, size: number, page: number, signal?: AbortSignal, filters = ''): Promise<CatalogueResponse> {
  const ahead = page === 1 && !filters ? takePrefetched(id, size) : null;
  if (ahead) return trackLoad(ahead.catch(() => requestCataloguePage(id, size, page, signal, filters)));
  return trackLoad(requestCataloguePage(id, size, page, signal, filters));
}

function requestCataloguePage(id: string, size: number, page: number, signal?: AbortSignal, filters = ''): Promise<CatalogueResponse> {
  const query = `id=${encodeURIComponent(id)}&size=${size}&page=${page}${filters ? `&${filters}` : ''}`;
  return apiRequest(`/catalogues?${query}`, { parse: parseCatalogue, signal, auth: 'none', profile: true });
}

/** A first page asked for ahead is taken within this long; after it, its list asks anew. */
export const PREFETCH_FRESH_MS = 30_000;

interface Prefetched {
  answer: Promise<CatalogueResponse>;
  at: number;
}

/** First pages asked for before their list is drawn, by catalogue, size and profile; each taken once. */
const prefetched = new Map<string, Prefetched>();

const prefetchKey = (id: string, size: number) => `${id}\n${size}\n${requestSession().profileId ?? ''}\n${intlLocale()}`;

/**
 * Asks for a catalogue's first page now, before the list that shows it is drawn (start-up knows
 * home's lists before React has drawn home): that list's first load then takes this answer
 * instead of asking again. Should it fail, the list asks for itself. Returns the answer.
 */
export function prefetchCataloguePage(id: string, size: number): Promise<CatalogueResponse> {
  const key = prefetchKey(id, size);
  const now = performance.now();
  const kept = prefetched.get(key);
  if (kept && now - kept.at < PREFETCH_FRESH_MS) return kept.answer;
  // Answers no list took in time (their list was not drawn) are let go.
  for (const [other, { at }] of prefetched) if (now - at >= PREFETCH_FRESH_MS) prefetched.delete(other);
  const answer = trackLoad(requestCataloguePage(id, size, 1));
  // Counted as a load (focus waits for the first screenful); its failure is the list's to report.
  answer.catch(() => undefined);
  prefetched.set(key, { answer, at: now });
  return answer;
}

function takePrefetched(id: string, size: number): Promise<CatalogueResponse> | null {
  const key = prefetchKey(id, size);
  const kept = prefetched.get(key);
  if (!kept) return null;
  prefetched.delete(key);
  return performance.now() - kept.at < PREFETCH_FRESH_MS ? kept.answer : null;
}

/** GET /catalogues/allowed?ids=: which of these catalogues the current profile may open (the rest answer 403). */
export function getAllowedCatalogues(ids: string[], signal?: AbortSignal): Promise<string[]> {
  return apiRequest(`/catalogues/allowed?ids=${ids.map(encodeURIComponent).join(',')}`, { parse: parseAllowedIds, signal, auth: 'none', profile: true });
}

export interface CataloguePages {
  items: ContentItem[];
  title: string;
  /** How many items the catalogue holds (after the filters), when the server says. */
  total: number | null;
  /** More pages may exist: the last page was full and not empty. */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** The failed answer's HTTP status (0 when there was none), to tell whether Retry can help. */
  errorStatus: number;
  /** Loads the next page; safe to call repeatedly, only one load runs at a time. */
  loadMore: () => void;
  retry: () => void;
}

interface PagesState {
  items: ContentItem[];
  title: string;
  total: number | null;
  page: number;
  hasMore: boolean;
  error: string | null;
  errorStatus: number;
}

const INITIAL: PagesState = { items: [], title: '', total: null, page: 0, hasMore: true, error: null, errorStatus: 0 };

/** Which page comes next, given how many items are loaded: a fixed size, or a plan of its own. */
export type PagePlan = number | ((loaded: number) => { page: number; size: number });

function nextPage(plan: PagePlan, loaded: number, pagesLoaded: number): { page: number; size: number } {
  return typeof plan === 'number' ? { page: pagesLoaded + 1, size: plan } : plan(loaded);
}

/**
 * The items of a catalogue, a page at a time, until an empty (or short) page says there are no
 * more. The first page loads when `enabled` turns true. A change of catalogue or `filters` starts over.
 */
export function useCataloguePages(catalogueId: string, plan: PagePlan, enabled = true, filters = ''): CataloguePages {
  const planRef = useRef(plan);
  planRef.current = plan;
  const planKey = typeof plan === 'number' ? plan : 'plan';
  const [state, setStateNow] = useState<PagesState>(INITIAL);
  const [loading, setLoading] = useState(false);
  // The latest state, also before React has drawn it: a loadMore right after an answer must ask
  // for the page after it, not the same page again.
  const stateRef = useRef(state);
  const setState = useCallback((next: PagesState) => {
    stateRef.current = next;
    setStateNow(next);
  }, []);
  /** An answer, drawn together with the end of loading: a row never shows as loaded and empty. */
  const showAnswer = useCallback((next: PagesState) => {
    stateRef.current = next;
    const draw = () => {
      setLoading(false);
      setStateNow(next);
    };
    drawSliced(draw);
  }, []);
  const busy = useRef(false);
  /** Bumped when the catalogue changes, so answers for the old one are dropped. */
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (busy.current || !current.hasMore || current.error) return;
    busy.current = true;
    setLoading(true);
    const request = nextPage(planRef.current, current.items.length, current.page);
    const mine = generation.current;
    const abort = new AbortController();
    controller.current = abort;
    getCataloguePage(catalogueId, request.size, request.page, abort.signal, filters).then(
      (response) => {
        if (mine !== generation.current) return;
        busy.current = false;
        const received = response._embedded.items;
        const s = stateRef.current;
        showAnswer({
          items: s.items.concat(received),
          title: response._embedded.title || response._embedded.name || s.title,
          total: typeof response.total === 'number' ? response.total : s.total,
          page: s.page + 1,
          hasMore: received.length > 0 && received.length >= request.size,
          error: null,
          errorStatus: 0,
        });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        busy.current = false;
        setLoading(false);
        setState({
          ...stateRef.current,
          error: error instanceof ApiError ? error.message : t`This list could not be loaded.`,
          errorStatus: error instanceof ApiError ? error.status : 0,
        });
      },
    );
  }, [catalogueId, filters, setState, showAnswer]);

  useEffect(() => {
    generation.current++;
    busy.current = false;
    setLoading(false);
    setState(INITIAL);
    return () => controller.current?.abort();
  }, [catalogueId, planKey, filters, setState]);

  useEffect(() => {
    if (enabled && state.page === 0 && state.hasMore && !state.error) loadMore();
  }, [enabled, state.page, state.hasMore, state.error, loadMore]);

  // The app's language changed: the items shown so far come again with their texts in it, in one
  // request, each taking its new texts in place (the list, its length and focus stay as they are).
  const locale = useLocale();
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    const shown = stateRef.current;
    if (shown.items.length === 0) return;
    const mine = generation.current;
    const abort = new AbortController();
    requestCataloguePage(catalogueId, Math.min(shown.items.length, MAX_CATALOGUE_PAGE), 1, abort.signal, filters).then(
      (response) => {
        if (mine !== generation.current) return;
        const renewed = new Map(response._embedded.items.map((item) => [item.id, item]));
        const current = stateRef.current;
        setState({
          ...current,
          items: current.items.map((item) => renewed.get(item.id) ?? item),
          title: response._embedded.title || response._embedded.name || current.title,
        });
      },
      // What was shown stays, in the language it came in.
      () => undefined,
    );
    return () => abort.abort();
  }, [locale, catalogueId, filters, setState]);

  const retry = useCallback(() => {
    const next = { ...stateRef.current, error: null };
    setState(next);
    // A later page failed: ask for it again now (the first page reloads by itself).
    if (next.page > 0) loadMore();
  }, [setState, loadMore]);

  return {
    items: state.items,
    title: state.title,
    total: state.total,
    hasMore: state.hasMore && !state.error,
    loading,
    error: state.error,
    errorStatus: state.errorStatus,
    loadMore,
    retry,
  };
}
