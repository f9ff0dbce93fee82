// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseSeekPreviews, previewAt } from './seek-previews';

const TRACK =
  'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nsprite-001.jpg#xywh=0,0,160,90\n\n00:00:05.000 --> 00:00:10.000\nsprite-001.jpg#xywh=160,0,160,90\n\n00:00:10.000 --> 00:00:12.500\nsprite-002.jpg#xywh=0,0,160,90\n';

describe('seek previews', () => {
  it('reads each cue into a region of its sprite, addressed beside the track', () => {
    const previews = parseSeekPreviews(TRACK, '/media/library/abc/thumbnails.vtt');
    expect(previews).toHaveLength(3);
    expect(previews[1]).toEqual({ start: 5, end: 10, url: `${location.origin}/media/library/abc/sprite-001.jpg`, x: 160, y: 0, width: 160, height: 90 });
    expect(previews[2]!.url).toBe(`${location.origin}/media/library/abc/sprite-002.jpg`);
  });

  it('finds the picture of any second, the last one past the end', () => {
    const previews = parseSeekPreviews(TRACK, '/t.vtt');
    expect(previewAt(previews, 0)!.x).toBe(0);
    expect(previewAt(previews, 7.2)!.x).toBe(160);
    expect(previewAt(previews, 11)!.url).toMatch(/sprite-002/);
    expect(previewAt(previews, 99)!.url).toMatch(/sprite-002/);
    expect(previewAt([], 3)).toBeNull();
  });

  it('leaves out what cannot be read, and reads hours', () => {
    const text =
      'WEBVTT\n\nnot a cue\n\n01:00:00.000 --> 01:00:10.000\nsprite-009.jpg#xywh=320,90,160,90\n\n00:00:01.000 --> x\nsprite.jpg#xywh=0,0,1,1\n\n00:00:02.000 --> 00:00:03.000\nsprite.jpg\n';
    expect(parseSeekPreviews(text, '/m/t.vtt')).toEqual([
      { start: 3600, end: 3610, url: `${location.origin}/m/sprite-009.jpg`, x: 320, y: 90, width: 160, height: 90 },
    ]);
  });
});
