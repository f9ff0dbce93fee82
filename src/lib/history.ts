/**
 * True when the browser history holds an earlier page of this app (react-router keeps `idx` in
 * history state), so going back stays inside the app; else the way out is home.
 */
export function hasEarlierPage(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}
