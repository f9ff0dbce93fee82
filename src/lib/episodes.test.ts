import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../api/types';
import { contentItem } from '../testing/content-item';
import { clock, nextEpisode, sortEpisodes } from './episodes';

const item = (id: string, metaData: ContentItem['metaData'] = {}, extra: Partial<ContentItem> = {}): ContentItem =>
  contentItem({ id, type: 'vod', createdAt: '2024-01-01T00:00:00.000Z', metaData, ...extra });

describe('episodes', () => {
  it('sorts episodes by number, Oldest First or Newest First, unnumbered ones last', () => {
    const episodes = [item('c', { episode_number: 3 }), item('x'), item('a', { episode_number: 1 }), item('b', { episode_number: '2' })];
    expect(sortEpisodes(episodes, 'oldest').map((e) => e.id)).toEqual(['a', 'b', 'c', 'x']);
    expect(sortEpisodes(episodes, 'newest').map((e) => e.id)).toEqual(['x', 'c', 'b', 'a']);
    expect(episodes.map((e) => e.id)).toEqual(['c', 'x', 'a', 'b']);
  });

  it('writes resume points as a clock', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(754.9)).toBe('12:34');
    expect(clock(3754)).toBe('1:02:34');
    expect(clock(-5)).toBe('0:00');
  });
  it('finds the next episode by number, none after the last', () => {
    const episodes = [item('e3', { episode_number: 3 }), item('e1', { episode_number: 1 }), item('e2', { episode_number: 2 })];
    expect(nextEpisode(episodes, 'e1')?.id).toBe('e2');
    expect(nextEpisode(episodes, 'e2')?.id).toBe('e3');
    expect(nextEpisode(episodes, 'e3')).toBeNull();
    expect(nextEpisode(episodes, 'other')).toBeNull();
  });
});
