import { useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` pixels of the visible area of its scroll container
 * (the TV stage) or the window; stays true. Without IntersectionObserver, true at once.
 */
export function useNearViewport(element: HTMLElement | null, margin = 600): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const root = element.closest<HTMLElement>('[data-scroll-container]');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { root, rootMargin: `${margin}px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
