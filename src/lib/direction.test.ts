import { afterEach, describe, expect, it } from 'vitest';
import { logicalDirection, resetRtlScrollModel, scrollFromStart, scrollLeftFor, type RtlScrollModel } from './direction';

/** A scroller 300 px wide over 1,000 px of content, scrolled to `scrollLeft`. */
const scroller = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 1000, clientWidth: 300 }) as HTMLElement;

describe('a row scroll counted from its start', () => {
  afterEach(() => resetRtlScrollModel());

  it('left to right is scrollLeft itself', () => {
    expect(scrollFromStart(scroller(120), false)).toBe(120);
    expect(scrollLeftFor(scroller(0), 120, false)).toBe(120);
  });

  // At the start, and 120 px along (leftwards), as each model counts it.
  const cases: Array<[RtlScrollModel, number, number]> = [
    ['negative', 0, -120], // Chrome 85 and later, the spec
    ['default', 700, 580], // Chrome before 85: most TVs
    ['reverse', 0, 120], // old Edge
  ];
  for (const [model, atStart, along] of cases) {
    it(`right to left, the ${model} model`, () => {
      resetRtlScrollModel(model);
      expect(scrollFromStart(scroller(atStart), true)).toBe(0);
      expect(scrollFromStart(scroller(along), true)).toBe(120);
      expect(scrollLeftFor(scroller(atStart), 0, true)).toBe(atStart);
      expect(scrollLeftFor(scroller(atStart), 120, true)).toBe(along);
    });
  }
});

describe('arrows in a list', () => {
  it('turn around right to left, Up and Down stay', () => {
    expect(logicalDirection('left', true)).toBe('right');
    expect(logicalDirection('right', true)).toBe('left');
    expect(logicalDirection('up', true)).toBe('up');
    expect(logicalDirection('left', false)).toBe('left');
  });
});
