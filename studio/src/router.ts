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

/** Moves to `to`; `notice` is what the next page says first (e.g. "Saved as a draft." after a create). */
export function navigate(to: string, options: { replace?: boolean; notice?: string } = {}): void {
  const target = to.startsWith('/studio') ? to : `/studio${to}`;
  const state = options.notice ? { notice: options.notice } : null;
  if (options.replace) history.replaceState(state, '', target);
  else history.pushState(state, '', target);
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

/** The notice the page was opened with (see navigate), once: a reload does not repeat it. */
export function takeNotice(): string | null {
  const notice = (history.state as { notice?: unknown } | null)?.notice;
  if (typeof notice !== 'string') return null;
  history.replaceState(null, '', window.location.href);
  return notice;
}

/** Keeps `notice` for the page drawn next at this address (a form drawn again after a save). */
export function keepNotice(notice: string): void {
  history.replaceState({ notice }, '', window.location.href);
}
