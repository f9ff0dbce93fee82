import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../contract/answers';
import { contentItem } from '../../testing/content-item';
import { relatedKey } from './detail-data';

const item = (id: string, metaData: ContentItem['metaData'] = {}, extra: Partial<ContentItem> = {}): ContentItem =>
  contentItem({ id, type: 'vod', createdAt: '2024-01-01T00:00:00.000Z', metaData, ...extra });

describe('the detail modal’s data', () => {
  it('finds related shows by the related search item, else the first tag, else the genre', () => {
    expect(relatedKey(item('s', { relatedSearchItem: ' saints ', Genre: 'Prayer' }, { tags: ['rosary'] }))).toBe('saints');
    expect(relatedKey(item('s', { Genre: 'Prayer' }, { tags: ['rosary'] }))).toBe('rosary');
    expect(relatedKey(item('s', { Genre: 'Prayer' }))).toBe('Prayer');
    expect(relatedKey(item('s'))).toBe('');
  });
});
