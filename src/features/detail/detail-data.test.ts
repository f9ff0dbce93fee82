import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../api/types';
import { clock, relatedKey, sortEpisodes } from './detail-data';

const item = (id: string, metaData: ContentItem['metaData'] = {}, extra: Partial<ContentItem> = {}): ContentItem =>
  ({
    id, _id: id, type: 'vod', name: id, title: id, description: '', tags: [], createdAt: '2024-01-01T00:00:00.000Z', order: 0, language: 'en',
    orientation: 'landscape', items_count: 0, thumbnail: { small: '', medium: '', large: '' }, coverart: { small: '', medium: '', large: '' },
    titleImage: { small: '' }, languages: [], _links: { files: { href: null } }, metaData, ...extra,
  }) as ContentItem;

describe('the detail modal’s data', () => {
  it('sorts episodes by number, Oldest First or Newest First, unnumbered ones last', () => {
    const episodes = [item('c', { episode_number: 3 }), item('x'), item('a', { episode_number: 1 }), item('b', { episode_number: '2' })];
    expect(sortEpisodes(episodes, 'oldest').map((e) => e.id)).toEqual(['a', 'b', 'c', 'x']);
    expect(sortEpisodes(episodes, 'newest').map((e) => e.id)).toEqual(['x', 'c', 'b', 'a']);
    expect(episodes.map((e) => e.id)).toEqual(['c', 'x', 'a', 'b']);
  });

  it('finds related shows by the related search item, else the first tag, else the genre', () => {
    expect(relatedKey(item('s', { relatedSearchItem: ' saints ', Genre: 'Prayer' }, { tags: ['rosary'] }))).toBe('saints');
    expect(relatedKey(item('s', { Genre: 'Prayer' }, { tags: ['rosary'] }))).toBe('rosary');
    expect(relatedKey(item('s', { Genre: 'Prayer' }))).toBe('Prayer');
    expect(relatedKey(item('s'))).toBe('');
  });

  it('writes resume points as a clock', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(754.9)).toBe('12:34');
    expect(clock(3754)).toBe('1:02:34');
    expect(clock(-5)).toBe('0:00');
  });
});
