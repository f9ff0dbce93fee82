import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../contract/answers';
import { contentItem } from '../testing/content-item';
import { clock, episodeAfter, nextEpisode, sortEpisodes } from './episodes';
import { resumePath } from './resume-path';

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

  it('finds the next episode from a season, or from a show by looking through its seasons', async () => {
    const lists: Record<string, ContentItem[]> = {
      show: [item('s1', {}, { type: 'Season' }), item('s2', {}, { type: 'Season' })],
      s1: [item('a2', { episode_number: 2 }), item('a1', { episode_number: 1 })],
      s2: [item('b1', { episode_number: 1 }), item('b2', { episode_number: 2 })],
    };
    const asked: string[] = [];
    const itemsOf = async (id: string) => {
      asked.push(id);
      return lists[id] ?? [];
    };
    expect((await episodeAfter('s1', 'a1', itemsOf))?.id).toBe('a2');
    expect((await episodeAfter('show', 'b1', itemsOf))?.id).toBe('b2');
    expect(await episodeAfter('show', 'a2', itemsOf)).toBeNull();
    expect(await episodeAfter('show', 'elsewhere', itemsOf)).toBeNull();
    expect(asked).toEqual(['s1', 'show', 's1', 's2', 'show', 's1', 'show', 's1', 's2']);
  });
});

describe('resumePath', () => {
  it('resumes with the show it was played from, and without one when the point names none', () => {
    expect(resumePath({ videoId: 'ep-1', refId: 'show-9', refType: 'Series' })).toBe(
      '/viewVideo/ep-1/vod/continue?resume=true&pType=Series&eId=show-9&eTy=Series',
    );
    expect(resumePath({ videoId: 'ep-1' })).toBe('/viewVideo/ep-1/vod/continue?resume=true');
    expect(resumePath({ videoId: 'ep-1', refId: '../x', refType: 'Series' })).toBe('/viewVideo/ep-1/vod/continue?resume=true');
    expect(resumePath({ videoId: 'ep-1', refId: 'show-9', refType: 'vod' })).toBe('/viewVideo/ep-1/vod/continue?resume=true');
  });
});
