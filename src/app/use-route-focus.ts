import { doesFocusableExist, getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { pendingLoads } from '../api/activity';
import { backStack } from '../focus/back-stack';
import { rememberedFocus, rememberFocus } from '../focus/memory';

/** How long a page may take to draw its first focusable before we stop waiting. */
const WAIT_MS = 4000;

/** The focus key of the first focusable of a section, in reading (document) order. */
function firstFocusKeyIn(section: string): string | null {
  const scope = `[data-focus-section="${section}"]`;
  const node = document.querySelector<HTMLElement>(`${scope} [data-row], ${scope} .focusable, ${scope} [data-focus-key]`);
  return node?.getAttribute('data-row') ?? node?.getAttribute('data-focus-key') ?? null;
}

/**
 * Focus follows the page: on a new page it goes to the page's first focusable; coming back (Back,
 * or the browser's back) it returns to what had focus there. Everything focused is remembered.
 */
export function useRouteFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const onFocusIn = () => {
      const key = getCurrentFocusKey();
      if (key && !key.startsWith('layer:') && backStack.size() === 0) rememberFocus(key);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    const target = navigationType === 'POP' ? rememberedFocus(location.key) : undefined;
    let cancelled = false;
    const started = performance.now();
    const attempt = () => {
      if (cancelled || backStack.size() > 0) return;
      if (target && doesFocusableExist(target)) {
        void setFocus(target);
        return;
      }
      // A new page: its first focusable once the first screenful has loaded.
      const first = firstFocusKeyIn('CONTENT');
      const timedOut = performance.now() - started >= WAIT_MS;
      if (first && doesFocusableExist(first) && (pendingLoads() === 0 || timedOut)) {
        void setFocus(first);
        return;
      }
      if (!timedOut) requestAnimationFrame(attempt);
      else if (doesFocusableExist('NAV')) void setFocus('NAV');
    };
    attempt();
    return () => {
      cancelled = true;
    };
    // Only a change of page (history entry) moves focus, not a change of query within it.
  }, [location.key, location.pathname, navigationType]);
}
