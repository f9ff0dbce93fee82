import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation';
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

/**
 * Puts focus back on the page once nothing is above it (something that held focus went away):
 * on what had focus on this page last, else its first focusable once there is one, else the
 * navigation if the page draws none in time, until it does (LATE_FOCUS_MS). With `ifLost`, only
 * while nothing else has taken it.
 */
export function focusPageWhenReady(ms = PAGE_FOCUS_WAIT_MS, { ifLost = false } = {}): () => void {
  let cancelled = false;
  let late = false;
  let lateLook: ReturnType<typeof setTimeout> | undefined;
  const started = performance.now();
  const remembered = rememberedFocus();
  const attempt = () => {
    if (cancelled || backStack.size() > 0) return;
    // Waiting late, in the navigation: until the viewer moves, or something else takes focus.
    if (late ? viewerActedSince(started) || !inNavigation() : ifLost && !nothingFocused()) return;
    const waitForRemembered = remembered !== undefined && performance.now() - started < REMEMBERED_GRACE_MS;
    const target = remembered && doesFocusableExist(remembered) ? remembered : waitForRemembered ? null : firstFocusKeyIn('CONTENT');
    if (target && doesFocusableExist(target)) {
      void setFocus(target);
      return;
    }
    const waited = performance.now() - started;
    if (waited < ms) {
      requestAnimationFrame(attempt);
      return;
    }
    if (!late) {
      if (!doesFocusableExist('NAV')) return;
      late = true;
      void setFocus('NAV');
    }
    if (waited < ms + LATE_FOCUS_MS) lateLook = setTimeout(attempt, LATE_LOOK_MS);
  };
  requestAnimationFrame(attempt);
  return () => {
    cancelled = true;
    clearTimeout(lateLook);
  };
}
