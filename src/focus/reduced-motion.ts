import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let asked: typeof window.matchMedia | null = null;
let list: MediaQueryList | null = null;

/** The one media query list of the page (its `matches` is live): made once, not on every key press. */
function query(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (asked !== window.matchMedia) {
    asked = window.matchMedia;
    list = window.matchMedia(QUERY);
  }
  return list;
}

/** Whether the viewer asks for less motion (prefers-reduced-motion: reduce), now. */
export function prefersReducedMotion(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  if (!list) return () => undefined;
  // Chromium before 80 (older TVs) has only addListener on a media query list.
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  list.addListener(onChange);
  return () => list.removeListener(onChange);
}

/** prefersReducedMotion as React state: components follow the setting as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
