import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewportGeometry } from './use-viewport-geometry';

/** A viewport whose layout reads are counted: each one would make the browser lay the page out. */
function viewport(width: number) {
  const node = document.createElement('div');
  let reads = 0;
  let left = 0;
  Object.defineProperty(node, 'clientWidth', { get: () => (reads++, width) });
  Object.defineProperty(node, 'scrollLeft', {
    get: () => (reads++, left),
    set: (value: number) => {
      left = value;
    },
  });
  return {
    node,
    reads: () => reads,
    scrollTo(value: number) {
      left = value;
      node.dispatchEvent(new Event('scroll'));
    },
  };
}

describe('a row viewport’s width and scroll position', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are kept as they change, so a key press reads no layout', () => {
    let resized: (() => void) | null = null;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const row = viewport(1600);
    const { result } = renderHook(() => useViewportGeometry(row.node));
    const before = row.reads();
    expect(result.current.read()).toEqual({ width: 1600, scrollLeft: 0 });
    result.current.scrolledTo(416);
    expect(result.current.read()).toEqual({ width: 1600, scrollLeft: 416 });
    expect(row.reads()).toBe(before);
    // The viewer scrolls the row by mouse or touch; the page is resized.
    act(() => row.scrollTo(832));
    expect(result.current.read().scrollLeft).toBe(832);
    act(() => resized?.());
    expect(result.current.read().width).toBe(1600);
  });

  it('are read from the page on engines without ResizeObserver (old TVs)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const row = viewport(1200);
    const { result } = renderHook(() => useViewportGeometry(row.node));
    const before = row.reads();
    expect(result.current.read()).toEqual({ width: 1200, scrollLeft: 0 });
    expect(row.reads()).toBe(before + 2);
  });
});
