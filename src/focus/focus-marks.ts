/**
 * Focus marks (data-focused) that a list draws itself (useFocusTarget), one pass of them a press.
 * The engine tells the list that focus leaves before the one it reaches, and measures the first in
 * between: a mark taken off at once was laid out for that measure, and the page laid out again for
 * the next list's marks. So a mark comes off as the next one goes on (markNow), or once the press's
 * task is done (a microtask) when focus went to something that marks itself otherwise.
 */
const unmarks: Array<() => void> = [];

function flush(): void {
  while (unmarks.length > 0) unmarks.shift()?.();
}

/** `unmark` runs with the next marks put on, or after the current task. */
export function unmarkSoon(unmark: () => void): void {
  if (unmarks.push(unmark) === 1) void Promise.resolve().then(flush);
}

/** Takes off the marks waiting to come off, then puts this one on: the page is restyled once. */
export function markNow(mark: () => void): void {
  flush();
  mark();
}

/** Sets or takes off `node`'s data-focused, only when it changes (a write restyles the node). */
export function mark(node: Element | null | undefined, on: boolean): void {
  if (!node || node.hasAttribute('data-focused') === on) return;
  if (on) node.setAttribute('data-focused', 'true');
  else node.removeAttribute('data-focused');
}
