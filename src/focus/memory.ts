/**
 * What had focus on each visited page (by history entry), so coming back restores it, and where
 * each row was (its focused index), so rows come back as they were left.
 */
let currentEntry = 'default';
const lastFocusByEntry = new Map<string, string>();
const rowIndexByEntry = new Map<string, number>();
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

export function setCurrentEntry(key: string): void {
  currentEntry = key;
}

export function currentEntryKey(): string {
  return currentEntry;
}

export function rememberFocus(focusKey: string): void {
  lastFocusByEntry.set(currentEntry, focusKey);
  trim(lastFocusByEntry);
}

export function rememberedFocus(entry: string = currentEntry): string | undefined {
  return lastFocusByEntry.get(entry);
}

export function rememberRowIndex(rowKey: string, index: number): void {
  rowIndexByEntry.set(`${currentEntry}|${rowKey}`, index);
  trim(rowIndexByEntry);
}

export function rememberedRowIndex(rowKey: string): number | undefined {
  return rowIndexByEntry.get(`${currentEntry}|${rowKey}`);
}

export function setLastFocusRect(rect: { left: number; right: number; top: number; bottom: number }): void {
  lastRect = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
}

export function lastFocusRect(): typeof lastRect {
  return lastRect;
}
