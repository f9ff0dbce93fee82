/**
 * A page whose focusables run down one column, one under the other (home: the banner, the rows,
 * the banners between them, the FAQ, the footer), says so with `data-focus-column` on its root.
 * There Up and Down go to the focusable before or after the focused one in the document, among
 * those of its own section: no box is measured. The engine's own search measures every sibling
 * on each press (some 36 on home, each a forced read of its box), then sorts them by distance, to
 * find what the document's order already says. Left and Right, and a press with nothing before
 * or after it in the column (Up from the top banner), still go to the engine's search.
 */
export const COLUMN_ATTRIBUTE = 'data-focus-column';

/** What the column needs of a registered focusable (norigin's FocusableComponent). */
export interface ColumnFocusable {
  focusKey: string;
  parentFocusKey?: string;
  focusable: boolean;
  node: unknown;
}

/** `b` comes after `a` in the document. */
export const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * The focus key Up or Down goes to from `focusKey` when it stands in a column (see above): the
 * nearest focusable sibling after it (Down) or before it (Up) in the document, inside the same
 * column. Null when it stands in none, the direction is across, or nothing is there.
 */
export function columnNeighbour(all: Readonly<Record<string, ColumnFocusable | undefined>>, focusKey: string | null, direction: string): string | null {
  if (!focusKey || (direction !== 'down' && direction !== 'up')) return null;
  const from = all[focusKey];
  const node = from?.node;
  if (!from || !(node instanceof Element)) return null;
  const column = node.closest(`[${COLUMN_ATTRIBUTE}]`);
  if (!column) return null;
  // The column's own blocks only: the buttons of a section inside it (the donation amounts, side
  // by side) are the engine's to search; Down past their section comes back here for the section.
  const parent = from.parentFocusKey ? all[from.parentFocusKey]?.node : null;
  if (parent instanceof Element && column.contains(parent)) return null;
  const down = direction === 'down';
  let best: { key: string; node: Element } | null = null;
  for (const key in all) {
    const other = all[key];
    const at = other?.node;
    if (!other || other === from || other.parentFocusKey !== from.parentFocusKey || !other.focusable || !(at instanceof Element)) continue;
    if (!column.contains(at) || at.contains(node) || node.contains(at)) continue;
    if (down ? !follows(node, at) : follows(node, at)) continue;
    // Nearer: before the best so far going down, after it going up.
    if (!best || (down ? follows(at, best.node) : follows(best.node, at))) best = { key: other.focusKey, node: at };
  }
  return best?.key ?? null;
}
