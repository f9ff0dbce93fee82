/** Moving focus in a grid of cards with the arrows: pure, so it is tested without a browser. */

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
