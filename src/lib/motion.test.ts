import { describe, expect, it } from 'vitest';
import { afterShortEnds, nextAutoSlide, playsSplash, scrollBehaviour } from './motion';

const slide = { index: 0, count: 3, stopAtLast: true, paused: false, reducedMotion: false };

describe('what moves by itself', () => {
  it('turns a banner to its next slide, the top one stopping at its last, others going round', () => {
    expect(nextAutoSlide(slide)).toBe(1);
    expect(nextAutoSlide({ ...slide, index: 2 })).toBeNull();
    expect(nextAutoSlide({ ...slide, index: 2, stopAtLast: false })).toBe(0);
    expect(nextAutoSlide({ ...slide, count: 1 })).toBeNull();
    expect(nextAutoSlide({ ...slide, paused: true })).toBeNull();
  });

  it('turns no banner for viewers who ask for less motion', () => {
    expect(nextAutoSlide({ ...slide, reducedMotion: true })).toBeNull();
    expect(nextAutoSlide({ ...slide, stopAtLast: false, reducedMotion: true })).toBeNull();
  });

  it('scrolls smoothly only when asked and motion is welcome', () => {
    expect(scrollBehaviour(true, false)).toBe('smooth');
    expect(scrollBehaviour(true, true)).toBe('auto');
    expect(scrollBehaviour(false, false)).toBe('auto');
  });

  it('skips the start-up film for less motion, and when there is none', () => {
    expect(playsSplash('/media/splash.mp4', false)).toBe(true);
    expect(playsSplash('/media/splash.mp4', true)).toBe(false);
    expect(playsSplash(undefined, false)).toBe(false);
    expect(playsSplash('', false)).toBe(false);
  });

  it('plays the next short at the end of one, unless less motion is asked for', () => {
    expect(afterShortEnds(false)).toBe('next');
    expect(afterShortEnds(true)).toBe('stay');
  });
});
