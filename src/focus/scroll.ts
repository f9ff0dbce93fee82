import { scrollBehaviour } from '../lib/motion';
import { FOCUS_LIFT, scrollMove, TV_SAFE_AREA, type Align } from '../lib/scroll-move';
import { prefersReducedMotion } from './reduced-motion';

export { prefersReducedMotion };
export type { Align };

/**
 * Keeps a focused element in view inside its scroll container (TV stage) or the window, without
 * the browser's own focus scrolling (which jumps, and is missing on old TV engines).
 * 'start' puts it near the top (the TV habit: the focused row sits in one place); 'nearest'
 * scrolls only as far as needed (desktop and phone). On TV the element also stays inside the 5%
 * safe area of the stage, with room for the lift of a focused card.
 */
const MARGIN = 48;

function scrollContainerOf(node: HTMLElement): HTMLElement | null {
  return node.closest<HTMLElement>('[data-scroll-container]');
}

/**
 * The band of a view that focus is kept in: the view less its margins and, on TV, inside the
 * stage's safe area. `view` and the result are in the view's own pixels (`scale` screen pixels each).
 */
function bandOf(view: { top: number; bottom: number }, node: HTMLElement, scale: number): { top: number; bottom: number } {
  let top = view.top + MARGIN;
  let bottom = view.bottom - MARGIN;
  const stage = node.closest<HTMLElement>('[data-layout="tv"]');
  if (stage) {
    const box = stage.getBoundingClientRect();
    top = Math.max(top, box.top / scale + TV_SAFE_AREA.y);
    bottom = Math.min(bottom, box.bottom / scale - TV_SAFE_AREA.y);
  }
  return { top, bottom };
}

/** What the focus engine can land on: focusables, and rows and grids (one stop each). */
const FOCUS_STOPS = '[data-focus-key], [data-row]';

/** Whether another focus stop of `scope` lies wholly below (or above) `rect`, the node's box. */
function stopBeyond(scope: ParentNode, node: HTMLElement, rect: DOMRect, side: 'below' | 'above'): boolean {
  for (const other of scope.querySelectorAll<HTMLElement>(FOCUS_STOPS)) {
    if (other === node || node.contains(other) || other.contains(node) || other.getAttribute('aria-disabled') === 'true') continue;
    const box = other.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (side === 'below' ? box.top >= rect.bottom - 1 : box.bottom <= rect.top + 1) return true;
  }
  return false;
}

/**
 * The page's last (first) focus stop brings the page's end (start) into view with it, so text
 * below the last stop (a footer's legal text and copyright) or above the first is never out of
 * reach of the keys. Only looked for within a screen of that end.
 */
function pageEnds(scope: ParentNode, node: HTMLElement, rect: DOMRect, room: { up: number; down: number }, screen: number) {
  return {
    last: room.down > 0 && room.down < screen && !stopBeyond(scope, node, rect, 'below'),
    first: room.up > 0 && room.up < screen && !stopBeyond(scope, node, rect, 'above'),
  };
}

/**
 * A smooth scroll can be lost: Chrome drops one begun while another still runs on its compositor
 * when the machine is busy, and the focused row then stayed below the window for good. So a
 * smooth scroll is looked at again once it has had time to end (`check`, which jumps where the
 * scroll should have gone if focus is still there and it did not). One look is kept per scroller
 * (the page, or a row): a newer scroll there replaces it. The viewer's own scrolling (wheel,
 * touch, a drag of the scroll bar) cancels every look: the page is theirs then.
 */
const SETTLE_MS = 1000;
const looks = new Map<object, number>();
const cancelLooks = () => {
  for (const timer of looks.values()) window.clearTimeout(timer);
  looks.clear();
};
let watchingViewer = false;

function lookAgainOnceSettled(scroller: object, check: () => void): void {
  if (!watchingViewer) {
    watchingViewer = true;
    for (const type of ['wheel', 'touchstart', 'pointerdown']) window.addEventListener(type, cancelLooks, { capture: true, passive: true });
  }
  window.clearTimeout(looks.get(scroller));
  looks.set(
    scroller,
    window.setTimeout(() => {
      looks.delete(scroller);
      check();
    }, SETTLE_MS),
  );
}

/** keepInView's look again: the node, if it still holds focus, jumped into its band. */
const keepingInView = (node: HTMLElement, align: Align) => () => {
  if (node.isConnected && node.contains(document.activeElement)) keepInView(node, { smooth: false, align });
};

export function keepInView(node: HTMLElement, { smooth = true, align = 'nearest' }: { smooth?: boolean; align?: Align } = {}): void {
  const container = scrollContainerOf(node);
  const rect = node.getBoundingClientRect();
  // A focused card grows a little as it takes focus: room for it ('start' aligns a row's block, whose title has room).
  const lift = align === 'nearest' ? rect.height * FOCUS_LIFT : 0;
  if (container) {
    const box = container.getBoundingClientRect();
    // The TV stage is scaled: screen pixels become the container's own pixels.
    const scale = box.height > 0 && container.clientHeight > 0 ? box.height / container.clientHeight : 1;
    const room = { up: container.scrollTop, down: container.scrollHeight - container.clientHeight - container.scrollTop };
    const move = scrollMove({
      top: (rect.top - lift) / scale,
      bottom: (rect.bottom + lift) / scale,
      band: bandOf({ top: box.top / scale, bottom: box.bottom / scale }, node, scale),
      align,
      room,
      ...pageEnds(container, node, rect, room, container.clientHeight),
    });
    if (Math.abs(move) >= 1 && scrollTo(container, container.scrollTop + move, smooth) === 'smooth')
      lookAgainOnceSettled(container, keepingInView(node, align));
    return;
  }
  const scroller = document.scrollingElement ?? document.documentElement;
  const room = { up: window.scrollY, down: Math.max(0, scroller.scrollHeight - window.innerHeight - window.scrollY) };
  const move = scrollMove({
    top: rect.top - lift,
    bottom: rect.bottom + lift,
    band: bandOf({ top: 0, bottom: window.innerHeight }, node, 1),
    align,
    room,
    ...pageEnds(node.closest('main') ?? document.body, node, rect, room, window.innerHeight),
  });
  if (Math.abs(move) < 1) return;
  const behavior = scrollBehaviour(smooth, prefersReducedMotion());
  window.scrollBy({ top: move, behavior });
  if (behavior === 'smooth') lookAgainOnceSettled(window, keepingInView(node, align));
}

/** Back to the top of the page (the top banner takes focus). */
export function scrollToTop(node: HTMLElement, smooth = true): void {
  const container = scrollContainerOf(node);
  if (container) scrollTo(container, 0, smooth);
  else window.scrollTo({ top: 0, behavior: scrollBehaviour(smooth, prefersReducedMotion()) });
}

/**
 * Every scroll the app makes goes through here: smooth only where the caller asks and the viewer
 * has not asked for less motion, so no caller can forget the setting. Says which it was.
 */
function scrollTo(container: HTMLElement, top: number, smooth: boolean): 'smooth' | 'auto' {
  const behavior = scrollBehaviour(smooth, prefersReducedMotion());
  if (behavior === 'smooth' && typeof container.scrollTo === 'function') {
    container.scrollTo({ top, behavior });
    return 'smooth';
  }
  container.scrollTop = top;
  return 'auto';
}

/** A row's own sideways scroll to `left`: a jump, unless smooth is asked for and motion is welcome. */
export function scrollRowTo(viewport: HTMLElement, left: number, smooth: boolean): void {
  if (scrollBehaviour(smooth, prefersReducedMotion()) !== 'smooth' || typeof viewport.scrollTo !== 'function') {
    viewport.scrollLeft = left;
    return;
  }
  viewport.scrollTo({ left, behavior: 'smooth' });
  // Lost (see lookAgainOnceSettled), the focused card stayed off the row's side.
  lookAgainOnceSettled(viewport, () => {
    if (viewport.isConnected && viewport.contains(document.activeElement) && Math.abs(viewport.scrollLeft - left) >= 1) viewport.scrollLeft = left;
  });
}
