import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { directionOf } from '../../contract/locales';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { rowEntryIndex, rowScrollTarget, rowStep } from '../focus/list-steps';
import { rememberedRowIndex } from '../focus/memory';
import { keepInView, prefersReducedMotion, scrollRowTo } from '../focus/scroll';
import { mark, markNow, unmarkSoon } from '../focus/focus-marks';
import { usePositionAnnouncer } from '../focus/use-announce-position';
import { useVirtualListFocus, type VirtualListState } from '../focus/use-virtual-list-focus';
import { ROW_PREFETCH_DISTANCE } from '../lib/constants';
import { isRtl, logicalDirection, scrollLeftFor } from '../lib/direction';
import { TV_STAGE, type FormFactor } from '../lib/form-factor';
import { useUi } from '../stores/ui';
import { lastRowWidth, rowScroll, rowScrolledTo, rowWidth, watchRow } from './row-measures';
import { useRowWindow, type WindowItem } from './use-row-window';
import { VirtualCell } from './VirtualCell';
import './VirtualRow.css';

export interface VirtualRowProps<T> {
  /** Stable focus key; also the key the row remembers its position under. */
  focusKey: string;
  /** Accessible name of the row (its title). */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  /** A card's accessible name (see lib/announcements.ts cardName). */
  itemLabel?: (item: T, index: number) => string;
  /** How many the whole row holds, when the server says (more than are loaded yet). */
  total?: number | null;
  itemWidth: number;
  itemHeight: number;
  gap?: number;
  /** Space before the first and after the last card (room for the focused card to grow). */
  padding?: number;
  renderItem: (item: T, index: number) => ReactNode;
  onSelect: (item: T, index: number) => void;
  /** More items can be loaded; the row asks for them as focus or scrolling nears the end. */
  hasMore?: boolean;
  loadMore?: () => void;
  overscan?: number;
  onIndexChange?: (index: number, item: T) => void;
  /** Draws the generic focus ring around the whole cell (cards draw their own). */
  ring?: boolean;
  /**
   * Pixels at the end of the row that run past the page's edge (into the TV's safe area): cards
   * show there, but the focused card is kept clear of them.
   */
  endInset?: number;
  /** Where Up goes from the row (a control over it, such as Continue Watching's Edit). */
  upFocusKey?: string;
}

/**
 * The width a row draws its first cards for, before its resize observer reports its own: the last
 * row's (the rows of a page share one width), else the window's; on TV the stage's 1920 pixels (a
 * 720p set scales the stage down, so its window is narrower than the row). A phone drew a TV's
 * width of cards in every row, and dropped half of them a frame later.
 */
function rowWidthGuess(formFactor: FormFactor): number {
  return formFactor === 'tv' ? TV_STAGE.width : (lastRowWidth() ?? useUi.getState().windowWidth);
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, Math.max(0, max)));

interface RowState<T> extends VirtualListState<T> {
  onIndexChange?: (index: number, item: T) => void;
  upFocusKey?: string;
}

/**
 * One focusable, virtualised row for every carousel: a single focus target that moves its own
 * index with Left/Right (so a 10,000-card row costs the same per key as a 10-card one), renders
 * only the visible cards plus a few, keeps the focused card in view, pages in more on demand and,
 * entered from above or below, lands on the card nearest the one focus came from.
 */
export function VirtualRow<T>({
  focusKey,
  label,
  items,
  itemKey,
  itemLabel,
  total,
  itemWidth,
  itemHeight,
  gap = 24,
  padding = 16,
  renderItem,
  onSelect,
  hasMore = false,
  loadMore,
  overscan = 4,
  onIndexChange,
  ring = true,
  endInset = 0,
  upFocusKey,
}: VirtualRowProps<T>) {
  // Another language draws the cards' names (itemLabel) again, and may turn the row around.
  useLingui();
  // Right to left (Arabic), the row starts at the right and runs to the left: cards are placed
  // from the right edge and its scroll is counted from the start (lib/direction.ts).
  // (The language is read from Lingui's own i18n: a row may be drawn outside its provider, as the harness does.)
  const rtl = directionOf(i18n.locale) === 'rtl';
  const formFactor = useUi((s) => s.formFactor);
  const [index, setIndex] = useState(() => clamp(rememberedRowIndex(focusKey) ?? 0, items.length - 1));
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const stride = itemWidth + gap;

  const virtualizer = useRowWindow({ count: items.length, element: viewport, itemSize: stride, overscan, defaultWidth: rowWidthGuess(formFactor), rtl });

  const prefetch = useCallback((at: number, row: Pick<RowState<T>, 'items' | 'hasMore' | 'loadMore'>) => {
    if (row.hasMore && row.loadMore && at >= row.items.length - ROW_PREFETCH_DISTANCE) row.loadMore();
  }, []);

  const announcer = usePositionAnnouncer({ index, group: label, loaded: items.length, total, hasMore });
  /** What the row draws focus with (its focus is drawn outside React's renders, a move before React renders it). */
  const drawn = useRef({ index, padding, stride, itemWidth, endInset, formFactor, rtl, viewport });

  const { ref, isFocused, repeating, pending, cells, cellRef, onHover, onClick, focusCell } = useVirtualListFocus<T, RowState<T>>({
    focusKey,
    state: { index, items, hasMore, loadMore, onSelect, onIndexChange, upFocusKey },
    setIndex,
    itemKey,
    // Left goes on along a right-to-left row (the next card is to its left), Right back.
    step: (row, direction) =>
      rowStep(row.index, logicalDirection(direction, isRtl()), { count: row.items.length, hasMore: row.hasMore, upFocusKey: row.upFocusKey }),
    onMoved: (at, row) => {
      prefetch(at, row);
      const item = row.items[at];
      if (item !== undefined) row.onIndexChange?.(at, item);
    },
    entryIndex: (from, _row, { cells }) => {
      if (!viewport) return null;
      return rowEntryIndex(from, viewport.getBoundingClientRect(), cells, (cell) => cell.getBoundingClientRect());
    },
    // A move to a card already drawn is drawn at once, as the browser alone would: the card
    // marked, scrolled to and focused; React renders the row at its new index after the frame.
    drawMove: (at) => {
      if (!isFocused() || !cells.current.has(at) || !ref.current) return false;
      drawn.current = { ...drawn.current, index: at };
      ref.current.setAttribute('data-current', String(at));
      markFocus();
      showCard();
      return true;
    },
    onFocusChange: (focused) => {
      if (!focused) {
        // Taken off with the next row's marks, before anything is measured (focus-marks.ts).
        unmarkSoon(markFocus);
        announcer.left();
        return;
      }
      markNow(markFocus);
      showCard();
      showBlock();
      announcer.say();
    },
  });

  /** The card focus is on: the one a move drew, until React has rendered it. */
  const current = pending.current ?? index;
  drawn.current = { index: current, padding, stride, itemWidth, endInset, formFactor, rtl, viewport };

  /** The row and its current card marked focused (data-focused), or neither, as the engine has it. */
  const markFocus = () => {
    const focused = isFocused();
    mark(ref.current, focused);
    for (const [at, cell] of cells.current) mark(cell, focused && at === drawn.current.index);
  };

  /** The current card brought into view along the row, and given DOM focus. */
  const showCard = () => {
    const { index, padding, stride, itemWidth, endInset, formFactor, rtl, viewport } = drawn.current;
    if (!viewport) return;
    // On TV the row jumps: focus is on screen at once and slow sets draw one frame, not twenty.
    const smooth = formFactor !== 'tv' && !repeating.current && !prefersReducedMotion();
    // Where the row stands, as it last told (reading it would lay the page out in the press's task).
    const current = rowScroll(viewport, rtl);
    const target = rowScrollTarget({ left: padding + index * stride, itemWidth, padding, viewportWidth: rowWidth(viewport) - endInset, scrollLeft: current });
    if (target !== current) {
      scrollRowTo(viewport, scrollLeftFor(viewport, target, rtl), smooth);
      rowScrolledTo(viewport, target);
    }
    focusCell(index);
  };

  /** The row's section (title included) brought into view; on TV it settles near the top. */
  const showBlock = () => {
    const { viewport, formFactor } = drawn.current;
    if (!viewport) return;
    const block = viewport.closest<HTMLElement>('[data-row-block]') ?? viewport;
    // On TV the page jumps (cheap on slow sets, and the focused card is on screen at once).
    keepInView(block, { smooth: formFactor !== 'tv' && !prefersReducedMotion(), align: formFactor === 'tv' ? 'start' : 'nearest' });
  };

  useEffect(() => (viewport ? watchRow(viewport, rtl) : undefined), [viewport, rtl]);

  // Keep the index inside the list when items change (a shorter list after a reload).
  useEffect(() => {
    if (index > items.length - 1 && items.length > 0) setIndex(items.length - 1);
  }, [index, items.length]);

  // Cards come and go as the row scrolls: the current one, drawn again, is marked again.
  useLayoutEffect(markFocus);

  // Along the row (or the row's measures changed): the current card into view, and said.
  useLayoutEffect(() => {
    if (!isFocused()) return;
    showCard();
    announcer.say();
  }, [index, viewport, padding, stride, itemWidth, endInset, formFactor, rtl]); // eslint-disable-line react-hooks/exhaustive-deps

  // The page laid out again (a new form factor, the row drawn anew) while the row holds focus.
  useEffect(() => {
    if (isFocused()) showBlock();
  }, [viewport, formFactor]); // eslint-disable-line react-hooks/exhaustive-deps

  // Scrolling by mouse or touch near the end asks for more, as focus does.
  const stopIndex = virtualizer.visibleRange.stopIndex;
  const scrolledTo = useRef({ items, hasMore, loadMore });
  scrolledTo.current = { items, hasMore, loadMore };
  useEffect(() => {
    prefetch(stopIndex, scrolledTo.current);
  }, [stopIndex, items.length, prefetch]);

  let rendered: WindowItem[] = virtualizer.items;
  if (items.length > 0 && current < items.length && !rendered.some((v) => v.index === current)) {
    // The focused card is always rendered, even mid-scroll while a key is held.
    rendered = [...rendered, { index: current, offset: current * stride, size: stride }];
  }

  return (
    <div
      ref={ref}
      className={ring ? 'vrow vrow-ring' : 'vrow'}
      role="list"
      aria-label={label}
      tabIndex={-1}
      data-row={focusKey}
      // data-focused is the row's own to draw (markFocus), as is its current card's.
      // The focus engine gives DOM focus to the card with this index (see focus/engine.ts).
      data-current={current}
      // The padding bleeds outside the row's box, so the first card lines up with the title.
      style={rtl ? { height: itemHeight, marginRight: -padding } : { height: itemHeight, marginLeft: -padding }}
    >
      <div ref={setViewport} className="vrow-viewport" data-touch={formFactor === 'mobile' || undefined}>
        {/* Room for the bleed after the last card: focused, it scrolls clear of the page's edge too. */}
        <div className="vrow-track" style={{ width: Math.max(0, padding * 2 + items.length * stride - gap + endInset), height: itemHeight }}>
          {rendered.map((v) => {
            const item = items[v.index];
            if (item === undefined) return null;
            return (
              <VirtualCell
                key={itemKey(item, v.index)}
                item={item}
                className="vrow-cell"
                index={v.index}
                label={itemLabel?.(item, v.index)}
                left={padding + v.offset}
                rtl={rtl}
                width={itemWidth}
                height={itemHeight}
                renderItem={renderItem}
                onHover={onHover}
                onClick={onClick}
                cellRef={cellRef}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
