/**
 * Rows and grids of the page, by focus key, each able to move its own index to a programme. A
 * layer opened by a link (a deep link's detail modal) was opened by no card: when it closes, focus
 * goes to the card of its programme where the page shows one (see app/use-route-focus.ts).
 */
type MoveToItem = (itemId: string) => boolean;

const lists = new Map<string, MoveToItem>();

/** A row or grid says how to move to one of its items (true when it holds it); returns the undo. */
export function registerItemList(focusKey: string, moveToItem: MoveToItem): () => void {
  lists.set(focusKey, moveToItem);
  return () => {
    if (lists.get(focusKey) === moveToItem) lists.delete(focusKey);
  };
}

/**
 * Moves the first row or grid in `scope` (in reading order) that holds `itemId` to it, and returns
 * that list's focus key; null when none does.
 */
export function moveToItemCard(itemId: string, scope: ParentNode): string | null {
  for (const node of scope.querySelectorAll<HTMLElement>('[data-row]')) {
    const key = node.getAttribute('data-row');
    if (key && lists.get(key)?.(itemId)) return key;
  }
  return null;
}
