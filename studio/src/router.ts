import { useEffect, useState } from 'react';

/** The studio's own addresses, all under /studio: the browser's history, no library. */
export function useLocation(): URL {
  const [url, setUrl] = useState(() => new URL(window.location.href));
  useEffect(() => {
    const update = () => setUrl(new URL(window.location.href));
    window.addEventListener('popstate', update);
    window.addEventListener('studio:navigate', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('studio:navigate', update);
    };
  }, []);
  return url;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = to.startsWith('/studio') ? to : `/studio${to}`;
  if (options.replace) history.replaceState(null, '', target);
  else history.pushState(null, '', target);
  window.dispatchEvent(new Event('studio:navigate'));
  // A new page starts at its top, with focus on its heading (screen readers say where they are).
  window.scrollTo(0, 0);
  requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
}

/** A link that moves within the studio without reloading it. */
export function linkProps(to: string) {
  return {
    href: to.startsWith('/studio') ? to : `/studio${to}`,
    onClick: (event: React.MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(to);
    },
  };
}
