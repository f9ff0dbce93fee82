import { doesFocusableExist, setFocus } from './navigation';
import { backStack } from './back-stack';
import { API_TIMEOUT_MS } from '../lib/constants';
import { rememberedFocus } from './memory';
import { viewerActedSince } from './viewer-input';

/** How long a page may take to draw its first focusable before we stop waiting. */
export const PAGE_FOCUS_WAIT_MS = 4000;

/**
 * A page that drew nothing to focus in time leaves focus in the navigation; its first focusable
 * takes focus when it comes, looked for this long after the wait (its loads answer or fail within
 * the API's timeout) unless the viewer has moved since, and this often.
 */
export const LATE_FOCUS_MS = API_TIMEOUT_MS;
export const LATE_LOOK_MS = 100;
/**
 * How long focus may rest on nothing (the page left is gone, the next not drawn yet) before it
 * waits in the navigation instead: a remote's keys then still go somewhere, and the page takes
 * focus from there once it comes, as a late one does.
 */
export const PARK_IN_NAV_MS = 500;

const inNavigation = () => Boolean(document.activeElement?.closest('[data-focus-section="NAV"]'));

/**
 * The focus key a section starts on: the one it names with data-initial-focus (search on TV starts
 * on its keyboard), else its first focusable in reading (document) order.
 */
export function firstFocusKeyIn(section: string): string | null {
  const scope = `[data-focus-section="${section}"]`;
  const node =
    document.querySelector<HTMLElement>(`${scope} [data-initial-focus]`) ??
    document.querySelector<HTMLElement>(`${scope} [data-row], ${scope} .focusable, ${scope} [data-focus-key]`);
  return node?.getAttribute('data-row') ?? node?.getAttribute('data-focus-key') ?? null;
}

/** How long what had focus on the page may take to come back (a page still drawing its rows). */
const REMEMBERED_GRACE_MS = 1500;

function nothingFocused(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** When a page's focus is first looked for: at once, after the tasks queued now, or next frame. */
export type FirstLook = 'now' | 'task' | 'frame';

/**
 * Looks for a page's focus with `look`, which answers true once it has placed focus or has nothing
 * more to do: each frame for `ms`, then (the page drew nothing in time) with focus left in the
 * navigation, every LATE_LOOK_MS until LATE_FOCUS_MS more have passed. Focus resting on nothing
 * for PARK_IN_NAV_MS meanwhile waits in the navigation early. `look` is told whether focus waits
 * in the navigation, and `onLate` when the wait is over. Returns a cancel.
 */
export function lookForPageFocus(
  look: (inNavigation: boolean) => boolean,
  { ms = PAGE_FOCUS_WAIT_MS, first = 'frame', onLate }: { ms?: number; first?: FirstLook; onLate?: () => void } = {},
): () => void {
  let cancelled = false;
  let late = false;
  /** Focus waits in the navigation (parked early, or the wait is over). */
  let inNav = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = performance.now();
  const step = () => {
    if (cancelled || look(inNav)) return;
    const waited = performance.now() - started;
    if (!inNav && waited >= PARK_IN_NAV_MS && nothingFocused() && backStack.size() === 0 && doesFocusableExist('NAV')) {
      inNav = true;
      void setFocus('NAV');
    }
    if (waited < ms) {
      requestAnimationFrame(step);
      return;
    }
    if (!late) {
      late = true;
      if (!inNav && doesFocusableExist('NAV')) void setFocus('NAV');
      inNav = true;
      onLate?.();
    }
    if (waited < ms + LATE_FOCUS_MS) timer = setTimeout(step, LATE_LOOK_MS);
  };
  if (first === 'now') step();
  else if (first === 'task') timer = setTimeout(step, 0);
  else requestAnimationFrame(step);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/**
 * Puts focus back on the page once nothing is above it (something that held focus went away):
 * on what had focus on this page last, else its first focusable once there is one, else the
 * navigation if the page draws none in time, until it does (LATE_FOCUS_MS). With `ifLost`, only
 * while nothing else has taken it.
 */
export function focusPageWhenReady(ms = PAGE_FOCUS_WAIT_MS, { ifLost = false } = {}): () => void {
  const started = performance.now();
  const remembered = rememberedFocus();
  return lookForPageFocus(
    (waitingInNav) => {
      if (backStack.size() > 0) return true;
      // Waiting in the navigation: until the viewer moves, or something else takes focus.
      if (waitingInNav ? viewerActedSince(started) || !inNavigation() : ifLost && !nothingFocused()) return true;
      const waitForRemembered = remembered !== undefined && performance.now() - started < REMEMBERED_GRACE_MS;
      const target = remembered && doesFocusableExist(remembered) ? remembered : waitForRemembered ? null : firstFocusKeyIn('CONTENT');
      if (!target || !doesFocusableExist(target)) return false;
      void setFocus(target);
      return true;
    },
    { ms },
  );
}
