import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  ALPHABETICAL,
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

/** What a list with nothing in it says (drawn with `i18n._`). */
export const NO_RESULTS = msg`No Results Found`;
const GRID_KEY = 'allshows:grid';

/** The show categories that hold something, for the Categories filter. */
function useCategoryChoices(): { choices: ReadonlyArray<DropdownOption<string>>; names: Map<string, string> } {
  const { t } = useLingui();
  const categoriesId = useConfig((s) => s.values.categories_id_show_page) ?? '';
  const categories = useCataloguePages(categoriesId, SHOW_CATEGORIES_PAGE_SIZE * 10, Boolean(categoriesId));
  return useMemo(() => {
    const withShows = categories.items.filter((c) => c.items_count > 0);
    return {
      choices: [{ value: '', label: t`All categories` }, ...withShows.map((c) => ({ value: c.id, label: c.name }))],
      names: new Map(withShows.map((c) => [c.id, c.name])),
    };
  }, [categories.items, t]);
}

/**
 * /AllShows/list: every show, filtered by the 'Filter Shows' box, Sort by, Year, Categories and
 * A-Z (the server filters and counts), 100 a page in a virtualised grid that loads on as focus or
 * scrolling nears its end. The view lives in the address, so Back and a reload bring it back.
 */
export function AllShowsListPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
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

  const sortChoices: ReadonlyArray<DropdownOption<'' | SortOption>> = [
    { value: '', label: i18n._(ALPHABETICAL) },
    ...SORT_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) })),
  ];
  const yearChoices: ReadonlyArray<DropdownOption<string>> = [
    { value: '', label: t`All years` },
    ...YEARS.map((y) => ({ value: String(y), label: String(y) })),
  ];
  const letterChoices: ReadonlyArray<DropdownOption<string>> = LETTERS.map((l) => ({
    value: l,
    label: l === 'All' ? t({ message: 'All', comment: 'The A-Z filter’s choice of every show, whatever letter it begins with' }) : l,
  }));

  const filtered = isFiltered(query);
  const categoryName = query.categoryId ? (categoryNames.get(query.categoryId) ?? t`Category`) : null;
  const sortName = query.sortOption ? i18n._(sortLabel(query.sortOption)) : null;
  const { year, letter } = query;
  const total = pages.total;
  const noResults = i18n._(NO_RESULTS);
  let body;
  if (!allShowsId) {
    body = <p className="page-text">{noResults}</p>;
  } else if (pages.error && pages.items.length === 0) {
    body = <RetryMessage message={pages.error} status={pages.errorStatus} focusKey="allshows:retry" onRetry={pages.retry} />;
  } else if (pages.items.length === 0 && (pages.loading || pages.hasMore)) {
    body = <Loader />;
  } else if (pages.items.length === 0) {
    body = (
      <div className="allshows-empty">
        <p className="page-text">{noResults}</p>
        {filtered && (
          <FocusButton focusKey="allshows:empty-clear" className="button button-primary" onPress={clear}>
            {t`Clear filters`}
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
          label={t`All Shows`}
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
        {t`All Shows`}
      </h1>
      <AllShowsTabs current="list" />
      <FocusSection focusKey="allshows:filters" className="allshows-filters" role="group" aria-label={t`Filters`}>
        <form className="allshows-filter-text" role="search" onSubmit={submitText}>
          <FocusInput
            focusKey="allshows:filter-text"
            className="field-input"
            type="search"
            placeholder={t`Filter Shows`}
            aria-label={t`Filter Shows`}
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
          label={t`Sort by`}
          text={sortName ? t`Sort by: ${sortName}` : t`Sort by`}
          value={query.sortOption ?? ''}
          options={sortChoices}
          onChange={(value) => setQuery({ ...query, sortOption: value || null })}
        />
        <Dropdown
          id="allshows:year"
          label={t`Year`}
          text={year !== null ? t`Year: ${year}` : t`Year`}
          value={year !== null ? String(year) : ''}
          options={yearChoices}
          columns={3}
          onChange={(value) => setQuery({ ...query, year: value ? Number(value) : null })}
        />
        <Dropdown
          id="allshows:category"
          label={t`Categories`}
          text={categoryName ? t`Categories: ${categoryName}` : t`Categories`}
          value={query.categoryId ?? ''}
          options={categoryChoices}
          collapsedCount={CATEGORY_FILTER_SHOWN + 1}
          onChange={(value) => setQuery(withCategory(query, value || null))}
        />
        <Dropdown
          id="allshows:letter"
          label={t({ message: 'A-Z', comment: 'The filter of shows by the letter their name begins with' })}
          text={
            letter
              ? t({ message: `A-Z: ${letter}`, comment: 'The A-Z filter, then the letter chosen in it' })
              : t({ message: 'A-Z', comment: 'The filter of shows by the letter their name begins with' })
          }
          value={letter ?? 'All'}
          options={letterChoices}
          columns={7}
          onChange={(value) => setQuery(withLetter(query, value))}
        />
        {filtered && (
          <FocusButton focusKey="allshows:clear" className="button allshows-clear" onPress={clear}>
            {t`Clear`}
          </FocusButton>
        )}
      </FocusSection>
      <p className="allshows-count" aria-live="polite">
        {total !== null ? t`${plural(total, { one: '# show', other: '# shows' })}` : '\u00a0'}
      </p>
      {body}
    </section>
  );
}
