import { useEffect, useRef, useState, type DependencyList } from 'react';
import { useLocale } from '../i18n/use-locale';
import { ApiError } from './client';

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error'; message: string; status: number };

/**
 * True when asking again may help: no answer at all (status 0), a timeout, too many requests or a
 * server error. A refusal or a missing item (4xx) would answer the same again.
 */
export function worthRetrying(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Runs a load when its inputs change, cancelling the one before; a failure carries the server's
 * message (or `fallback` for anything that is not an API answer). `enabled` false waits. A change
 * of `refresh` alone loads again quietly: what is shown stays until the new value is there, and a
 * failed refresh keeps it (the next refresh tries again). A change of the app's language is such a
 * refresh: the answer's titles and descriptions come again in the new language.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, fallback: string, enabled = true, refresh = 0): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const loaded = useRef<{ deps: DependencyList; ready: boolean } | null>(null);
  const locale = useLocale();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const last = loaded.current;
    const quiet = last !== null && last.ready && last.deps.length === deps.length && last.deps.every((d, i) => Object.is(d, deps[i]));
    if (!quiet) {
      loaded.current = { deps, ready: false };
      setState({ kind: 'loading' });
    }
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        loaded.current = { deps, ready: true };
        setState({ kind: 'ready', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted || quiet) return;
        setState({ kind: 'error', message: error instanceof ApiError ? error.message : fallback, status: error instanceof ApiError ? error.status : 0 });
      },
    );
    return () => controller.abort();
    // The caller names the inputs of `load` in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, refresh, locale, ...deps]);
  return state;
}
