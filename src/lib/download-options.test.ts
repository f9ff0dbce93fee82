// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadOptions, isoDurationSeconds } from './download-options';

const sample = readFileSync(path.resolve(import.meta.dirname, '../../public/media/vod/chapel/manifest.mpd'), 'utf8');

describe('download options', () => {
  it('offer the smallest rendition for data saving and the largest as standard, sized from the manifest', () => {
    const options = downloadOptions(sample)!;
    expect(options.map((o) => [o.quality, o.height])).toEqual([
      ['data-saver', 240],
      ['standard', 480],
    ]);
    // 60 s at (30842 + 64000) and (76439 + 64000) bits per second.
    expect(options.map((o) => o.bytes)).toEqual([Math.round((94842 * 60) / 8), Math.round((140439 * 60) / 8)]);
  });

  it('give one option for one rendition, and none for what is not a manifest', () => {
    const single = sample.replace(/<Representation id="1"[\s\S]*?<\/Representation>/, '');
    expect(downloadOptions(single)!.map((o) => o.quality)).toEqual(['data-saver']);
    expect(downloadOptions('<html></html>')).toBeNull();
    expect(downloadOptions('not xml at all <')).toBeNull();
    expect(downloadOptions(sample.replace('PT1M0.0S', 'soon'))).toBeNull();
  });

  it('read ISO durations', () => {
    expect(isoDurationSeconds('PT1M0.0S')).toBe(60);
    expect(isoDurationSeconds('PT1H2M3.5S')).toBe(3723.5);
    expect(isoDurationSeconds('PT')).toBeNull();
    expect(isoDurationSeconds('P1D')).toBeNull();
  });
});
