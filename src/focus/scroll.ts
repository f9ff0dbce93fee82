/**
 * Keeps a focused element in view inside its scroll container (TV stage) or the window, without
 * the browser's own focus scrolling (which jumps, and is missing on old TV engines).
 */
const MARGIN = 48;

function scrollContainerOf(node: HTMLElement): HTMLElement | null {
  return node.closest<HTMLElement>('[data-scroll-container]');
}

export function keepInView(node: HTMLElement, { smooth = true }: { smooth?: boolean } = {}): void {
  const container = scrollContainerOf(node);
  const rect = node.getBoundingClientRect();
  if (container) {
    const box = container.getBoundingClientRect();
    // The TV stage is scaled: convert screen pixels to the container's own pixels.
    const scale = box.height > 0 && container.clientHeight > 0 ? box.height / container.clientHeight : 1;
    let delta = 0;
    if (rect.top < box.top + MARGIN * scale) delta = (rect.top - box.top) / scale - MARGIN;
    else if (rect.bottom > box.bottom - MARGIN * scale) delta = Math.min((rect.bottom - box.bottom) / scale + MARGIN, (rect.top - box.top) / scale - MARGIN);
    if (delta !== 0) scrollBy(container, delta, smooth);
    return;
  }
  const viewport = window.innerHeight;
  let delta = 0;
  if (rect.top < MARGIN) delta = rect.top - MARGIN;
  else if (rect.bottom > viewport - MARGIN) delta = Math.min(rect.bottom - viewport + MARGIN, rect.top - MARGIN);
  if (delta !== 0) window.scrollBy({ top: delta, behavior: smooth ? 'smooth' : 'auto' });
}

function scrollBy(container: HTMLElement, delta: number, smooth: boolean): void {
  const top = container.scrollTop + delta;
  if (typeof container.scrollTo === 'function') container.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  else container.scrollTop = top;
}

/** Whether the user prefers less motion; smooth scrolling is then off. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
