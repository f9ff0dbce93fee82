import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { backStack } from './back-stack';
import { rememberedFocus } from './memory';

/** How long a page may take to draw its first focusable before we stop waiting. */
export const PAGE_FOCUS_WAIT_MS = 4000;

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
 * navigation if the page draws none in time. With `ifLost`, only while nothing else has taken it.
 */
export function focusPageWhenReady(ms = PAGE_FOCUS_WAIT_MS, { ifLost = false } = {}): () => void {
  let cancelled = false;
  const started = performance.now();
  const remembered = rememberedFocus();
  const attempt = () => {
    if (cancelled || backStack.size() > 0 || (ifLost && !nothingFocused())) return;
    const waitForRemembered = remembered !== undefined && performance.now() - started < REMEMBERED_GRACE_MS;
    const target = remembered && doesFocusableExist(remembered) ? remembered : waitForRemembered ? null : firstFocusKeyIn('CONTENT');
    if (target && doesFocusableExist(target)) {
      void setFocus(target);
      return;
    }
    if (performance.now() - started < ms) requestAnimationFrame(attempt);
    else if (doesFocusableExist('NAV')) void setFocus('NAV');
  };
  requestAnimationFrame(attempt);
  return () => {
    cancelled = true;
  };
}
