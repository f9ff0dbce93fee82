import { scrollBehaviour } from '../lib/motion';
import { prefersReducedMotion } from './reduced-motion';

export { prefersReducedMotion };

/**
 * Keeps a focused element in view inside its scroll container (TV stage) or the window, without
 * the browser's own focus scrolling (which jumps, and is missing on old TV engines).
 * 'start' puts it near the top (the TV habit: the focused row sits in one place); 'nearest'
 * scrolls only as far as needed (desktop and phone).
 */
const MARGIN = 48;

export type Align = 'nearest' | 'start';

function scrollContainerOf(node: HTMLElement): HTMLElement | null {
  return node.closest<HTMLElement>('[data-scroll-container]');
}

function delta(top: number, bottom: number, viewTop: number, viewBottom: number, align: Align): number {
  if (align === 'start') return top - viewTop - MARGIN;
  if (top < viewTop + MARGIN) return top - viewTop - MARGIN;
  if (bottom > viewBottom - MARGIN) return Math.min(bottom - viewBottom + MARGIN, top - viewTop - MARGIN);
  return 0;
}

export function keepInView(node: HTMLElement, { smooth = true, align = 'nearest' }: { smooth?: boolean; align?: Align } = {}): void {
  const container = scrollContainerOf(node);
  const rect = node.getBoundingClientRect();
  if (container) {
    const box = container.getBoundingClientRect();
    // The TV stage is scaled: convert screen pixels to the container's own pixels.
    const scale = box.height > 0 && container.clientHeight > 0 ? box.height / container.clientHeight : 1;
    const move = delta(rect.top / scale, rect.bottom / scale, box.top / scale, box.bottom / scale, align);
    if (Math.abs(move) >= 1) scrollTo(container, container.scrollTop + move, smooth);
    return;
  }
  const move = delta(rect.top, rect.bottom, 0, window.innerHeight, align);
  if (Math.abs(move) >= 1) window.scrollBy({ top: move, behavior: scrollBehaviour(smooth, prefersReducedMotion()) });
}

/** Back to the top of the page (the top banner takes focus). */
export function scrollToTop(node: HTMLElement, smooth = true): void {
  const container = scrollContainerOf(node);
  if (container) scrollTo(container, 0, smooth);
  else window.scrollTo({ top: 0, behavior: scrollBehaviour(smooth, prefersReducedMotion()) });
}

/**
 * Every scroll the app makes goes through here: smooth only where the caller asks and the viewer
 * has not asked for less motion, so no caller can forget the setting.
 */
function scrollTo(container: HTMLElement, top: number, smooth: boolean): void {
  const behavior = scrollBehaviour(smooth, prefersReducedMotion());
  if (behavior === 'smooth' && typeof container.scrollTo === 'function') container.scrollTo({ top, behavior });
  else container.scrollTop = top;
}

/** A row's own sideways scroll to `left`: a jump, unless smooth is asked for and motion is welcome. */
export function scrollRowTo(viewport: HTMLElement, left: number, smooth: boolean): void {
  if (scrollBehaviour(smooth, prefersReducedMotion()) === 'smooth' && typeof viewport.scrollTo === 'function') viewport.scrollTo({ left, behavior: 'smooth' });
  else viewport.scrollLeft = left;
}
