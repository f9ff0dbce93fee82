import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { directionOf } from '../../contract/locales';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from 'react-window';
import { filledCellWidth, gridColumns, gridEntryIndex, gridStep } from '../focus/grid-steps';
import { rememberedRowIndex } from '../focus/memory';
import { keepInView, prefersReducedMotion } from '../focus/scroll';
import { useAnnouncePosition } from '../focus/use-announce-position';
import { useVirtualListFocus, type VirtualListState } from '../focus/use-virtual-list-focus';
import { INFINITE_SCROLL_MARGIN_PX } from '../lib/constants';
import { isRtl, logicalDirection } from '../lib/direction';
import { useUi } from '../stores/ui';
import { VirtualCell } from './VirtualCell';
import './VirtualGrid.css';

export interface VirtualGridProps<T> {
  /** Stable focus key; also the key the grid remembers its position under. */
  focusKey: string;
  /** Accessible name of the grid. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** A card's accessible name (see lib/announcements.ts cardName). */
  itemLabel?: (item: T) => string;
  /** How many the whole list holds, when the server says (more than are loaded yet). */
  total?: number | null;
  /**
   * About how wide a cell is: the grid makes the line of cells nearest to it and stretches them to
   * fill the width exactly. `cellHeight` gives a cell's height (picture and title) for its width.
   */
  cellWidth: number;
  cellHeight: (width: number) => number;
  gap: number;
  rowGap?: number;
  renderItem: (item: T, index: number, width: number) => ReactNode;
  onSelect: (item: T, index: number) => void;
  /** More items can be loaded; the grid asks as focus or scrolling nears the end. */
  hasMore?: boolean;
  loadMore?: () => void;
}

/** The element that scrolls the page: the TV stage's content, else the window. */
function pageScroller(node: HTMLElement): HTMLElement | 'window' {
  return node.closest<HTMLElement>('[data-scroll-container]') ?? 'window';
}

/** Lines ahead of focus at which the next page is asked for. */
const FOCUS_PREFETCH_ROWS = 6;

interface GridState<T> extends VirtualListState<T> {
  columns: number;
}

/**
 * One focusable, virtualised grid of cards: a single focus target that moves its own index with
 * the arrows (so 1,000 shows cost the same per key as 10), draws only the rows near the screen
 * (it scrolls with the page), asks for more as focus or scrolling nears the end, and gives way to
 * the rest of the page at its edges. Coming back to the page, it returns to the card it was on,
 * loading pages until that card is there.
 */
export function VirtualGrid<T>({
  focusKey,
  label,
  items,
  itemKey,
  itemLabel,
  total,
  cellWidth,
  cellHeight,
  gap,
  rowGap = gap,
  renderItem,
  onSelect,
  hasMore = false,
  loadMore,
}: VirtualGridProps<T>) {
  // Another language draws the cards' names (itemLabel) again, and may turn the lines around.
  useLingui();
  // (The language is read from Lingui's own i18n: a row may be drawn outside its provider, as the harness does.)
  const rtl = directionOf(i18n.locale) === 'rtl';
  const formFactor = useUi((s) => s.formFactor);
  /** The card wanted: may lie beyond what is loaded yet (coming back to a long list). */
  const [index, setIndex] = useState(() => rememberedRowIndex(focusKey) ?? 0);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const columns = gridColumns(width, cellWidth, gap);
  const actualWidth = filledCellWidth(width, columns, gap, cellWidth);
  const actualHeight = cellHeight(actualWidth);
  const rowCount = Math.ceil(items.length / columns);
  const rowStride = actualHeight + rowGap;
  const shown = Math.min(index, Math.max(0, items.length - 1));

  // The grid's width decides its columns: measured on mount and when the window changes size
  // (no ResizeObserver: old TV engines lack it, and the TV stage never changes width).
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element]);

  const scroller = element ? pageScroller(element) : null;
  const virtualizer = useVirtualizer({
    count: rowCount,
    element,
    scrollElement: scroller,
    itemSize: rowStride,
    overscanCount: 1,
    defaultSize: 1080,
  });

  // Scrolling asks for more within 600 px of the end; focus, which can move a
  // line at a time as fast as a key repeats, asks a few more lines ahead so it never waits.
  const scrollPrefetchRows = Math.max(1, Math.ceil(INFINITE_SCROLL_MARGIN_PX / rowStride));
  const prefetch = useCallback((line: number, ahead: number, grid: Pick<GridState<T>, 'items' | 'columns' | 'hasMore' | 'loadMore'>) => {
    if (grid.hasMore && grid.loadMore && line >= Math.ceil(grid.items.length / grid.columns) - 1 - ahead) grid.loadMore();
  }, []);

  const visibleLines = virtualizer.visibleRange;
  const {
    ref: focusRef,
    focused,
    repeating,
    cellRef,
    onHover,
    onClick,
    focusCell,
  } = useVirtualListFocus<T, GridState<T>>({
    focusKey,
    state: { index: shown, items, columns, hasMore, loadMore, onSelect },
    setIndex,
    itemKey: (item) => itemKey(item),
    // Right to left, the lines run from the right: Left goes on to the next card, Right back.
    step: (grid, direction) =>
      gridStep(grid.index, logicalDirection(direction, isRtl()), { count: grid.items.length, columns: grid.columns, hasMore: grid.hasMore }),
    onMoved: (at, grid) => prefetch(Math.floor(at / grid.columns), FOCUS_PREFETCH_ROWS, grid),
    // Entered from above or below, focus lands in the line on screen nearest to where it came from.
    entryIndex: (from, grid, { downward }) => {
      if (!element) return null;
      const box = element.getBoundingClientRect();
      const scale = element.offsetWidth > 0 ? box.width / element.offsetWidth : 1;
      const middle = (from.left + from.right) / 2;
      // Measured from the lines' start: the right edge, right to left.
      const centre = (isRtl() ? box.right - middle : middle - box.left) / scale;
      const lines = { start: visibleLines.startIndex, stop: visibleLines.stopIndex };
      return gridEntryIndex({
        centre,
        columns: grid.columns,
        stride: actualWidth + gap,
        count: grid.items.length,
        current: grid.index,
        visibleLines: lines,
        downward,
      });
    },
  });

  // Coming back to a card beyond what is loaded: load on until it is there (or the list ends).
  useEffect(() => {
    if (index <= items.length - 1) return;
    if (hasMore) loadMore?.();
    else if (items.length > 0) setIndex(items.length - 1);
  }, [index, items.length, hasMore, loadMore]);

  // Keep the focused card in view (the page scrolls) and give it DOM focus.
  useLayoutEffect(() => {
    if (!focused) return;
    const cell = focusCell(shown);
    if (cell) keepInView(cell, { smooth: formFactor !== 'tv' && !repeating.current && !prefersReducedMotion() });
  }, [focused, shown, formFactor, columns, focusCell, repeating]);

  // Where focus is: entering "New Releases, 3 of 20", then "4 of 20". The card's title is not in
  // it: the card holds DOM focus, and the reader says its name.
  useAnnouncePosition({ focused, index: shown, group: label, loaded: items.length, total, hasMore });

  // Scrolling by mouse or touch near the end asks for more, as focus does.
  const stopRow = virtualizer.visibleRange.stopIndex;
  const scrolledTo = useRef({ items, columns, hasMore, loadMore });
  scrolledTo.current = { items, columns, hasMore, loadMore };
  useEffect(() => {
    if (rowCount > 0) prefetch(stopRow, scrollPrefetchRows, scrolledTo.current);
  }, [stopRow, rowCount, prefetch, scrollPrefetchRows]);

  const rows = new Set(virtualizer.items.map((v) => v.index));
  // The focused card's line is always drawn, even mid-scroll while a key is held.
  if (items.length > 0) rows.add(Math.floor(shown / columns));

  const mergedRef = useCallback(
    (node: HTMLDivElement | null) => {
      focusRef.current = node;
      setElement(node);
    },
    [focusRef],
  );

  return (
    <div
      ref={mergedRef}
      className="vgrid"
      role="list"
      aria-label={label}
      tabIndex={-1}
      data-row={focusKey}
      data-columns={columns}
      data-count={items.length}
      data-focused={focused || undefined}
      // The focus engine gives DOM focus to the card with this index (see focus/engine.ts).
      data-current={shown}
      style={{ height: Math.max(0, rowCount * rowStride - rowGap) }}
    >
      {[...rows]
        .sort((a, b) => a - b)
        .map((row) => {
          const first = row * columns;
          return (
            <div key={row} className="vgrid-row" style={{ top: row * rowStride, height: actualHeight }}>
              {items.slice(first, first + columns).map((item, column) => (
                <VirtualCell
                  key={itemKey(item)}
                  item={item}
                  className="vgrid-cell"
                  index={first + column}
                  label={itemLabel?.(item)}
                  focused={focused && first + column === shown}
                  left={column * (actualWidth + gap)}
                  rtl={rtl}
                  width={actualWidth}
                  height={actualHeight}
                  renderItem={renderItem}
                  onHover={onHover}
                  onClick={onClick}
                  cellRef={cellRef}
                />
              ))}
            </div>
          );
        })}
    </div>
  );
}
