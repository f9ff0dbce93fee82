import { describe, expect, it } from 'vitest';
import { scrollMove } from './scroll-move';

// A 1080-high TV page whose safe band runs from 54 to 1026.
const band = { top: 54, bottom: 1026 };
const room = { up: 2000, down: 2000 };

describe('how far the page scrolls as focus arrives', () => {
  it('leaves a node inside the band where it is', () => {
    expect(scrollMove({ top: 300, bottom: 500, band, align: 'nearest', room })).toBe(0);
  });

  it('brings a node below the band up to its bottom edge, and one above down to its top edge', () => {
    expect(scrollMove({ top: 960, bottom: 1032, band, align: 'nearest', room })).toBe(6);
    expect(scrollMove({ top: 48, bottom: 120, band, align: 'nearest', room })).toBe(-6);
  });

  it('puts a node taller than the band at its top', () => {
    expect(scrollMove({ top: 900, bottom: 2100, band, align: 'nearest', room })).toBe(846);
  });

  it("aligns a row's block with the band's top on TV", () => {
    expect(scrollMove({ top: 700, bottom: 1000, band, align: 'start', room })).toBe(646);
  });

  it('never scrolls past either end', () => {
    expect(scrollMove({ top: 1500, bottom: 1600, band, align: 'nearest', room: { up: 0, down: 100 } })).toBe(100);
    expect(scrollMove({ top: -500, bottom: -400, band, align: 'nearest', room: { up: 200, down: 0 } })).toBe(-200);
  });

  it('shows what lies below the last focus stop (the footer), as far as the stop stays in the band', () => {
    // The end is 250 px away: all of it comes into view.
    expect(scrollMove({ top: 980, bottom: 1024, band, align: 'nearest', room: { up: 3000, down: 250 }, last: true })).toBe(250);
    // The end is far: the stop goes no higher than the band's top.
    expect(scrollMove({ top: 980, bottom: 1024, band, align: 'nearest', room: { up: 3000, down: 5000 }, last: true })).toBe(926);
  });

  it('shows what lies above the first focus stop (a title), as far as the stop stays in the band', () => {
    expect(scrollMove({ top: 60, bottom: 160, band, align: 'nearest', room: { up: 120, down: 3000 }, first: true })).toBe(-120);
    expect(scrollMove({ top: 60, bottom: 160, band, align: 'nearest', room: { up: 5000, down: 3000 }, first: true })).toBe(-866);
  });

  it('keeps a lone focus stop where the ordinary rule puts it', () => {
    expect(scrollMove({ top: 300, bottom: 400, band, align: 'nearest', room, first: true, last: true })).toBe(0);
  });
});
