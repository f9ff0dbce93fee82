/**
 * When the viewer last moved focus themselves (a key the focus engine took, the pointer), so that
 * focus the app places by itself while a page arrives never takes over from the viewer's own move.
 */
let lastInputAt = Number.NEGATIVE_INFINITY;

export function noteViewerInput(at: number = performance.now()): void {
  lastInputAt = at;
}

/** The viewer has moved focus since `time` (a performance.now() reading). */
export function viewerActedSince(time: number): boolean {
  return lastInputAt > time;
}

/**
 * Whether a part of the page that becomes ready late (a player inside a page whose stream starts)
 * may put focus on itself: while the viewer has not moved focus since it appeared (`since`), while
 * focus is already inside it (`within`: what held focus there may be gone), or while focus is on
 * nothing. Once the viewer has gone elsewhere (the schedule, the menu, a row), it stays there.
 */
export function mayTakeFocus(within: Element | null, since: number): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return !viewerActedSince(since) || Boolean(within?.contains(active));
}
