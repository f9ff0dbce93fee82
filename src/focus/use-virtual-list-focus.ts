import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from '../lib/after-paint';
import { registerItemList } from './item-focus';
import { isDownKey, isVerticalKey, type GridDirection, type ListStep } from './list-steps';
import { lastFocusRect, rememberRowIndex } from './memory';
import { setFocus, useFocusTarget, type FocusDetails, type KeyPressDetails } from './navigation';
import { useHoverFocusEnabled } from './pointer-mode';

/** What a virtualised list knows at this render (kept in a ref, so its handlers stay the same). */
export interface VirtualListState<T> {
  index: number;
  items: readonly T[];
  hasMore: boolean;
  loadMore?: () => void;
  onSelect: (item: T, index: number) => void;
}

export interface VirtualListFocusOptions<T, S extends VirtualListState<T>> {
  /** The list's focus key; also the key its position is remembered under. */
  focusKey: string;
  state: S;
  setIndex: (index: number) => void;
  itemKey: (item: T, index: number) => string;
  /** What an arrow does from the current card (rowStep or gridStep). */
  step: (state: S, direction: GridDirection) => ListStep;
  /** After each move: ask for more near the end, tell the page. */
  onMoved?: (index: number, state: S) => void;
  /**
   * The card to land on when focus comes in with Up or Down from `from` (where it was), or null to
   * keep the list's place (rowEntryIndex or gridEntryIndex, with the list's geometry).
   */
  entryIndex: (from: { left: number; right: number }, state: S, entry: { downward: boolean; cells: ReadonlyMap<number, HTMLElement> }) => number | null;
  /**
   * Focus came or went, told at once (useFocusTarget): a list that draws its focus itself (the
   * row) passes this, and its `focused` is never set, so a move between lists renders neither.
   * Without it, `focused` is React state, and the list renders as focus comes and goes.
   */
  onFocusChange?: (focused: boolean) => void;
  /**
   * Draws a move to `index` at once, outside React (the row: its card marked, brought into view
   * and given DOM focus), or says it cannot (false: that card is not drawn yet). When it does,
   * React's render of the new index (and onMoved) follows once the frame is painted: out of the
   * key's task, which then costs what the browser's own focus change costs.
   */
  drawMove?: (index: number) => boolean;
}

/**
 * Focus for a virtualised row or grid: the list is one focus target that moves its own index, so
 * a long list costs the same per key as a short one. The hook applies the pure steps of
 * list-steps.ts (and grid-steps.ts): arrows move the index (or ask for more, or leave), OK chooses the card, focus
 * coming in from above or below lands near where it was, a programme's card can be asked for by
 * its id (focus back from a linked detail modal), and the pointer hovers and chooses cards. The
 * list draws the cards and keeps the focused one in view.
 */
export function useVirtualListFocus<T, S extends VirtualListState<T>>(options: VirtualListFocusOptions<T, S>) {
  const { focusKey } = options;
  const latest = useRef(options);
  latest.current = options;
  /** True while a key is held: scrolling then jumps instead of animating, to keep up. */
  const repeating = useRef(false);
  /** The index a move drew (drawMove) before React has rendered it; null when React is up to date. */
  const pending = useRef<number | null>(null);
  const cancelRender = useRef<(() => void) | null>(null);
  /** The list as it stands: its state, at the index last moved to. */
  const now = useCallback((): S => {
    const { state } = latest.current;
    return pending.current === null ? state : { ...state, index: pending.current };
  }, []);

  const moveTo = useCallback(
    (next: number) => {
      const { state, setIndex, onMoved, drawMove } = latest.current;
      const target = Math.max(0, Math.min(next, state.items.length - 1));
      rememberRowIndex(focusKey, target);
      if (drawMove?.(target)) {
        pending.current = target;
        // Presses faster than frames are rendered once, at the last of them.
        cancelRender.current ??= afterNextPaint(() => {
          cancelRender.current = null;
          const at = pending.current;
          if (at === null) return;
          flushSync(() => setIndex(at));
          pending.current = null;
          onMoved?.(at, latest.current.state);
        });
        return;
      }
      cancelRender.current?.();
      cancelRender.current = null;
      pending.current = null;
      setIndex(target);
      onMoved?.(target, state);
    },
    [focusKey],
  );
  useEffect(() => () => cancelRender.current?.(), []);

  const pointer = useVirtualCells(focusKey, moveTo, now);
  const { cells } = pointer;

  useEffect(
    () =>
      registerItemList(focusKey, (itemId) => {
        const { itemKey } = latest.current;
        const state = now();
        const at = state.items.findIndex((item, i) => itemKey(item, i) === itemId);
        if (at >= 0) moveTo(at);
        return at >= 0;
      }),
    [focusKey, moveTo, now],
  );

  const onArrowPress = useCallback(
    (direction: string, details: KeyPressDetails) => {
      repeating.current = (details.pressedKeys[direction] ?? 0) > 1;
      const state = now();
      const next = latest.current.step(state, direction as GridDirection);
      switch (next.kind) {
        case 'move':
          moveTo(next.index);
          return false;
        case 'load':
          state.loadMore?.();
          return false;
        case 'focus':
          setFocus(next.focusKey);
          return false;
        case 'leave':
          return true;
      }
    },
    [moveTo, now],
  );

  const onEnterPress = useCallback(() => {
    const { index, items, onSelect } = now();
    const item = items[index];
    if (item !== undefined) onSelect(item, index);
  }, [now]);

  const onFocus = useCallback(
    (_layout: unknown, details: FocusDetails) => {
      const event = details?.event as KeyboardEvent | undefined;
      const from = lastFocusRect();
      if (!isVerticalKey(event) || !from) return;
      const state = now();
      const downward = isDownKey(event);
      const at = latest.current.entryIndex(from, state, { downward, cells: cells.current });
      if (at !== null && at !== state.index) moveTo(at);
    },
    [moveTo, cells, now],
  );

  const [focused, setFocused] = useState(false);
  const onFocusChange = useCallback((on: boolean) => (latest.current.onFocusChange ?? setFocused)(on), []);
  const onArrowRelease = useCallback(() => {
    repeating.current = false;
  }, []);
  // The ref holds null until the list mounts.
  const { ref, isFocused } = useFocusTarget<HTMLDivElement>({ focusKey, onArrowPress, onEnterPress, onFocus, onArrowRelease, onFocusChange });

  return { ref, focused, isFocused, moveTo, repeating, pending, ...pointer };
}

/**
 * The cells' DOM nodes by index, and the pointer: on desktop (or under a TV's pointer) hovering a
 * card moves focus to it, and a click (or a tap) chooses it.
 */
function useVirtualCells<T>(focusKey: string, moveTo: (index: number) => void, now: () => VirtualListState<T>) {
  const hoverFocus = useHoverFocusEnabled();
  const cells = useRef(new Map<number, HTMLDivElement>());
  const cellRef = useCallback((at: number, node: HTMLDivElement | null) => {
    if (node) cells.current.set(at, node);
    else cells.current.delete(at);
  }, []);
  const onHover = useCallback(
    (at: number) => {
      if (!hoverFocus) return;
      if (at !== now().index) moveTo(at);
      void setFocus(focusKey);
    },
    [focusKey, hoverFocus, moveTo, now],
  );
  const onClick = useCallback(
    (at: number) => {
      moveTo(at);
      const { items, onSelect } = now();
      const item = items[at];
      if (item !== undefined) onSelect(item, at);
    },
    [moveTo, now],
  );
  /** Gives the card at `index` DOM focus (the list holds norigin's focus; the card is what is heard). */
  const focusCell = useCallback((index: number): HTMLDivElement | undefined => {
    const cell = cells.current.get(index);
    if (cell && document.activeElement !== cell) cell.focus({ preventScroll: true });
    return cell;
  }, []);
  return { cells, cellRef, onHover, onClick, focusCell };
}
