import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArt } from './art.js';
import { drawPicture, PictureCache } from './art-picture.js';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('art pictures', () => {
  it('draws an SVG as a WebP of its size, keeping its transparency', async () => {
    const picture = await drawPicture(renderArt('title', 'Mission India', 120, 800));
    const { format, width, height, hasAlpha } = await sharp(picture).metadata();
    expect({ format, width, hasAlpha }).toEqual({ format: 'webp', width: 800, hasAlpha: true });
    expect(height).toBeGreaterThan(0);
    // The title is drawn: the picture is not one flat colour.
    const { channels } = await sharp(picture).stats();
    expect(channels.some((channel) => channel.stdev > 10)).toBe(true);
  });

  it('draws each picture once, sharing a drawing still under way', async () => {
    let draws = 0;
    let finish: (picture: Buffer) => void = () => undefined;
    const cache = new PictureCache(1000, () => {
      draws++;
      return new Promise((resolve) => (finish = resolve));
    });
    const first = cache.picture('a', () => '<svg/>');
    const second = cache.picture('a', () => '<svg/>');
    finish(bytes(10));
    expect(await first).toBe(await second);
    expect(await cache.picture('a', () => '<svg/>')).toBe(await first);
    expect(draws).toBe(1);
  });

  it('keeps up to its bytes, letting the least recently asked for go first', async () => {
    const cache = new PictureCache(300, (svg) => Promise.resolve(bytes(100, svg.length)));
    for (const key of ['a', 'b', 'c']) await cache.picture(key, () => key);
    // 'a' asked for again: 'b' is now the oldest.
    await cache.picture('a', () => 'a');
    await cache.picture('d', () => 'd');
    expect(cache.size).toBe(3);
    expect(cache.keptBytes).toBe(300);
    let drawn = '';
    const draw = (key: string) => () => ((drawn += key), key);
    for (const key of ['a', 'c', 'd', 'b']) await cache.picture(key, draw(key));
    expect(drawn).toBe('b');
  });

  it('does not keep a picture larger than all it may keep, nor one whose drawing failed', async () => {
    let draws = 0;
    const cache = new PictureCache(50, (svg) => {
      draws++;
      return svg === 'bad' ? Promise.reject(new Error('cannot draw')) : Promise.resolve(bytes(100));
    });
    await cache.picture('big', () => 'big');
    await expect(cache.picture('bad', () => 'bad')).rejects.toThrow('cannot draw');
    await expect(cache.picture('bad', () => 'bad')).rejects.toThrow('cannot draw');
    expect(cache.size).toBe(0);
    expect(draws).toBe(3);
  });
});
