// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useVirtualizer } from 'react-window';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('rowSpan', () => {
  it('counts a card partly in view as shown, and draws the overscan on either side', () => {
    expect(rowSpan(40, 100, 150, 300, 2)).toEqual({ startVisible: 1, stopVisible: 4, startDrawn: 0, stopDrawn: 6 });
    expect(rowSpan(5, 100, 0, 1000, 2)).toEqual({ startVisible: 0, stopVisible: 4, startDrawn: 0, stopDrawn: 4 });
    expect(rowSpan(0, 100, 0, 1000, 2)).toEqual({ startVisible: 0, stopVisible: -1, startDrawn: 0, stopDrawn: -1 });
  });
});
