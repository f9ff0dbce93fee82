import { useLayoutEffect, useMemo, useState } from 'react';
import { scrollFromStart } from '../lib/direction';

/** One card's place in a row: its index and where its slot starts, in pixels from the track's start. */
export interface WindowItem {
  index: number;
  offset: number;
  size: number;
}

/** The cards of a row wholly or partly in view: first and last index (-1 and -1 for an empty row). */
export interface RowRange {
  startIndex: number;
  stopIndex: number;
}

interface RowSpan {
  startVisible: number;
  stopVisible: number;
  startDrawn: number;
  stopDrawn: number;
}

/**
 * Which of `count` slots of `itemSize` pixels a `width`-pixel viewport scrolled `scrollLeft`
 * pixels shows, and which are drawn: `overscan` more on either side.
 */
export function rowSpan(count: number, itemSize: number, scrollLeft: number, width: number, overscan: number): RowSpan {
  if (count === 0) return { startVisible: 0, stopVisible: -1, startDrawn: 0, stopDrawn: -1 };
  const last = count - 1;
  let start = 0;
  let stop = 0;
  if (itemSize > 0) {
    start = Math.max(0, Math.min(last, Math.floor(scrollLeft / itemSize)));
    stop = Math.max(start, Math.min(last, Math.ceil((scrollLeft + width) / itemSize) - 1));
  }
  return { startVisible: start, stopVisible: stop, startDrawn: Math.max(0, start - overscan), stopDrawn: Math.min(last, stop + overscan) };
}

const sameSpan = (a: RowSpan, b: RowSpan) =>
  a.startVisible === b.startVisible && a.stopVisible === b.stopVisible && a.startDrawn === b.startDrawn && a.stopDrawn === b.stopDrawn;

/** The element's content width as its resize observer reports it; `initial` until then (and where there is none). */
function useContentWidth(element: HTMLElement | null, initial: number): number {
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) if (entry.target === element) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export interface RowWindowOptions {
  count: number;
  /** The horizontally scrolled viewport (null until it is mounted). */
  element: HTMLElement | null;
  /** Every card's slot, gap included. */
  itemSize: number;
  /** Cards drawn beyond each edge of the view. */
  overscan: number;
  /** The viewport's width until its resize observer reports one. */
  defaultWidth: number;
  /**
   * The row runs right to left (Arabic): it starts at its right edge, and its scroll is counted
   * from there whatever the engine's scrollLeft model (lib/direction.ts scrollFromStart).
   */
  rtl?: boolean;
}

/**
 * The cards a horizontal row of same-sized cards draws, kept up to date as it scrolls and
 * resizes: what react-window's useVirtualizer answers for such a row (a left-to-right list with
 * a fixed item size, its own scroller), without its 5 KB gzip of machinery for measured sizes,
 * other scrollers and animated scrolling in the home page's JS (use-row-window.test.tsx checks
 * the two agree). The card grid, which scrolls with its page, still uses react-window.
 *
 * Right to left, offsets are counted from the track's right edge (the cell is placed with
 * `right`), and the scroll from the viewport's start, so the same cards are drawn as left to right.
 */
export function useRowWindow({ count, element, itemSize, overscan, defaultWidth, rtl = false }: RowWindowOptions): {
  items: WindowItem[];
  visibleRange: RowRange;
} {
  const width = useContentWidth(element, defaultWidth);
  const size = Number.isFinite(itemSize) && itemSize > 0 ? itemSize : 0;
  const [span, setSpan] = useState(() => rowSpan(count, size, 0, width, overscan));
  useLayoutEffect(() => {
    const update = () => {
      const next = rowSpan(count, size, element ? scrollFromStart(element, rtl) : 0, width, overscan);
      setSpan((previous) => (sameSpan(previous, next) ? previous : next));
    };
    update();
    if (!element) return;
    element.addEventListener('scroll', update);
    return () => element.removeEventListener('scroll', update);
  }, [element, count, size, width, overscan, rtl]);

  // A span from before the row got shorter is cut to it until the effect above catches up.
  const last = count - 1;
  const startDrawn = Math.min(last, span.startDrawn);
  const stopDrawn = Math.min(last, span.stopDrawn);
  const startIndex = Math.min(last, span.startVisible);
  const stopIndex = Math.min(last, span.stopVisible);
  const items = useMemo(() => {
    const drawn: WindowItem[] = [];
    if (count > 0) for (let index = startDrawn; index <= stopDrawn; index++) drawn.push({ index, offset: index * size, size });
    return drawn;
  }, [count, size, startDrawn, stopDrawn]);
  const visibleRange = useMemo(() => ({ startIndex, stopIndex }), [startIndex, stopIndex]);
  return { items, visibleRange };
}
