/**
 * Moving focus in a virtualised row or grid of cards: the arrows' steps, where focus lands when it
 * comes into the list, and how far a row scrolls. Pure, so it is tested without a browser; the
 * hook that applies them is use-virtual-list-focus.ts. A grid's own steps are in grid-steps.ts.
 */

export type GridDirection = 'left' | 'right' | 'up' | 'down';

/**
 * What an arrow does in a row or grid: move to a card, ask for more (focus stays until they come),
 * hand focus to a named target, or leave the list (the spatial navigation moves on).
 */
export type ListStep = { kind: 'move'; index: number } | { kind: 'load' } | { kind: 'focus'; focusKey: string } | { kind: 'leave' };

/**
 * An arrow in a row of `count` cards: Left and Right move; past the end, more are asked for; Up may
 * go to a control above. Left is back towards the start: a right-to-left row turns the arrows
 * around first (lib/direction.ts logicalDirection).
 */
export function rowStep(index: number, direction: GridDirection, row: { count: number; hasMore: boolean; upFocusKey?: string }): ListStep {
  if (direction === 'left') return index > 0 ? { kind: 'move', index: index - 1 } : { kind: 'leave' };
  if (direction === 'right') {
    if (index < row.count - 1) return { kind: 'move', index: index + 1 };
    return row.hasMore ? { kind: 'load' } : { kind: 'leave' };
  }
  if (direction === 'up' && row.upFocusKey) return { kind: 'focus', focusKey: row.upFocusKey };
  return { kind: 'leave' };
}

export interface Span {
  left: number;
  right: number;
}

/**
 * The card a row is entered on from above or below: the one on screen (inside `viewport`, by more
 * than 4 px) whose centre is nearest the centre of `from`, where focus came from; null to keep the
 * row's own place: nothing on screen, or focus came from something wider than most of the row (a
 * banner, a panel). `spanOf` measures a cell, only once the row is known to look for one.
 */
export function rowEntryIndex<C>(from: Span, viewport: Span, cells: Iterable<readonly [number, C]>, spanOf: (cell: C) => Span): number | null {
  if (from.right - from.left > (viewport.right - viewport.left) * 0.6) return null;
  const centre = (from.left + from.right) / 2;
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const [at, cell] of cells) {
    const rect = spanOf(cell);
    const visible = rect.right > viewport.left + 4 && rect.left < viewport.right - 4;
    const distance = Math.abs((rect.left + rect.right) / 2 - centre);
    if (visible && distance < bestDistance) {
      best = at;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Where a row scrolls to show the card at `left` (its offset in the track, `padding` included):
 * the least scroll that shows it with `padding` beside it; the same position when it is shown.
 * All of it counted from the row's start, which is its right edge in a right-to-left page (the
 * row converts with lib/direction.ts scrollFromStart and scrollLeftFor).
 */
export function rowScrollTarget(row: { left: number; itemWidth: number; padding: number; viewportWidth: number; scrollLeft: number }): number {
  const { left, itemWidth, padding, viewportWidth, scrollLeft } = row;
  if (left - padding < scrollLeft) return left - padding;
  if (left + itemWidth + padding > scrollLeft + viewportWidth) return left + itemWidth + padding - viewportWidth;
  return scrollLeft;
}

/** True for Up and Down, by key or by key code (old TV engines send only keyCode). */
export function isVerticalKey(event: KeyboardEvent | undefined): boolean {
  return Boolean(event && (event.keyCode === 38 || event.keyCode === 40 || event.key === 'ArrowUp' || event.key === 'ArrowDown'));
}

/** True for Down, by key or by key code. */
export function isDownKey(event: KeyboardEvent | undefined): boolean {
  return Boolean(event && (event.keyCode === 40 || event.key === 'ArrowDown'));
}
