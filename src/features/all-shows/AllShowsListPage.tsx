import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCataloguePages } from '../../api/get-catalogue';
import { Dropdown, type DropdownOption } from '../../components/Dropdown';
import { Loader } from '../../components/Loader';
import { FocusButton, FocusInput, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { ALL_SHOWS_PAGE_SIZE, CATEGORY_FILTER_SHOWN, FILTER_TEXT_DEBOUNCE_MS, SHOW_CATEGORIES_PAGE_SIZE } from '../../lib/constants';
import { useConfig } from '../../stores/config';
import {
  allShowsParams,
  FILTER_TEXT_MAX,
  isFiltered,
  LETTERS,
  NO_FILTERS,
  parseAllShowsQuery,
  SORT_OPTIONS,
  sortLabel,
  withCategory,
  withLetter,
  YEARS,
  type AllShowsQuery,
  type SortOption,
} from './all-shows-query';
import { AllShowsTabs } from './AllShowsTabs';
import { ShowGrid } from './ShowGrid';
import './all-shows.css';
import { RetryMessage } from '../../components/RetryMessage';

export const NO_RESULTS = 'No Results Found';
const GRID_KEY = 'allshows:grid';

const SORT_CHOICES: ReadonlyArray<DropdownOption<'' | SortOption>> = [{ value: '', label: 'Alphabetical' }, ...SORT_OPTIONS];
const YEAR_CHOICES: ReadonlyArray<DropdownOption<string>> = [{ value: '', label: 'All years' }, ...YEARS.map((y) => ({ value: String(y), label: String(y) }))];
const LETTER_CHOICES: ReadonlyArray<DropdownOption<string>> = LETTERS.map((l) => ({ value: l, label: l }));

/** The show categories that hold something, for the Categories filter. */
function useCategoryChoices(): { choices: ReadonlyArray<DropdownOption<string>>; names: Map<string, string> } {
  const categoriesId = useConfig((s) => s.values.categories_id_show_page) ?? '';
  const categories = useCataloguePages(categoriesId, SHOW_CATEGORIES_PAGE_SIZE * 10, Boolean(categoriesId));
  return useMemo(() => {
    const withShows = categories.items.filter((c) => c.items_count > 0);
    return {
      choices: [{ value: '', label: 'All categories' }, ...withShows.map((c) => ({ value: c.id, label: c.name }))],
      names: new Map(withShows.map((c) => [c.id, c.name])),
    };
  }, [categories.items]);
}

/**
 * /AllShows/list: every show, filtered by the 'Filter Shows' box, Sort by, Year, Categories and
 * A-Z (the server filters and counts), 100 a page in a virtualised grid that loads on as focus or
 * scrolling nears its end. The view lives in the address, so Back and a reload bring it back.
 */
export function AllShowsListPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const allShowsId = useConfig((s) => s.values.all_shows_id) ?? '';
  const query = useMemo(() => parseAllShowsQuery(location.search), [location.search]);
  const params = allShowsParams(query);
  const pages = useCataloguePages(allShowsId, ALL_SHOWS_PAGE_SIZE, Boolean(allShowsId), params);
  const { choices: categoryChoices, names: categoryNames } = useCategoryChoices();

  const setQuery = useCallback(
    (next: AllShowsQuery) => {
      const search = allShowsParams(next);
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    },
    [location.pathname, navigate],
  );

  // The 'Filter Shows' box filters as the viewer pauses typing, or at once on OK.
  const [text, setText] = useState(query.filterText);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) setText(query.filterText);
  }, [query.filterText]);
  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => {
      typed.current = false;
      if (text.trim() !== query.filterText) setQuery({ ...query, filterText: text.trim() });
    }, FILTER_TEXT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query, setQuery]);
  const submitText = (event: FormEvent) => {
    event.preventDefault();
    typed.current = false;
    if (text.trim() !== query.filterText) setQuery({ ...query, filterText: text.trim() });
  };

  const clear = () => {
    typed.current = false;
    setText('');
    setQuery(NO_FILTERS);
    focusWhenReady('allshows:sort:toggle');
  };

  const filtered = isFiltered(query);
  const categoryName = query.categoryId ? (categoryNames.get(query.categoryId) ?? 'Category') : null;
  let body;
  if (!allShowsId) {
    body = <p className="page-text">{NO_RESULTS}</p>;
  } else if (pages.error && pages.items.length === 0) {
    body = <RetryMessage message={pages.error} status={pages.errorStatus} focusKey="allshows:retry" onRetry={pages.retry} />;
  } else if (pages.items.length === 0 && (pages.loading || pages.hasMore)) {
    body = <Loader />;
  } else if (pages.items.length === 0) {
    body = (
      <div className="allshows-empty">
        <p className="page-text">{NO_RESULTS}</p>
        {filtered && (
          <FocusButton focusKey="allshows:empty-clear" className="button button-primary" onPress={clear}>
            Clear filters
          </FocusButton>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ShowGrid
          key={params}
          focusKey={GRID_KEY}
          label="All Shows"
          items={pages.items}
          catalogueId={allShowsId}
          total={pages.total}
          hasMore={pages.hasMore}
          loadMore={pages.loadMore}
        />
        {pages.error && <RetryMessage className="allshows-more-error" message={pages.error} focusKey="allshows:retry-more" onRetry={pages.retry} />}
      </>
    );
  }

  return (
    <section className="page allshows" aria-labelledby="allshows-title">
      <h1 id="allshows-title" className="visually-hidden">
        All Shows
      </h1>
      <AllShowsTabs current="list" />
      <FocusSection focusKey="allshows:filters" className="allshows-filters" role="group" aria-label="Filters">
        <form className="allshows-filter-text" role="search" onSubmit={submitText}>
          <FocusInput
            focusKey="allshows:filter-text"
            className="field-input"
            type="search"
            placeholder="Filter Shows"
            aria-label="Filter Shows"
            maxLength={FILTER_TEXT_MAX}
            value={text}
            onChange={(event) => {
              typed.current = true;
              setText(event.target.value);
            }}
          />
        </form>
        <Dropdown
          id="allshows:sort"
          label="Sort by"
          text={query.sortOption ? `Sort by: ${sortLabel(query.sortOption)}` : 'Sort by'}
          value={query.sortOption ?? ''}
          options={SORT_CHOICES}
          onChange={(value) => setQuery({ ...query, sortOption: value || null })}
        />
        <Dropdown
          id="allshows:year"
          label="Year"
          text={query.year !== null ? `Year: ${query.year}` : 'Year'}
          value={query.year !== null ? String(query.year) : ''}
          options={YEAR_CHOICES}
          columns={3}
          onChange={(value) => setQuery({ ...query, year: value ? Number(value) : null })}
        />
        <Dropdown
          id="allshows:category"
          label="Categories"
          text={categoryName ? `Categories: ${categoryName}` : 'Categories'}
          value={query.categoryId ?? ''}
          options={categoryChoices}
          collapsedCount={CATEGORY_FILTER_SHOWN + 1}
          onChange={(value) => setQuery(withCategory(query, value || null))}
        />
        <Dropdown
          id="allshows:letter"
          label="A-Z"
          text={query.letter ? `A-Z: ${query.letter}` : 'A-Z'}
          value={query.letter ?? 'All'}
          options={LETTER_CHOICES}
          columns={7}
          onChange={(value) => setQuery(withLetter(query, value))}
        />
        {filtered && (
          <FocusButton focusKey="allshows:clear" className="button allshows-clear" onPress={clear}>
            Clear
          </FocusButton>
        )}
      </FocusSection>
      <p className="allshows-count" aria-live="polite">
        {pages.total !== null ? `${pages.total} ${pages.total === 1 ? 'show' : 'shows'}` : '\u00a0'}
      </p>
      {body}
    </section>
  );
}
