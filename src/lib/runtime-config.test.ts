import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, serverUrl, withServerPaths } from './runtime-config';

describe("a TV package's runtime settings", () => {
  it('takes an http(s) server address, without a trailing slash', () => {
    expect(parseRuntimeConfig({ serverUrl: 'https://tv.example.org/' })).toEqual({ serverUrl: 'https://tv.example.org' });
    expect(parseRuntimeConfig({ serverUrl: 'http://192.168.1.20:8080' })).toEqual({ serverUrl: 'http://192.168.1.20:8080' });
    expect(parseRuntimeConfig({ serverUrl: 'https://example.org/lumen/?x=1#y' })).toEqual({ serverUrl: 'https://example.org/lumen' });
  });

  it('counts anything else as the web (not packaged)', () => {
    for (const value of [
      undefined,
      null,
      'https://x',
      {},
      { serverUrl: 3 },
      { serverUrl: 'ftp://x' },
      { serverUrl: 'javascript:alert(1)' },
      { serverUrl: 'not a url' },
    ]) {
      expect(parseRuntimeConfig(value)).toEqual({ serverUrl: null });
    }
  });

  it('puts server paths on the server only when packaged', () => {
    expect(serverUrl('/media/splash/splash.mp4', null)).toBe('/media/splash/splash.mp4');
    expect(serverUrl('/media/splash/splash.mp4', 'https://tv.example.org')).toBe('https://tv.example.org/media/splash/splash.mp4');
    expect(serverUrl('https://cdn.example.org/a.png', 'https://tv.example.org')).toBe('https://cdn.example.org/a.png');
    expect(serverUrl('//cdn.example.org/a.png', 'https://tv.example.org')).toBe('//cdn.example.org/a.png');
  });

  it('makes the art, media and API paths of an answer absolute, and leaves the rest', () => {
    const answer = {
      items: [{ thumbnail: { large: '/art/poster.svg?t=A&w=320' }, metaData: { epg: '/api/epg/ch1.txt' }, name: '/not a path', count: 3 }],
      url: '/media/vod/a/master.m3u8',
      loading_spinner: '/brand/spinner.svg',
      link: 'https://elsewhere.example.org/art/x.svg',
      flag: true,
      none: null,
    };
    expect(withServerPaths(answer, null)).toBe(answer);
    expect(withServerPaths(answer, 'https://tv.example.org')).toEqual({
      items: [
        {
          thumbnail: { large: 'https://tv.example.org/art/poster.svg?t=A&w=320' },
          metaData: { epg: 'https://tv.example.org/api/epg/ch1.txt' },
          name: '/not a path',
          count: 3,
        },
      ],
      url: 'https://tv.example.org/media/vod/a/master.m3u8',
      loading_spinner: 'https://tv.example.org/brand/spinner.svg',
      link: 'https://elsewhere.example.org/art/x.svg',
      flag: true,
      none: null,
    });
  });
});
