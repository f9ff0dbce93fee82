import { scrollFromStart } from '../lib/direction';

/**
 * A row viewport's width and scroll, as its resize observer and its scroll events last told: read
 * from the element in a press's task, after the press changed the page, each forced a layout of the
 * whole page before the frame's own.
 */
const widths = new WeakMap<Element, number>();
const scrolls = new WeakMap<Element, number>();
let lastWidth: number | null = null;
let observer: ResizeObserver | null = null;

/** Follows `viewport`'s width and scroll until the returned function is called. */
export function watchRow(viewport: HTMLElement, rtl: boolean): () => void {
  if (typeof ResizeObserver !== 'undefined') {
    observer ??= new ResizeObserver((entries) => {
      for (const entry of entries) {
        if (entry.contentRect.width <= 0) continue;
        widths.set(entry.target, entry.contentRect.width);
        lastWidth = entry.contentRect.width;
      }
    });
    observer.observe(viewport);
  }
  // A scroll event comes in the frame, after layout: the position is read there for nothing.
  const onScroll = () => scrolls.set(viewport, scrollFromStart(viewport, rtl));
  viewport.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    observer?.unobserve(viewport);
    viewport.removeEventListener('scroll', onScroll);
    widths.delete(viewport);
    scrolls.delete(viewport);
  };
}

/** The viewport's width (its first, or on a TV without ResizeObserver every one, read from it). */
export function rowWidth(viewport: HTMLElement): number {
  return widths.get(viewport) ?? viewport.clientWidth;
}

/** How far the viewport is scrolled from its start (lib/direction.ts scrollFromStart). */
export function rowScroll(viewport: HTMLElement, rtl: boolean): number {
  const known = scrolls.get(viewport);
  if (known !== undefined) return known;
  const read = scrollFromStart(viewport, rtl);
  scrolls.set(viewport, read);
  return read;
}

/** The row has been told to scroll to `fromStart`: where it stands for the next press. */
export function rowScrolledTo(viewport: HTMLElement, fromStart: number): void {
  scrolls.set(viewport, fromStart);
}

/** The width of the last row laid out (the rows of a page share one), if any has been. */
export function lastRowWidth(): number | null {
  return lastWidth;
}
