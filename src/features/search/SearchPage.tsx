import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { SearchType } from '../../api/search';
import { sendAnalyticsEvent } from '../../api/send-analytics-event';
import type { ContentItem } from '../../../contract/answers';
import { VirtualCardGrid } from '../../components/VirtualCardGrid';
import { Icon } from '../../components/Icon';
import { FocusButton, FocusInput, FocusSection } from '../../focus/Focusable';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYBOARD_DEBOUNCE_MS } from '../../lib/constants';
import { isItemId } from '../../lib/detail-modal';
import { useOpenDetail } from '../../components/use-open-detail';
import { useUi } from '../../stores/ui';
import { SearchKeyboard } from './SearchKeyboard';
import { SearchResumeRow } from './SearchResumeRow';
import { applyKeyboardKey, shouldLogSearch, toSearchKey, type KeyboardKey } from './search-key';
import { parseSearchParams, searchParamsWith } from './search-params';
import { sameRequest, type SearchRequest } from './search-results';
import { useSearchResults } from './use-search-results';
import './search.css';
import { RetryMessage } from '../../components/RetryMessage';
import { SEARCH_KEY_MAX } from '../../../contract/limits';

/** What the empty search says, and one with no results (drawn with `i18n._`). */
export const SEARCH_PROMPT = msg`Please enter search keywords to begin.`;
export const NO_RESULTS = msg`No Results Found`;
export const RESULTS_KEY = 'search:results';

/** The tabs: each one's name, and its results grid's. */
const TABS: ReadonlyArray<{ type: SearchType; label: MessageDescriptor; found: MessageDescriptor }> = [
  { type: 'CATALOGUE', label: msg({ message: 'Shows', comment: 'The search tab of shows' }), found: msg`Shows found` },
  { type: 'VIDEO', label: msg({ message: 'Episodes', comment: 'The search tab of episodes' }), found: msg`Episodes found` },
];

/**
 * TV: the keyboard column is 520 px of the 1,592 px content width, leaving about 1,020 px: three
 * cards of 320 px a line (the rows' 384 px would fit only two).
 */
const TV_RESULT_CARD_WIDTH = 320;

const showName = (item: ContentItem): string | undefined => {
  const name = item.metaData.episode_show_name;
  return item.type === 'vod' && typeof name === 'string' && name ? name : undefined;
};

/**
 * The results: one virtualised grid (a single focus target, only the lines near the screen drawn),
 * so a TV pays the same per key press after ten pages as after one. A new search draws a new grid,
 * which starts at its first card.
 */
function SearchResultGrid({
  label,
  items,
  tv,
  onSelect,
  hasMore,
  loadMore,
}: {
  label: string;
  items: readonly ContentItem[];
  tv: boolean;
  onSelect: (item: ContentItem) => void;
  hasMore: boolean;
  loadMore: () => void;
}) {
  return (
    <VirtualCardGrid
      focusKey={RESULTS_KEY}
      label={label}
      items={items}
      onSelect={onSelect}
      cardWidth={tv ? TV_RESULT_CARD_WIDTH : undefined}
      subtitle={showName}
      hasMore={hasMore}
      loadMore={loadMore}
    />
  );
}

/** An episode opens with its show as the catalogue (the player then knows the series); a show with none. */
function catalogueOf(item: ContentItem): string {
  const show = item.metaData.show_id;
  return typeof show === 'string' && isItemId(show) ? show : '';
}

/**
 * /search: Shows and Episodes tabs over one field. The
 * address holds the settled search (query, type, relatedSearchQuery), so a reload or Back shows
 * the same results; typing settles after 2 s (Enter at once), the TV's on-screen keys after 600 ms.
 */
export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const openDetail = useOpenDetail();
  const navigationType = useNavigationType();
  const { t, i18n } = useLingui();
  const tv = useUi((s) => s.formFactor === 'tv');
  const params = useMemo(() => parseSearchParams(location.search), [location.search]);

  const [text, setText] = useState(params.query);
  const textRef = useRef(text);
  const latest = useRef({ location, params });
  latest.current = { location, params };

  // The query last written to the address (or read from it) and the typing waiting to settle.
  const written = useRef(params.query);
  const timer = useRef<number | undefined>(undefined);
  const cancelPending = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancelPending, [cancelPending]);

  const changeText = useCallback((value: string) => {
    textRef.current = value;
    setText(value);
  }, []);

  // The address changed by other means (a tag of the detail modal, Back): the field follows it.
  useEffect(() => {
    if (params.query === written.current) return;
    written.current = params.query;
    cancelPending();
    changeText(params.query);
  }, [params.query, cancelPending, changeText]);

  /** Writes the search into the address (in place), which runs it. */
  const settle = useCallback(
    (query: string, type?: SearchType) => {
      cancelPending();
      const { location: here, params: now } = latest.current;
      const nextQuery = query.trim();
      const nextType = type ?? now.type;
      if (nextQuery === now.query && nextType === now.type) return;
      written.current = nextQuery;
      navigate(
        { pathname: here.pathname, search: searchParamsWith(here.search, { query: nextQuery, type: nextType }) },
        // keepFocus: a query rewritten in place leaves focus where the viewer is (use-route-focus).
        { replace: true, state: { ...((here.state as Record<string, unknown> | null) ?? {}), keepFocus: true } },
      );
    },
    [cancelPending, navigate],
  );

  const schedule = useCallback(
    (value: string, delay: number) => {
      cancelPending();
      // Nothing left to search: the prompt shows at once.
      if (!toSearchKey(value)) return settle(value);
      timer.current = window.setTimeout(() => settle(value), delay);
    },
    [cancelPending, settle],
  );

  const onType = (value: string) => {
    changeText(value);
    schedule(value, SEARCH_DEBOUNCE_MS);
  };
  const onKeyboard = (key: KeyboardKey) => {
    const next = applyKeyboardKey(textRef.current, key);
    changeText(next);
    schedule(next, SEARCH_KEYBOARD_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    settle(textRef.current);
  };

  const key = toSearchKey(params.query);
  const request = useMemo<SearchRequest | null>(() => (key ? { key, type: params.type, words: params.words } : null), [key, params.type, params.words]);
  const results = useSearchResults(request);

  // Keys over 4 characters are logged once each time one settles (a restored search is not a new one).
  const logged = useRef<string | null>(navigationType === 'POP' ? key : null);
  useEffect(() => {
    if (shouldLogSearch(key) && key !== logged.current) sendAnalyticsEvent('search', key);
    logged.current = key;
  }, [key]);

  const open = useCallback(
    (item: ContentItem) => {
      // The results belong to the settled search: half-typed text is dropped, so Back shows both as they were.
      cancelPending();
      changeText(latest.current.params.query);
      openDetail(item, catalogueOf(item));
    },
    [cancelPending, changeText, openDetail],
  );

  const activeTab = TABS.find((tab) => tab.type === params.type)!;
  const showsResults = request !== null && results.error === null && results.items.length > 0;
  let body: ReactNode;
  if (!request) {
    body = (
      <>
        <p className="page-text search-message">{i18n._(SEARCH_PROMPT)}</p>
        <SearchResumeRow />
      </>
    );
  } else if (results.error) {
    body = <RetryMessage className="search-message" message={results.error} focusKey="search:retry" onRetry={results.retry} />;
  } else if (results.loading && results.items.length === 0) {
    body = (
      <p className="page-text search-message" role="status">
        {t`Searching…`}
      </p>
    );
  } else if (results.items.length === 0) {
    body = <p className="page-text search-message">{i18n._(NO_RESULTS)}</p>;
  } else {
    const shown = results.shown!;
    body = (
      <div className={results.loading ? 'search-results search-results-stale' : 'search-results'} aria-busy={results.loading || undefined}>
        {/* Not remounted per search: a focused card that is in the new results too keeps focus, else its grid does. */}
        <SearchResultGrid
          key={`${shown.type}|${shown.key}|${shown.words ? 'w' : 'p'}`}
          label={i18n._(TABS.find((tab) => tab.type === shown.type)!.found)}
          items={results.items}
          tv={tv}
          onSelect={open}
          hasMore={results.hasMore && sameRequest(results.current, shown)}
          loadMore={results.loadMore}
        />
        {results.moreError && <RetryMessage className="search-message" message={results.moreError} focusKey="search:retry-more" onRetry={results.retry} />}
      </div>
    );
  }

  return (
    <section className={tv ? 'page search-page search-page-tv' : 'page search-page'} aria-labelledby="search-title">
      <h1 id="search-title" className="visually-hidden">
        {t`Search`}
      </h1>
      {/* One section: Left from the results or tabs comes back to the key (or field) last used. */}
      <FocusSection focusKey="search:side" className="search-side">
        <form className="search-bar" role="search" onSubmit={onSubmit}>
          <span className="search-field">
            <Icon name="search" />
            <FocusInput
              focusKey="search:field"
              className="search-input"
              type="search"
              placeholder={t`Search`}
              aria-label={t`Search`}
              value={text}
              onChange={(event) => onType(event.target.value)}
              enterKeyHint="search"
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={SEARCH_KEY_MAX}
            />
          </span>
          <FocusButton focusKey="search:close" className="search-close" aria-label={t`Clear search`} title={t`Clear search`} onPress={() => navigate('/')}>
            <Icon name="close" />
          </FocusButton>
        </form>
        {tv && <SearchKeyboard onKey={onKeyboard} />}
      </FocusSection>
      {/* Right from the keyboard enters the results (at the card last left) when there are some, else the tabs. */}
      <FocusSection focusKey="search:main" className="search-main" rememberChild={false} preferredChildFocusKey={showsResults ? RESULTS_KEY : 'search:tabs'}>
        <FocusSection
          focusKey="search:tabs"
          className="search-tabs"
          role="tablist"
          aria-label={t({ message: 'Search in', comment: 'The tabs of the search page: what it searches (Shows, Episodes)' })}
        >
          {TABS.map((tab) => (
            <FocusButton
              key={tab.type}
              focusKey={`search:tab:${tab.type}`}
              id={`search-tab-${tab.type}`}
              className="search-tab"
              role="tab"
              aria-selected={tab.type === params.type}
              aria-controls="search-panel"
              onPress={() => settle(textRef.current, tab.type)}
            >
              {i18n._(tab.label)}
            </FocusButton>
          ))}
        </FocusSection>
        <div id="search-panel" role="tabpanel" aria-labelledby={`search-tab-${activeTab.type}`}>
          {body}
        </div>
      </FocusSection>
    </section>
  );
}
