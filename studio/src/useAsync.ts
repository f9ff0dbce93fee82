import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/**
 * Loads `load()` on mount and when `key` changes; `reload` asks again, keeping what was shown until
 * the new answer comes (a form on the page is not taken down and drawn again).
 */
export function useAsync<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void, (value: T) => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    let current = true;
    if (shownKey.current !== key) setLoaded({ state: 'loading' });
    shownKey.current = key;
    load().then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on each render; `key` and `round` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((value: T) => setLoaded({ state: 'ready', value }), []);
  return [loaded, reload, set];
}
