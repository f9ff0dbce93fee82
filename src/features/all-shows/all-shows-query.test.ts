import { describe, expect, it } from 'vitest';
import { allShowsParams, isFiltered, NO_FILTERS, parseAllShowsQuery, parseShowListQuery, withCategory, withLetter, YEARS } from './all-shows-query';

describe('All Shows query', () => {
  it('reads every filter from the address and writes it back the same', () => {
    const search = 'sortOption=award-winning&yearFilterOption=2019&filterBy=alphabet&filterOption=R&filterText=holy+rosary';
    const query = parseAllShowsQuery(search);
    expect(query).toEqual({ sortOption: 'award-winning', year: 2019, letter: 'R', categoryId: null, filterText: 'holy rosary' });
    expect(allShowsParams(query)).toBe(search);
  });
  it('reads a category filter and the digits filter', () => {
    expect(parseAllShowsQuery('?filterBy=category&filterOption=ct05').categoryId).toBe('ct05');
    expect(parseAllShowsQuery('?filterBy=alphabet&filterOption=0-9').letter).toBe('0-9');
    expect(parseAllShowsQuery('?filterBy=alphabet&filterOption=r').letter).toBe('R');
  });
  it('drops what it does not know instead of trusting it', () => {
    expect(parseAllShowsQuery('?sortOption=cheapest&yearFilterOption=2013&filterBy=alphabet&filterOption=AB')).toEqual(NO_FILTERS);
    expect(parseAllShowsQuery('?yearFilterOption=2026').year).toBeNull();
    expect(parseAllShowsQuery('?yearFilterOption=20.5').year).toBeNull();
    expect(parseAllShowsQuery('?filterBy=category&filterOption=%3Cscript%3E').categoryId).toBeNull();
    expect(parseAllShowsQuery('?filterBy=alphabet&filterOption=All').letter).toBeNull();
    expect(parseAllShowsQuery(`?filterText=${'x'.repeat(300)}`).filterText).toHaveLength(100);
    expect(isFiltered(parseAllShowsQuery('?filterText=%20%20'))).toBe(false);
  });
  it('keeps one of letter and category', () => {
    const byLetter = withLetter(NO_FILTERS, 'M');
    expect(withCategory(byLetter, 'ct02')).toMatchObject({ letter: null, categoryId: 'ct02' });
    expect(withLetter(withCategory(NO_FILTERS, 'ct02'), 'All')).toMatchObject({ letter: null, categoryId: null });
  });
  it('offers the years 2014 to 2025, newest first', () => {
    expect(YEARS[0]).toBe(2025);
    expect(YEARS.at(-1)).toBe(2014);
    expect(YEARS).toHaveLength(12);
  });
});

describe('show list query', () => {
  it('reads the sort and the season, dropping anything else', () => {
    expect(parseShowListQuery('?sortOption=newest&filterOption=sr0006-s2')).toEqual({ sort: 'newest', season: 'sr0006-s2' });
    expect(parseShowListQuery('?sortOption=award-winning&filterOption=a%20b')).toEqual({ sort: '', season: null });
    expect(parseShowListQuery('')).toEqual({ sort: '', season: null });
  });
});
