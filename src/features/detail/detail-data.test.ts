import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../api/types';
import { relatedKey } from './detail-data';

const item = (id: string, metaData: ContentItem['metaData'] = {}, extra: Partial<ContentItem> = {}): ContentItem =>
  ({
    id,
    _id: id,
    type: 'vod',
    name: id,
    title: id,
    description: '',
    tags: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    order: 0,
    language: 'en',
    orientation: 'landscape',
    items_count: 0,
    thumbnail: { small: '', medium: '', large: '' },
    coverart: { small: '', medium: '', large: '' },
    titleImage: { small: '' },
    languages: [],
    _links: { files: { href: null } },
    metaData,
    ...extra,
  }) as ContentItem;

describe('the detail modal’s data', () => {
  it('finds related shows by the related search item, else the first tag, else the genre', () => {
    expect(relatedKey(item('s', { relatedSearchItem: ' saints ', Genre: 'Prayer' }, { tags: ['rosary'] }))).toBe('saints');
    expect(relatedKey(item('s', { Genre: 'Prayer' }, { tags: ['rosary'] }))).toBe('rosary');
    expect(relatedKey(item('s', { Genre: 'Prayer' }))).toBe('Prayer');
    expect(relatedKey(item('s'))).toBe('');
  });
});
