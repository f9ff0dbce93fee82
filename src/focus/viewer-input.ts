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
