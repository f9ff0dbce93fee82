/**
 * The All Shows list's view as query parameters (sortOption, filterOption,
 * filterBy=alphabet, yearFilterOption; plus filterText for the 'Filter Shows' box), so Back and a
 * reload bring the same view back. Anything unknown in the address is dropped, never trusted.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const SORT_OPTIONS = [
  { value: 'newest', label: msg({ message: 'Newest', comment: 'An order of the All Shows list' }) },
  { value: 'oldest', label: msg({ message: 'Oldest', comment: 'An order of the All Shows list' }) },
  { value: 'recently-added', label: msg({ message: 'Recently Added', comment: 'An order of the All Shows list' }) },
  { value: 'upcoming', label: msg({ message: 'Upcoming', comment: 'An order of the All Shows list' }) },
  { value: 'award-winning', label: msg({ message: 'Award-Winning', comment: 'An order of the All Shows list' }) },
] as const;

/** The All Shows list's order when none is chosen. */
export const ALPHABETICAL = msg({ message: 'Alphabetical', comment: 'An order of the All Shows list' });
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

/** Year options 2014-2025, newest first in the menu. */
export const FIRST_YEAR = 2014;
export const LAST_YEAR = 2025;
export const YEARS: readonly number[] = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => LAST_YEAR - i);

/** Alphabet filter All, 0-9, A-Z (values: the A-Z menu draws All in the viewer's language). */
export const LETTERS: readonly string[] = ['All', '0-9', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** The 'Filter Shows' box keeps at most this many characters (the server's limit too). */
export const FILTER_TEXT_MAX = 100;

export interface AllShowsQuery {
  sortOption: SortOption | null;
  year: number | null;
  /** One letter, or '0-9'; null for All. */
  letter: string | null;
  /** A category's id. */
  categoryId: string | null;
  filterText: string;
}

export const NO_FILTERS: AllShowsQuery = { sortOption: null, year: null, letter: null, categoryId: null, filterText: '' };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isId = (value: string) => ID.test(value);

export function parseAllShowsQuery(search: string): AllShowsQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sortOption');
  const year = Number(params.get('yearFilterOption'));
  const filterBy = params.get('filterBy');
  const option = params.get('filterOption') ?? '';
  const text = (params.get('filterText') ?? '').replace(/\s+/g, ' ').trim().slice(0, FILTER_TEXT_MAX);
  return {
    sortOption: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as SortOption) : null,
    year: Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR ? year : null,
    letter: filterBy === 'alphabet' && LETTERS.includes(option.toUpperCase()) && option.toUpperCase() !== 'ALL' ? option.toUpperCase() : null,
    categoryId: filterBy === 'category' && isId(option) ? option : null,
    filterText: text,
  };
}

/**
 * The query as parameters, in a fixed order: for the address (the app's names) and, as they are,
 * for GET /catalogues, which takes the same names.
 */
export function allShowsParams(query: AllShowsQuery): string {
  const params = new URLSearchParams();
  if (query.sortOption) params.set('sortOption', query.sortOption);
  if (query.year !== null) params.set('yearFilterOption', String(query.year));
  if (query.letter) {
    params.set('filterBy', 'alphabet');
    params.set('filterOption', query.letter);
  } else if (query.categoryId) {
    params.set('filterBy', 'category');
    params.set('filterOption', query.categoryId);
  }
  if (query.filterText) params.set('filterText', query.filterText);
  return params.toString();
}

export function isFiltered(query: AllShowsQuery): boolean {
  return allShowsParams(query) !== '';
}

/** The letter filter and the category filter are one choice (filterBy): choosing one drops the other. */
export function withLetter(query: AllShowsQuery, letter: string): AllShowsQuery {
  return { ...query, letter: letter === 'All' ? null : letter, categoryId: null };
}

export function withCategory(query: AllShowsQuery, categoryId: string | null): AllShowsQuery {
  return { ...query, categoryId, letter: null };
}

/** The name of an order, to draw with `i18n._`. */
export function sortLabel(sort: SortOption | null): MessageDescriptor {
  return SORT_OPTIONS.find((o) => o.value === sort)?.label ?? ALPHABETICAL;
}

/** A show's list (ShowDetailList): its order, and a series' season as filterOption. */
export type ListSort = '' | 'newest' | 'oldest';
export const SHOW_LIST_SORTS: ReadonlyArray<{ value: ListSort; label: MessageDescriptor }> = [
  { value: '', label: msg({ message: 'In order', comment: "An order of a show's list of episodes or programmes" }) },
  { value: 'newest', label: msg`Newest First` },
  { value: 'oldest', label: msg`Oldest First` },
];

/** The list's view in the address (sortOption, filterOption = the season). */
export function parseShowListQuery(search: string): { sort: ListSort; season: string | null } {
  const params = new URLSearchParams(search);
  const sort = params.get('sortOption');
  const season = params.get('filterOption');
  return { sort: sort === 'newest' || sort === 'oldest' ? sort : '', season: season && isId(season) ? season : null };
}
