import { useEffect, useState } from 'react';

/** Far enough above to take in any page: with `passed`, everything above the view is near. */
const WHOLE_PAGE_ABOVE = '100000px';

/**
 * True once the element comes within `margin` (pixels, or a percentage of the visible height) of
 * the visible area of its scroll container (the TV stage) or the window; stays true. Without
 * IntersectionObserver, true at once.
 *
 * With `passed`, an element the viewer has scrolled past counts as near too. Focus held on Down
 * can carry the page past an element between two frames, and the observer, which looks once a
 * frame, would then never see it near.
 */
export function useNearViewport(element: HTMLElement | null, margin: number | `${number}%` = 600, { passed = false } = {}): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const root = element.closest<HTMLElement>('[data-scroll-container]');
    const around = typeof margin === 'number' ? `${margin}px` : margin;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { root, rootMargin: `${passed ? WHOLE_PAGE_ABOVE : around} 0px ${around} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near, passed]);
  return near;
}
