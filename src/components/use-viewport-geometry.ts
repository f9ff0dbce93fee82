import { useEffect, useMemo, useRef } from 'react';

export interface ViewportGeometry {
  /** The viewport's width and how far it is scrolled sideways, without making the browser lay the page out. */
  read(): { width: number; scrollLeft: number };
  /** The app scrolled the viewport to `left` (the scroll event may come a frame later). */
  scrolledTo(left: number): void;
}

/**
 * A row's viewport width and scroll position, kept as they change (a ResizeObserver and the scroll
 * event) instead of read on each key press: reading clientWidth or scrollLeft right after React has
 * changed the page forces a layout of the whole page, and on a slow TV that was a fifth of a
 * press's cost. Engines without ResizeObserver (TVs before Chrome 64) read the width as before.
 */
export function useViewportGeometry(viewport: HTMLElement | null): ViewportGeometry {
  const state = useRef({ width: 0, scrollLeft: 0, observed: false });

  useEffect(() => {
    const current = state.current;
    if (!viewport) return;
    current.scrollLeft = viewport.scrollLeft;
    const onScroll = () => {
      current.scrollLeft = viewport.scrollLeft;
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      current.width = viewport.clientWidth;
      current.observed = true;
      observer = new ResizeObserver(() => {
        current.width = viewport.clientWidth;
      });
      observer.observe(viewport);
    }
    return () => {
      viewport.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      current.observed = false;
    };
  }, [viewport]);

  return useMemo(
    () => ({
      read: () => {
        const current = state.current;
        if (!current.observed && viewport) return { width: viewport.clientWidth, scrollLeft: viewport.scrollLeft };
        return { width: current.width, scrollLeft: current.scrollLeft };
      },
      scrolledTo: (left: number) => {
        state.current.scrollLeft = left;
      },
    }),
    [viewport],
  );
}
