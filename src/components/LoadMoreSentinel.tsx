import { useEffect, useState } from 'react';

/** Asks for the next page when the end of a list comes within 600 px of the screen. */
export function LoadMoreSentinel({ hasMore, loading, loadMore }: { hasMore: boolean; loading: boolean; loadMore: () => void }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || !hasMore || loading) return;
    if (typeof IntersectionObserver === 'undefined') {
      loadMore();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      root: element.closest('[data-scroll-container]'),
      rootMargin: '600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, hasMore, loading, loadMore]);
  return <div ref={setElement} aria-hidden="true" style={{ height: 1 }} />;
}
