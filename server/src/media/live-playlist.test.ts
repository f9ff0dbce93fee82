import { describe, expect, it } from 'vitest';
import { LIVE_EPOCH_MS, LIVE_WINDOW_SEGMENTS, parseMediaPlaylist, renderLivePlaylist } from './live-playlist.js';

const VOD = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:1',
  '#EXT-X-MAP:URI="init-stream0.m4s"',
  ...Array.from({ length: 5 }, (_, i) => [`#EXTINF:2.000000,`, `chunk-stream0-0000${i + 1}.m4s`]).flat(),
  '#EXT-X-ENDLIST',
].join('\n');

const track = parseMediaPlaylist(VOD, '/media/vod/x/');
const at = (seconds: number) => renderLivePlaylist(track, 5, 10, LIVE_EPOCH_MS + seconds * 1000);
const uris = (text: string) => text.split('\n').filter((l) => l.startsWith('/media/vod/x/chunk'));
const tag = (text: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(text)![1]);

describe('the live playlist', () => {
  it('reads the VOD playlist with absolute URIs', () => {
    expect(track.mapUri).toBe('/media/vod/x/init-stream0.m4s');
    expect(track.segments).toHaveLength(5);
    expect(track.segments[0]).toEqual({ uri: '/media/vod/x/chunk-stream0-00001.m4s', duration: 2 });
  });

  it('keeps a window of segments that have fully played out, and never ends', () => {
    const text = at(1000);
    expect(uris(text)).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(text).not.toContain('#EXT-X-ENDLIST');
    // 1000 s = 100 loops exactly: the newest finished segment is the last of the loop.
    expect(uris(text).at(-1)).toBe('/media/vod/x/chunk-stream0-00005.m4s');
  });

  it('moves its edge with the clock, one segment per 2 seconds', () => {
    expect(tag(at(1002), 'EXT-X-MEDIA-SEQUENCE') - tag(at(1000), 'EXT-X-MEDIA-SEQUENCE')).toBe(1);
    expect(tag(at(1001.9), 'EXT-X-MEDIA-SEQUENCE')).toBe(tag(at(1000), 'EXT-X-MEDIA-SEQUENCE'));
    expect(tag(at(1060), 'EXT-X-MEDIA-SEQUENCE') - tag(at(1000), 'EXT-X-MEDIA-SEQUENCE')).toBe(30);
  });

  it('marks a discontinuity where the loop starts again and counts them', () => {
    const text = at(1004);
    const lines = text.split('\n');
    const restart = lines.findIndex((l) => l === '/media/vod/x/chunk-stream0-00001.m4s');
    expect(lines.slice(restart - 5, restart)).toContain('#EXT-X-DISCONTINUITY');
    const first = tag(text, 'EXT-X-MEDIA-SEQUENCE');
    expect(tag(text, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(Math.floor(first / 5));
    // Discontinuity numbers never go backwards as the window slides.
    let previous = -1;
    for (let s = 1000; s < 1030; s += 2) {
      const value = tag(at(s), 'EXT-X-DISCONTINUITY-SEQUENCE');
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('stamps each segment with its broadcast time', () => {
    const text = at(1000);
    const stamps = text
      .split('\n')
      .filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))
      .map((l) => Date.parse(l.slice(25)));
    expect(stamps.at(-1)).toBe(LIVE_EPOCH_MS + 998_000);
    expect(stamps[1]! - stamps[0]!).toBe(2000);
  });
});
