/**
 * What had focus on each visited page (by history entry), so coming back restores it, and where
 * each row was (its focused index), so rows come back as they were left.
 */
const lastFocusByEntry = new Map<string, string>();
const rowIndexByEntry = new Map<string, number>();
const scrollByEntry = new Map<string, number>();
const layerFocusByEntry = new Map<string, string>();
/** Screen rectangle of the last element that lost focus: vertical moves land nearest to it. */
let lastRect: { left: number; right: number; top: number; bottom: number } | null = null;

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

export function rememberedRowIndex(rowKey: string): number | undefined {
  return rowIndexByEntry.get(`${currentEntryKey()}|${rowKey}`);
}

export function setLastFocusRect(rect: { left: number; right: number; top: number; bottom: number }): void {
  lastRect = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
}

export function lastFocusRect(): typeof lastRect {
  return lastRect;
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
 * What had focus inside a layer on this page (the detail modal's Share Your Thoughts), so a layer
 * that comes back with its page (Back from the feedback page) opens where the viewer left it.
 */
export function rememberLayerFocus(layerId: string, focusKey: string): void {
  layerFocusByEntry.set(`${currentEntryKey()}|${layerId}`, focusKey);
  trim(layerFocusByEntry);
}

/** A layer closed where it was (Back, its close button): opened again, it starts afresh. */
export function forgetLayerFocus(layerId: string): void {
  layerFocusByEntry.delete(`${currentEntryKey()}|${layerId}`);
}

export function rememberedLayerFocus(layerId: string): string | undefined {
  return layerFocusByEntry.get(`${currentEntryKey()}|${layerId}`);
}
