import { doesFocusableExist, focusableElement, focusAskedSince, getCurrentFocusKey, setFocus } from '../focus/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { pendingLoads } from '../api/activity';
import { backStack } from '../focus/back-stack';
import { moveToItemCard } from '../focus/item-focus';
import { currentEntryKey, rememberedFocus, rememberedScroll, rememberFocus, rememberScroll } from '../focus/memory';
import { firstFocusKeyIn, lookForPageFocus, PAGE_FOCUS_WAIT_MS } from '../focus/page-focus';
import { mayTakeFocus } from '../focus/viewer-input';
import { firstScreenShown } from '../stores/first-screen';

/** When focus last moved anywhere (the page may place it before the route's own choice). */
let lastFocusInAt = 0;

/** Coming back, how long the remembered focus may take to appear. */
const TARGET_GRACE_MS = 1500;
/** Coming back, how long nothing must have been loading before the remembered focus is given up. */
const TARGET_QUIET_MS = 800;

/** The page's scroll container: the TV stage's content, else the window. */
function pageScroller(): HTMLElement | null {
  return document.getElementById('content')?.closest<HTMLElement>('[data-scroll-container]') ?? null;
}

function pageScrollTop(): number {
  return pageScroller()?.scrollTop ?? window.scrollY;
}

/** Scrolls the page to `top`; true once it got there (the page may still be too short). */
function setPageScrollTop(top: number): boolean {
  const scroller = pageScroller();
  if (scroller) scroller.scrollTop = top;
  else window.scrollTo({ top, behavior: 'auto' });
  return Math.abs(pageScrollTop() - top) < 2;
}

/** Whether the focusable `focusKey` (a control, a section or a row) is on the page, not above it. */
function isOnPage(focusKey: string): boolean {
  const content = document.getElementById('content');
  return content !== null && focusableElement(focusKey, content) !== null;
}

/** The page's first row or grid of cards, else its first focusable. */
function firstCardsKeyIn(section: string): string | null {
  const list = document.querySelector<HTMLElement>(`[data-focus-section="${section}"] [data-row]`);
  return list?.getAttribute('data-row') ?? firstFocusKeyIn(section);
}

/**
 * Focus follows the page: on a new page it goes to the page's first focusable; coming back (Back,
 * or the browser's back) it returns to what had focus there. Everything focused is remembered.
 */
export function useRouteFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  // When this page was drawn (layout effects run before any page's effects): a page that gives
  // focus to its own choice as it mounts does so in its effects, which run before this hook's
  // (My List's first card, when its list is already in hand).
  const arrivedAt = useRef(0);
  // The history entry drawn: between the address changing and the new page being drawn, focus
  // that moves is the page being left's, and is not filed under the entry that replaces it.
  const shownEntry = useRef<string | null>(null);
  useLayoutEffect(() => {
    arrivedAt.current = performance.now();
    shownEntry.current = location.key;
  }, [location.key]);

  useEffect(() => {
    const onFocusIn = () => {
      lastFocusInAt = performance.now();
      const key = getCurrentFocusKey();
      if (key && !key.startsWith('layer:') && backStack.size() === 0 && currentEntryKey() === shownEntry.current) {
        rememberFocus(key);
        rememberScroll(pageScrollTop());
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    // A page that rewrote its own query in place (a filter, a search key settling) leaves focus
    // where the viewer is, filed under the new history entry for coming back.
    // Only while focus is on the page: a layer that closes this way (a linked detail modal) was
    // opened before the page had focus, so the page's first focusable takes it as on arrival.
    const onPage = Boolean(document.getElementById('content')?.contains(document.activeElement));
    if (navigationType === 'REPLACE' && onPage && (samePage || (location.state as { keepFocus?: unknown } | null)?.keepFocus === true)) {
      const key = getCurrentFocusKey();
      if (key && !key.startsWith('layer:') && backStack.size() === 0) {
        rememberFocus(key);
        rememberScroll(pageScrollTop());
      }
      return;
    }
    const target = navigationType === 'POP' ? rememberedFocus(location.key) : undefined;
    // A detail modal opened by a link (a reload, a shared address) has closed: its programme's
    // card takes focus where the page shows one, else the page's first card.
    const focusItem = navigationType !== 'POP' ? (location.state as { focusItem?: unknown } | null)?.focusItem : undefined;
    // Back to a page: scrolled as it was left, so the rows near the remembered focus load first.
    const scrollTop = navigationType === 'POP' ? rememberedScroll(location.key) : undefined;
    let scrolled = scrollTop === undefined;
    const started = performance.now();
    let quietSince: number | null = null;
    /** Focus has found its place on this page (`key`, or where it already is): pictures may load. */
    const focusFound = (key?: string) => {
      if (key) void setFocus(key);
      firstScreenShown();
      return true;
    };
    const look = () => {
      // The address is another page's, not yet drawn: its own look will come, and this one ends
      // then. Until then this one waits: the address may come back here before that page is ever
      // drawn (Back pressed at once), and then no other look comes.
      if (currentEntryKey() !== location.key) return false;
      if (backStack.size() > 0) return true;
      // The viewer has moved focus on this page already (the first key after the first focus
      // showed): what the page would choose now must not take that move back.
      if (!mayTakeFocus(null, started)) return true;
      if (target && doesFocusableExist(target)) return focusFound(target);
      if (typeof focusItem === 'string') {
        const content = document.getElementById('content');
        const card = content ? moveToItemCard(focusItem, content) : null;
        if (card) return focusFound(card);
      }
      // The page already gave focus to something of its own (the player to Play/Pause), or has
      // asked for it (the focus engine may carry that out a moment later): keep it.
      if (!target && focusItem === undefined) {
        const asked = focusAskedSince(arrivedAt.current);
        if ((lastFocusInAt > arrivedAt.current && document.getElementById('content')?.contains(document.activeElement)) || (asked && isOnPage(asked))) {
          return focusFound();
        }
      }
      if (!scrolled && scrollTop !== undefined && document.getElementById('content')) scrolled = setPageScrollTop(scrollTop);
      // A new page: its first focusable once the first screenful has loaded. Coming back, the
      // remembered focus is waited for while its page is still loading.
      const first = focusItem !== undefined ? firstCardsKeyIn('CONTENT') : firstFocusKeyIn('CONTENT');
      const now = performance.now();
      const timedOut = now - started >= PAGE_FOCUS_WAIT_MS;
      // Quiet: nothing has loaded for a moment (a page loads its list, then the rows it draws load
      // theirs: between the two nothing is loading for a frame or two, on a slow TV for longer).
      const loading = pendingLoads() > 0;
      quietSince = loading ? null : (quietSince ?? now);
      const quietFor = quietSince === null ? 0 : now - quietSince;
      const settled = target ? now - started >= TARGET_GRACE_MS && quietFor >= TARGET_QUIET_MS : !loading;
      if (first && doesFocusableExist(first) && (settled || timedOut)) return focusFound(first);
      return false;
    };
    // A closing layer hands focus back to what had it when it opened (a timer, see focus/Layer.tsx);
    // a linked modal was opened by no card, so its programme's card is looked for after that.
    // A page that draws nothing in time leaves focus in the navigation until it does.
    return lookForPageFocus(look, { first: typeof focusItem === 'string' ? 'task' : 'now', onLate: firstScreenShown });
    // Only a change of page (history entry) moves focus, not a change of query within it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, navigationType]);
}
