/**
 * Moving focus in a virtualised row or grid of cards: the arrows' steps, where focus lands when it
 * comes into the list, and how far a row scrolls. Pure, so it is tested without a browser; the
 * hook that applies them is use-virtual-list-focus.ts.
 */

export type GridDirection = 'left' | 'right' | 'up' | 'down';

/**
 * What an arrow does from the card at `index`: move to another card, leave the grid at an edge
 * (the page takes focus on), or reach the end of what is loaded going down.
 */
export type GridMove = { kind: 'move'; index: number } | { kind: 'edge' } | { kind: 'end' };

/**
 * How many cards make a line of `width` pixels when cards are about `cellWidth` wide (at least
 * one): the cards are then stretched or narrowed a little to fill the line exactly.
 */
export function gridColumns(width: number, cellWidth: number, gap: number): number {
  if (!(width > 0) || !(cellWidth > 0)) return 1;
  return Math.max(1, Math.round((width + gap) / (cellWidth + gap)));
}

/** The width of each of `columns` cards filling `width` pixels with `gap` between them. */
export function filledCellWidth(width: number, columns: number, gap: number, fallback: number): number {
  if (!(width > 0)) return fallback;
  return Math.max(1, Math.floor((width - (columns - 1) * gap) / columns));
}

export function gridMove(index: number, direction: GridDirection, columns: number, count: number): GridMove {
  if (count <= 0) return { kind: 'edge' };
  const column = index % columns;
  const row = Math.floor(index / columns);
  const lastRow = Math.floor((count - 1) / columns);
  switch (direction) {
    case 'left':
      return column > 0 ? { kind: 'move', index: index - 1 } : { kind: 'edge' };
    case 'right':
      return column < columns - 1 && index + 1 < count ? { kind: 'move', index: index + 1 } : { kind: 'edge' };
    case 'up':
      return row > 0 ? { kind: 'move', index: index - columns } : { kind: 'edge' };
    case 'down':
      if (index + columns < count) return { kind: 'move', index: index + columns };
      // The last line may be short: Down from above its end lands on its last card.
      if (row < lastRow) return { kind: 'move', index: count - 1 };
      return { kind: 'end' };
  }
}

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

/** An arrow in a grid (see gridMove): Down from the last loaded line asks for more when there are. */
export function gridStep(index: number, direction: GridDirection, grid: { count: number; columns: number; hasMore: boolean }): ListStep {
  const move = gridMove(index, direction, grid.columns, grid.count);
  if (move.kind === 'move') return move;
  return move.kind === 'end' && grid.hasMore ? { kind: 'load' } : { kind: 'leave' };
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
 * The card a grid is entered on from above or below: in the column under `centre` (pixels from the
 * grid's left edge), on the first line on screen going down or the last going up. Null to stay:
 * the current card is already in that column and on screen.
 */
export function gridEntryIndex(grid: {
  centre: number;
  columns: number;
  /** A cell's width plus the gap. */
  stride: number;
  count: number;
  current: number;
  visibleLines: { start: number; stop: number };
  downward: boolean;
}): number | null {
  const { columns, count, current, visibleLines } = grid;
  const column = Math.max(0, Math.min(columns - 1, Math.floor(grid.centre / grid.stride)));
  const line = Math.floor(current / columns);
  if (line >= visibleLines.start && line <= visibleLines.stop && current % columns === column) return null;
  const next = Math.min((grid.downward ? visibleLines.start : visibleLines.stop) * columns + column, count - 1);
  return next >= 0 ? next : null;
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
