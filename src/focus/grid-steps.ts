/**
 * Moving focus in a virtualised grid of cards (the lists of all shows, My List, search): how many
 * cards make a line, the arrows' steps and where focus lands when it comes into the grid. Pure, so
 * it is tested without a browser. A grid is on lazily loaded pages only: the rows' own steps, which
 * home needs, are in list-steps.ts.
 */
import type { GridDirection, ListStep } from './list-steps';

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

/** An arrow in a grid (see gridMove): Down from the last loaded line asks for more when there are. */
export function gridStep(index: number, direction: GridDirection, grid: { count: number; columns: number; hasMore: boolean }): ListStep {
  const move = gridMove(index, direction, grid.columns, grid.count);
  if (move.kind === 'move') return move;
  return move.kind === 'end' && grid.hasMore ? { kind: 'load' } : { kind: 'leave' };
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
