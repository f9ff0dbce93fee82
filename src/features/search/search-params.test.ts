import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchParamsWith } from './search-params';

describe('parseSearchParams', () => {
  it('reads query, type and word mode', () => {
    expect(parseSearchParams('?query=holy%20rosary&type=VIDEO')).toEqual({ query: 'holy rosary', type: 'VIDEO', words: false });
    expect(parseSearchParams('?query=mary&type=CATALOGUE&relatedSearchQuery=mary')).toEqual({ query: 'mary', type: 'CATALOGUE', words: true });
  });
  it('falls back to CATALOGUE for a missing or unknown type', () => {
    expect(parseSearchParams('').type).toBe('CATALOGUE');
    expect(parseSearchParams('?type=video').type).toBe('CATALOGUE');
    expect(parseSearchParams('?type=SHOWS&query=x').type).toBe('CATALOGUE');
  });
  it('treats an empty relatedSearchQuery as no word mode, and a blank query as none', () => {
    expect(parseSearchParams('?relatedSearchQuery=&query=%20%20')).toEqual({ query: '', type: 'CATALOGUE', words: false });
  });
});

describe('searchParamsWith', () => {
  it('sets query and type and keeps every other parameter', () => {
    const next = new URLSearchParams(searchParamsWith('?layout=tv&query=old&sDM=true&dId=sr1', { query: ' holy rosary ', type: 'VIDEO' }));
    expect(next.get('query')).toBe('holy rosary');
    expect(next.get('type')).toBe('VIDEO');
    expect(next.get('layout')).toBe('tv');
    expect(next.get('sDM')).toBe('true');
    expect(next.get('dId')).toBe('sr1');
  });
  it('puts query and type first', () => {
    expect(searchParamsWith('?type=BAD&layout=tv&query=old', { query: 'new', type: 'VIDEO' })).toBe('?query=new&type=VIDEO&layout=tv');
  });
  it('drops an empty query', () => {
    expect(searchParamsWith('?query=x&type=VIDEO', { query: '  ', type: 'CATALOGUE' })).toBe('?type=CATALOGUE');
  });
  it('round-trips through parseSearchParams', () => {
    expect(parseSearchParams(searchParamsWith('', { query: 'St. Anthony & friends', type: 'VIDEO' }))).toEqual({
      query: 'St. Anthony & friends',
      type: 'VIDEO',
      words: false,
    });
  });
});
