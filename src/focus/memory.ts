/**
 * What had focus on each visited page (by history entry), so coming back restores it, and where
 * each row was (its focused index), so rows come back as they were left.
 */
const lastFocusByEntry = new Map<string, string>();
const rowIndexByEntry = new Map<string, number>();
const scrollByEntry = new Map<string, number>();
const layerFocusByPlace = new Map<string, string>();
/** The last element that lost focus: vertical moves land nearest to it (see setLastFocused). */
let lastFocused: Element | null = null;

const MAX_ENTRIES = 200;

function trim(map: Map<string, unknown>): void {
  while (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

/**
 * The history entry on screen, read from the browser's own state (the router keeps a key there).
 * Read at the moment of use, so focus that moves while a page is being swapped is filed under
 * the page that is really showing.
 */
export function currentEntryKey(): string {
  const state = typeof window !== 'undefined' ? (window.history.state as { key?: unknown } | null) : null;
  return typeof state?.key === 'string' ? state.key : 'default';
}

/**
 * The history entry of the page itself under steps opened over it (a detail modal, a programme
 * opened inside one): they keep it in their state as `pageEntry` (see use-open-detail.ts).
 */
export function pageEntryKey(): string {
  const state = typeof window !== 'undefined' ? (window.history.state as { usr?: { pageEntry?: unknown } | null } | null) : null;
  const pageEntry = state?.usr?.pageEntry;
  return typeof pageEntry === 'string' ? pageEntry : currentEntryKey();
}

export function rememberFocus(focusKey: string): void {
  lastFocusByEntry.set(currentEntryKey(), focusKey);
  trim(lastFocusByEntry);
}

export function rememberedFocus(entry: string = currentEntryKey()): string | undefined {
  return lastFocusByEntry.get(entry);
}

export function rememberRowIndex(rowKey: string, index: number): void {
  rowIndexByEntry.set(`${currentEntryKey()}|${rowKey}`, index);
  trim(rowIndexByEntry);
}

/**
 * Where the row was left on this entry, else on its page's entry: a page drawn again under a step
 * opened over it (Back from the player to the detail modal) has its rows as the viewer left them,
 * so closing the modal then comes back to the card that opened it.
 */
export function rememberedRowIndex(rowKey: string): number | undefined {
  return rowIndexByEntry.get(`${currentEntryKey()}|${rowKey}`) ?? rowIndexByEntry.get(`${pageEntryKey()}|${rowKey}`);
}

/**
 * Notes what focus is leaving. Its box is measured only when a row asks (lastFocusRect), in the
 * same layout pass as the row's own measuring: measured here, as focus leaves, it cost a second
 * layout of the whole page on every press.
 */
export function setLastFocused(node: Element): void {
  lastFocused = node;
}

/** Where focus was, on screen; null when that element has gone. */
export function lastFocusRect(): { left: number; right: number; top: number; bottom: number } | null {
  if (!lastFocused?.isConnected) return null;
  const { left, right, top, bottom } = lastFocused.getBoundingClientRect();
  return { left, right, top, bottom };
}

/** How far the page was scrolled when focus last moved on it, so Back can put the page there first. */
export function rememberScroll(top: number): void {
  scrollByEntry.set(currentEntryKey(), top);
  trim(scrollByEntry);
}

export function rememberedScroll(entry: string = currentEntryKey()): number | undefined {
  return scrollByEntry.get(entry);
}

/**
 * Where a layer is: its history entry, the address, and its name. The first page of a visit has no
 * entry key of its own ('default'), so the address keeps apart the layers of pages that lack one.
 */
export function layerPlace(layerId: string): string {
  return `${currentEntryKey()}|${window.location.pathname}${window.location.search}|${layerId}`;
}

/**
 * What had focus inside a layer when the viewer moved on from its page (to the feedback page, to
 * another programme opened in the modal), so the layer, coming back with its page, opens there.
 */
export function rememberLayerFocus(place: string, focusKey: string): void {
  layerFocusByPlace.set(place, focusKey);
  trim(layerFocusByPlace);
}

/** A layer closed where it was (Back, its close button): opened again, it starts afresh. */
export function forgetLayerFocus(place: string): void {
  layerFocusByPlace.delete(place);
}

export function rememberedLayerFocus(place: string): string | undefined {
  return layerFocusByPlace.get(place);
}
