import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../contract/answers';
import { contentItem } from '../../testing/content-item';
import { SEARCH_PAGE_SIZE } from '../../../contract/limits';
import {
  initialResults,
  isSearchExcluded,
  mergeResults,
  nextPage,
  rankByTags,
  resultsReducer,
  tagRelevance,
  type ResultsAction,
  type ResultsState,
  type SearchRequest,
} from './search-results';

function item(id: string, tags: string[] = [], metaData: ContentItem['metaData'] = {}): ContentItem {
  return contentItem({ id, tags, metaData });
}

const ids = (items: readonly ContentItem[]) => items.map((i) => i.id);
const many = (prefix: string, count: number) => Array.from({ length: count }, (_, n) => item(`${prefix}${n}`, ['rosary']));

describe('tag relevance', () => {
  it('ranks an exact tag 0, a partial tag 1 and anything else 2, folded and with hyphens as spaces', () => {
    expect(tagRelevance(item('a', ['Holy Rosary']), 'holy-rosary')).toBe(0);
    expect(tagRelevance(item('a', ['Kraków']), 'krakow')).toBe(0);
    expect(tagRelevance(item('a', ['the holy rosary at night']), 'holy-rosary')).toBe(1);
    expect(tagRelevance(item('a', ['mary']), 'holy-rosary')).toBe(2);
    expect(tagRelevance(item('a', []), 'rosary')).toBe(2);
  });
  it('in word mode, a key whose every word is a tag is partial', () => {
    expect(tagRelevance(item('a', ['mary', 'rosary']), 'mary-rosary', true)).toBe(1);
    expect(tagRelevance(item('a', ['mary']), 'mary-rosary', true)).toBe(2);
    expect(tagRelevance(item('a', ['mary rosary']), 'mary-rosary', true)).toBe(0);
  });
  it('orders exact matches first, then partial, then the rest, stable within each group', () => {
    const items = [
      item('name1'),
      item('partial1', ['rosary of mary']),
      item('exact1', ['rosary']),
      item('name2', ['prayer']),
      item('exact2', ['mary', 'Rosary']),
      item('partial2', ['family rosary']),
    ];
    expect(ids(rankByTags(items, 'rosary'))).toEqual(['exact1', 'exact2', 'partial1', 'partial2', 'name1', 'name2']);
  });
  it('leaves an already ranked list as it is', () => {
    const items = [item('e', ['rosary']), item('p', ['rosary of mary']), item('n')];
    expect(ids(rankByTags(items, 'rosary'))).toEqual(['e', 'p', 'n']);
  });
});

describe('searchexclude', () => {
  it('drops items marked searchexclude, whether true or "true"', () => {
    expect(isSearchExcluded(item('a', [], { searchexclude: true }))).toBe(true);
    expect(isSearchExcluded(item('a', [], { searchexclude: 'true' }))).toBe(true);
    expect(isSearchExcluded(item('a', [], { searchexclude: 'false' }))).toBe(false);
    expect(isSearchExcluded(item('a'))).toBe(false);
    const request: SearchRequest = { key: 'rosary', type: 'CATALOGUE', words: false };
    const merged = mergeResults(
      [],
      [item('keep', ['rosary']), item('hidden', ['rosary'], { searchexclude: 'true' }), item('also', [], { searchexclude: false })],
      request,
    );
    expect(ids(merged)).toEqual(['keep', 'also']);
  });
  it('drops repeats when a page is added', () => {
    const request: SearchRequest = { key: 'rosary', type: 'CATALOGUE', words: false };
    expect(ids(mergeResults([item('a', ['rosary'])], [item('a', ['rosary']), item('b', ['rosary'])], request))).toEqual(['a', 'b']);
  });
});

describe('resultsReducer', () => {
  const ros: SearchRequest = { key: 'ros', type: 'CATALOGUE', words: false };
  const rosary: SearchRequest = { key: 'rosary', type: 'CATALOGUE', words: false };
  const rosaryEpisodes: SearchRequest = { key: 'rosary', type: 'VIDEO', words: false };
  const run = (...actions: ResultsAction[]): ResultsState => actions.reduce(resultsReducer, initialResults);

  it('ignores an older answer that arrives after a newer one', () => {
    const state = run(
      { type: 'search', request: ros },
      { type: 'search', request: rosary },
      { type: 'page', request: rosary, page: 1, items: [item('new', ['rosary'])] },
      { type: 'page', request: ros, page: 1, items: [item('old', ['ros'])] },
    );
    expect(state.shown).toEqual(rosary);
    expect(ids(state.items)).toEqual(['new']);
    expect(state.loading).toBe(false);
  });

  it("keeps the prior results until the current search answers, and never takes another tab's answer", () => {
    let state = run({ type: 'search', request: rosary }, { type: 'page', request: rosary, page: 1, items: [item('show', ['rosary'])] });
    state = resultsReducer(state, { type: 'search', request: rosaryEpisodes });
    expect(ids(state.items)).toEqual(['show']);
    expect(state.loading).toBe(true);
    state = resultsReducer(state, { type: 'page', request: rosary, page: 1, items: [item('late', ['rosary'])] });
    expect(ids(state.items)).toEqual(['show']);
    state = resultsReducer(state, { type: 'page', request: rosaryEpisodes, page: 1, items: [item('episode', ['rosary'])] });
    expect(ids(state.items)).toEqual(['episode']);
    expect(state.shown).toEqual(rosaryEpisodes);
  });

  it('ignores a failure of an older search', () => {
    const state = run({ type: 'search', request: ros }, { type: 'search', request: rosary }, { type: 'fail', request: ros, page: 1, message: 'down' });
    expect(state.error).toBeNull();
    expect(state.loading).toBe(true);
  });

  it('shows a failure of the current search, and a retry clears it', () => {
    let state = run({ type: 'search', request: rosary }, { type: 'fail', request: rosary, page: 1, message: 'We could not reach the server.' });
    expect(state).toMatchObject({ loading: false, error: 'We could not reach the server.' });
    state = resultsReducer(state, { type: 'search', request: rosary });
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it('pages on until a short page, appending in order', () => {
    let state = run({ type: 'search', request: rosary }, { type: 'page', request: rosary, page: 1, items: many('a', SEARCH_PAGE_SIZE) });
    expect(state.hasMore).toBe(true);
    expect(nextPage(state)).toBe(2);
    state = resultsReducer(state, { type: 'more', request: rosary });
    expect(state.loadingMore).toBe(true);
    expect(nextPage(state)).toBeNull();
    state = resultsReducer(state, { type: 'page', request: rosary, page: 2, items: many('b', 3) });
    expect(state.items).toHaveLength(SEARCH_PAGE_SIZE + 3);
    expect(state.items.at(-1)!.id).toBe('b2');
    expect(state.hasMore).toBe(false);
    expect(nextPage(state)).toBeNull();
  });

  it('ignores a next page of an older search, or one out of turn', () => {
    let state = run({ type: 'search', request: rosary }, { type: 'page', request: rosary, page: 1, items: many('a', SEARCH_PAGE_SIZE) });
    state = resultsReducer(state, { type: 'page', request: rosary, page: 3, items: many('c', 5) });
    expect(state.items).toHaveLength(SEARCH_PAGE_SIZE);
    state = resultsReducer(state, { type: 'search', request: ros });
    state = resultsReducer(state, { type: 'page', request: rosary, page: 2, items: many('b', 5) });
    expect(state.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(nextPage(state)).toBeNull();
  });

  it('an empty key resets to the prompt', () => {
    const state = run({ type: 'search', request: rosary }, { type: 'page', request: rosary, page: 1, items: [item('x')] }, { type: 'search', request: null });
    expect(state).toEqual(initialResults);
  });
});
