// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useVirtualizer } from 'react-window';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRtlScrollModel, type RtlScrollModel } from '../lib/direction';
import { rowSpan, useRowWindow, type RowWindowOptions } from './use-row-window';

/** jsdom has no ResizeObserver: this one reports the sizes a test gives it. */
const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
class TestResizeObserver {
  private entry: { callback: ResizeObserverCallback; targets: Set<Element> };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: new Set() };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    this.entry.targets.clear();
    observers.delete(this.entry);
  }
}

function resize(element: Element, width: number) {
  act(() => {
    for (const { callback, targets } of [...observers])
      if (targets.has(element)) callback([{ target: element, contentRect: { width, height: 100 } } as unknown as ResizeObserverEntry], {} as ResizeObserver);
  });
}

/** A row's viewport whose scroll position the test sets (jsdom lays nothing out). */
function viewport() {
  const element = document.createElement('div');
  let left = 0;
  Object.defineProperty(element, 'scrollLeft', { get: () => left, set: (value: number) => (left = value) });
  const scrollTo = (value: number) =>
    act(() => {
      left = value;
      element.dispatchEvent(new Event('scroll'));
    });
  return { element, scrollTo };
}

/** Both answers for the same row: ours and react-window's. */
function both(initial: RowWindowOptions) {
  return renderHook(
    (options: RowWindowOptions) => {
      const ours = useRowWindow(options);
      const theirs = useVirtualizer({
        count: options.count,
        direction: 'horizontal',
        element: options.element,
        itemSize: options.itemSize,
        overscanCount: options.overscan,
        defaultSize: options.defaultWidth,
        dir: 'ltr',
      });
      return { ours, theirs: { items: theirs.items, visibleRange: theirs.visibleRange } };
    },
    { initialProps: initial },
  );
}

beforeEach(() => {
  observers.clear();
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
});

describe('useRowWindow', () => {
  it('draws what react-window draws for a row, as it mounts, scrolls, resizes and changes length', () => {
    const { element, scrollTo } = viewport();
    const options: RowWindowOptions = { count: 40, element: null, itemSize: 344, overscan: 4, defaultWidth: 1920 };
    const { result, rerender } = both(options);
    const agree = () => {
      expect(result.current.ours).toEqual(result.current.theirs);
      return result.current.ours;
    };
    // Before the viewport is mounted: the first cards for the width guessed.
    expect(agree().items.map((item) => item.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(agree().visibleRange).toEqual({ startIndex: 0, stopIndex: 5 });

    rerender({ ...options, element });
    agree();
    for (const left of [1, 343, 344, 345, 1000, 5000, 40 * 344 - 1920, 40 * 344, 0]) {
      scrollTo(left);
      agree();
    }
    // A phone's narrower row, then a window made wider.
    resize(element, 375);
    expect(agree().visibleRange).toEqual({ startIndex: 0, stopIndex: 1 });
    scrollTo(2000);
    agree();
    resize(element, 2500);
    agree();
    // Fewer cards (a reload), none, then more, and another size and overscan.
    for (const change of [{ count: 3 }, { count: 0 }, { count: 1 }, { count: 500 }, { itemSize: 200, overscan: 1 }, { itemSize: 0 }]) {
      rerender({ ...options, element, ...change });
      agree();
    }
  });

  it('keeps its answer while a scroll stays among the same cards', () => {
    const { element, scrollTo } = viewport();
    const { result } = both({ count: 40, element, itemSize: 344, overscan: 4, defaultWidth: 1920 });
    const before = result.current.ours;
    scrollTo(10);
    expect(result.current.ours.items).toBe(before.items);
    expect(result.current.ours.visibleRange).toBe(before.visibleRange);
  });
});

/**
 * A right-to-left row's viewport, `width` pixels wide over `content` pixels of cards, scrolled
 * `fromStart` pixels from its right edge, with scrollLeft as the engine's `model` counts it.
 */
function rtlViewport(model: RtlScrollModel, width: number) {
  const element = document.createElement('div');
  let content = width;
  let fromStart = 0;
  const left = () => (model === 'negative' ? -fromStart : model === 'default' ? content - width - fromStart : fromStart);
  Object.defineProperty(element, 'scrollLeft', { get: left });
  Object.defineProperty(element, 'scrollWidth', { get: () => content });
  Object.defineProperty(element, 'clientWidth', { get: () => width });
  const scrollTo = (value: number) =>
    act(() => {
      fromStart = value;
      element.dispatchEvent(new Event('scroll'));
    });
  // More cards: the track grows leftwards, and the view stays where it was from the start (in the
  // 'default' model scrollLeft grows with it, and no scroll event comes).
  const grow = (next: number) => (content = Math.max(width, next));
  return { element, scrollTo, grow, left };
}

describe('useRowWindow right to left', () => {
  afterEach(() => resetRtlScrollModel());

  for (const model of ['negative', 'default', 'reverse'] as const) {
    it(`draws the cards react-window draws left to right at the same distance from the start (${model} scrollLeft)`, () => {
      resetRtlScrollModel(model);
      const width = 1920;
      const itemSize = 344;
      const { element, scrollTo, grow, left } = rtlViewport(model, width);
      grow(40 * itemSize);
      const ltr = viewport();
      const initial: RowWindowOptions = { count: 40, element, itemSize, overscan: 4, defaultWidth: width, rtl: true };
      const { result, rerender } = renderHook(
        ({ options, ltrElement }: { options: RowWindowOptions; ltrElement: HTMLElement }) => ({
          ours: useRowWindow(options),
          theirs: useVirtualizer({
            count: options.count,
            direction: 'horizontal',
            element: ltrElement,
            itemSize: options.itemSize,
            overscanCount: options.overscan,
            defaultSize: options.defaultWidth,
            dir: 'ltr',
          }),
        }),
        { initialProps: { options: initial, ltrElement: ltr.element } },
      );
      const agree = () => {
        expect(result.current.ours).toEqual({ items: result.current.theirs.items, visibleRange: result.current.theirs.visibleRange });
        return result.current.ours;
      };
      expect(agree().visibleRange).toEqual({ startIndex: 0, stopIndex: 5 });
      for (const along of [1, 343, 344, 345, 1000, 5000, 40 * itemSize - width, 0, 3000]) {
        scrollTo(along);
        ltr.scrollTo(along);
        expect(agree().visibleRange.startIndex).toBe(Math.floor(along / itemSize));
      }
      // 3,000 px along, the row loads 40 more: the same cards stay in view, however scrollLeft moved.
      const before = left();
      grow(80 * itemSize);
      rerender({ options: { ...initial, count: 80 }, ltrElement: ltr.element });
      expect(agree().visibleRange).toEqual({ startIndex: 8, stopIndex: 14 });
      if (model === 'default') expect(left()).toBe(before + 40 * itemSize);
      else expect(left()).toBe(before);
    });
  }

  it('is the left-to-right answer when rtl is false, whatever the model', () => {
    resetRtlScrollModel('default');
    const { element, scrollTo } = viewport();
    const { result } = renderHook(() => useRowWindow({ count: 40, element, itemSize: 344, overscan: 4, defaultWidth: 1920 }));
    scrollTo(1000);
    expect(result.current.visibleRange).toEqual({ startIndex: 2, stopIndex: 8 });
  });
});

describe('rowSpan', () => {
  it('counts a card partly in view as shown, and draws the overscan on either side', () => {
    expect(rowSpan(40, 100, 150, 300, 2)).toEqual({ startVisible: 1, stopVisible: 4, startDrawn: 0, stopDrawn: 6 });
    expect(rowSpan(5, 100, 0, 1000, 2)).toEqual({ startVisible: 0, stopVisible: 4, startDrawn: 0, stopDrawn: 4 });
    expect(rowSpan(0, 100, 0, 1000, 2)).toEqual({ startVisible: 0, stopVisible: -1, startDrawn: 0, stopDrawn: -1 });
  });
});
