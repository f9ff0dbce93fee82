import { setFocus, useFocusable, type FocusDetails, type KeyPressDetails } from '../focus/navigation';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer, type VirtualItem } from 'react-window';
import { registerItemList } from '../focus/item-focus';
import { lastFocusRect, rememberedRowIndex, rememberRowIndex } from '../focus/memory';
import { keepInView, prefersReducedMotion, scrollRowTo } from '../focus/scroll';
import { useAnnouncePosition } from '../focus/use-announce-position';
import { ROW_PREFETCH_DISTANCE } from '../lib/constants';
import { useUi } from '../stores/ui';
import { useVirtualCells, VirtualCell } from './VirtualCell';
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
  renderItem: (item: T, index: number, focused: boolean) => ReactNode;
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

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, Math.max(0, max)));

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
  const formFactor = useUi((s) => s.formFactor);
  const [index, setIndex] = useState(() => clamp(rememberedRowIndex(focusKey) ?? 0, items.length - 1));
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  /** True while a key is held: scrolling then jumps instead of animating, to keep up. */
  const repeating = useRef(false);
  const latest = useRef({ index, items, hasMore, loadMore, onSelect, onIndexChange, upFocusKey });
  latest.current = { index, items, hasMore, loadMore, onSelect, onIndexChange, upFocusKey };
  const stride = itemWidth + gap;

  const virtualizer = useVirtualizer({
    count: items.length,
    direction: 'horizontal',
    element: viewport,
    itemSize: stride,
    overscanCount: overscan,
    defaultSize: 1920,
  });

  const prefetch = useCallback((at: number) => {
    const { items: list, hasMore: more, loadMore: load } = latest.current;
    if (more && load && at >= list.length - ROW_PREFETCH_DISTANCE) load();
  }, []);

  const moveTo = useCallback(
    (next: number) => {
      const list = latest.current.items;
      const target = clamp(next, list.length - 1);
      setIndex(target);
      rememberRowIndex(focusKey, target);
      prefetch(target);
      const item = list[target];
      if (item !== undefined) latest.current.onIndexChange?.(target, item);
    },
    [focusKey, prefetch],
  );

  const pointer = useVirtualCells(focusKey, moveTo, latest);
  const cells = pointer.cells;

  // A programme's card can be asked for by its id (focus back from a linked detail modal).
  const keyOf = useRef(itemKey);
  keyOf.current = itemKey;
  useEffect(
    () =>
      registerItemList(focusKey, (itemId) => {
        const at = latest.current.items.findIndex((item, i) => keyOf.current(item, i) === itemId);
        if (at >= 0) moveTo(at);
        return at >= 0;
      }),
    [focusKey, moveTo],
  );

  const onArrowPress = useCallback(
    (direction: string, _props: object, details: KeyPressDetails) => {
      const { index: at, items: list, hasMore: more, loadMore: load } = latest.current;
      repeating.current = (details.pressedKeys[direction] ?? 0) > 1;
      if (direction === 'left') {
        if (at > 0) {
          moveTo(at - 1);
          return false;
        }
        return true;
      }
      if (direction === 'right') {
        if (at < list.length - 1) {
          moveTo(at + 1);
          return false;
        }
        if (more) {
          load?.();
          return false;
        }
        return true;
      }
      const up = latest.current.upFocusKey;
      if (direction === 'up' && up) {
        setFocus(up);
        return false;
      }
      return true;
    },
    [moveTo],
  );

  const onEnterPress = useCallback(() => {
    const { index: at, items: list, onSelect: select } = latest.current;
    const item = list[at];
    if (item !== undefined) select(item, at);
  }, []);

  const onFocus = useCallback(
    (_layout: unknown, _props: object, details: FocusDetails) => {
      const event = details?.event as KeyboardEvent | undefined;
      const vertical = event && (event.keyCode === 38 || event.keyCode === 40 || event.key === 'ArrowUp' || event.key === 'ArrowDown');
      const from = lastFocusRect();
      if (!vertical || !from || !viewport) return;
      const box = viewport.getBoundingClientRect();
      // From something wide (a banner, a panel) the row keeps its own place; from a card or a
      // button, focus lands on the visible card nearest to where it came from.
      if (from.right - from.left > box.width * 0.6) return;
      const centre = (from.left + from.right) / 2;
      let best = -1;
      let bestDistance = Infinity;
      for (const [at, node] of cells.current) {
        const rect = node.getBoundingClientRect();
        const visible = rect.right > box.left + 4 && rect.left < box.right - 4;
        const distance = Math.abs((rect.left + rect.right) / 2 - centre);
        if (visible && distance < bestDistance) {
          best = at;
          bestDistance = distance;
        }
      }
      if (best >= 0 && best !== latest.current.index) moveTo(best);
    },
    [cells, moveTo, viewport],
  );

  const { ref, focused } = useFocusable<object, HTMLDivElement>({
    focusKey,
    onArrowPress,
    onEnterPress,
    onFocus,
    onArrowRelease: () => {
      repeating.current = false;
    },
  });

  // Keep the index inside the list when items change (a shorter list after a reload).
  useEffect(() => {
    if (index > items.length - 1 && items.length > 0) setIndex(items.length - 1);
  }, [index, items.length]);

  // Bring the focused card into view (the row sideways, the page up or down) and give it DOM focus.
  useLayoutEffect(() => {
    if (!focused || !viewport) return;
    // On TV the row jumps: focus is on screen at once and slow sets draw one frame, not twenty.
    const smooth = formFactor !== 'tv' && !repeating.current && !prefersReducedMotion();
    const left = padding + index * stride;
    const width = viewport.clientWidth - endInset;
    const current = viewport.scrollLeft;
    let target = current;
    if (left - padding < current) target = left - padding;
    else if (left + itemWidth + padding > current + width) target = left + itemWidth + padding - width;
    if (target !== current) scrollRowTo(viewport, target, smooth);
    const cell = cells.current.get(index);
    if (cell && document.activeElement !== cell) cell.focus({ preventScroll: true });
  }, [focused, index, viewport, padding, stride, itemWidth, endInset, formFactor, cells]);

  useEffect(() => {
    if (!focused || !viewport) return;
    // The row's section (title included) comes into view; on TV it settles near the top.
    const block = viewport.closest<HTMLElement>('[data-row-block]') ?? viewport;
    // On TV the page jumps (cheap on slow sets, and the focused card is on screen at once).
    keepInView(block, { smooth: formFactor !== 'tv' && !prefersReducedMotion(), align: formFactor === 'tv' ? 'start' : 'nearest' });
  }, [focused, viewport, formFactor]);

  // Where focus is: entering "New Releases, 3 of 20", then "4 of 20". The card's title is not in
  // it: the card holds DOM focus, and the reader says its name.
  useAnnouncePosition({ focused, index, group: label, loaded: items.length, total, hasMore });

  // Scrolling by mouse or touch near the end asks for more, as focus does.
  const stopIndex = virtualizer.visibleRange.stopIndex;
  useEffect(() => {
    prefetch(stopIndex);
  }, [stopIndex, items.length, prefetch]);

  const { cellRef, onHover, onClick } = pointer;

  let rendered: VirtualItem[] = virtualizer.items;
  if (items.length > 0 && !rendered.some((v) => v.index === index)) {
    // The focused card is always rendered, even mid-scroll while a key is held.
    rendered = [...rendered, { index, offset: index * stride, size: stride }];
  }

  return (
    <div
      ref={ref}
      className={ring ? 'vrow vrow-ring' : 'vrow'}
      role="list"
      aria-label={label}
      tabIndex={-1}
      data-row={focusKey}
      data-focused={focused || undefined}
      // The focus engine gives DOM focus to the card with this index (see focus/engine.ts).
      data-current={index}
      // The padding bleeds outside the row's box, so the first card lines up with the title.
      style={{ height: itemHeight, marginLeft: -padding }}
    >
      <div ref={setViewport} className="vrow-viewport" data-touch={formFactor === 'mobile' || undefined}>
        <div className="vrow-track" style={{ width: Math.max(0, padding * 2 + items.length * stride - gap), height: itemHeight }}>
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
                focused={focused && v.index === index}
                left={padding + v.offset}
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
