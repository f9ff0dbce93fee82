import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
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

  const moveTo = useCallback(
    (next: number) => {
      const { state, setIndex, onMoved } = latest.current;
      const target = Math.max(0, Math.min(next, state.items.length - 1));
      setIndex(target);
      rememberRowIndex(focusKey, target);
      onMoved?.(target, state);
    },
    [focusKey],
  );

  const pointer = useVirtualCells(focusKey, moveTo, latest as unknown as MutableRefObject<{ state: VirtualListState<T> }>);
  const { cells } = pointer;

  useEffect(
    () =>
      registerItemList(focusKey, (itemId) => {
        const { state, itemKey } = latest.current;
        const at = state.items.findIndex((item, i) => itemKey(item, i) === itemId);
        if (at >= 0) moveTo(at);
        return at >= 0;
      }),
    [focusKey, moveTo],
  );

  const onArrowPress = useCallback(
    (direction: string, details: KeyPressDetails) => {
      repeating.current = (details.pressedKeys[direction] ?? 0) > 1;
      const { state, step } = latest.current;
      const next = step(state, direction as GridDirection);
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
    [moveTo],
  );

  const onEnterPress = useCallback(() => {
    const { index, items, onSelect } = latest.current.state;
    const item = items[index];
    if (item !== undefined) onSelect(item, index);
  }, []);

  const onFocus = useCallback(
    (_layout: unknown, details: FocusDetails) => {
      const event = details?.event as KeyboardEvent | undefined;
      const from = lastFocusRect();
      if (!isVerticalKey(event) || !from) return;
      const { state, entryIndex } = latest.current;
      const downward = isDownKey(event);
      const at = entryIndex(from, state, { downward, cells: cells.current });
      if (at !== null && at !== state.index) moveTo(at);
    },
    [moveTo, cells],
  );

  const [focused, setFocused] = useState(false);
  const onFocusChange = useCallback((now: boolean) => (latest.current.onFocusChange ?? setFocused)(now), []);
  const onArrowRelease = useCallback(() => {
    repeating.current = false;
  }, []);
  // The ref holds null until the list mounts.
  const { ref, isFocused } = useFocusTarget<HTMLDivElement>({ focusKey, onArrowPress, onEnterPress, onFocus, onArrowRelease, onFocusChange });

  return { ref, focused, isFocused, moveTo, repeating, ...pointer };
}

/**
 * The cells' DOM nodes by index, and the pointer: on desktop (or under a TV's pointer) hovering a
 * card moves focus to it, and a click (or a tap) chooses it.
 */
function useVirtualCells<T>(focusKey: string, moveTo: (index: number) => void, latest: MutableRefObject<{ state: VirtualListState<T> }>) {
  const hoverFocus = useHoverFocusEnabled();
  const cells = useRef(new Map<number, HTMLDivElement>());
  const cellRef = useCallback((at: number, node: HTMLDivElement | null) => {
    if (node) cells.current.set(at, node);
    else cells.current.delete(at);
  }, []);
  const onHover = useCallback(
    (at: number) => {
      if (!hoverFocus) return;
      if (at !== latest.current.state.index) moveTo(at);
      void setFocus(focusKey);
    },
    [focusKey, hoverFocus, moveTo, latest],
  );
  const onClick = useCallback(
    (at: number) => {
      moveTo(at);
      const { items, onSelect } = latest.current.state;
      const item = items[at];
      if (item !== undefined) onSelect(item, at);
    },
    [moveTo, latest],
  );
  /** Gives the card at `index` DOM focus (the list holds norigin's focus; the card is what is heard). */
  const focusCell = useCallback((index: number): HTMLDivElement | undefined => {
    const cell = cells.current.get(index);
    if (cell && document.activeElement !== cell) cell.focus({ preventScroll: true });
    return cell;
  }, []);
  return { cells, cellRef, onHover, onClick, focusCell };
}
