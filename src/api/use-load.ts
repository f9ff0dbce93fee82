import { useEffect, useState, type DependencyList } from 'react';
import { ApiError } from './client';

export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  | { kind: 'error'; message: string; status: number };

/**
 * Runs a load when its inputs change, cancelling the one before; a failure carries the server's
 * message (or `fallback` for anything that is not an API answer). `enabled` false waits.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, fallback: string, enabled = true): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ kind: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', message: error instanceof ApiError ? error.message : fallback, status: error instanceof ApiError ? error.status : 0 });
      },
    );
    return () => controller.abort();
    // The caller names the inputs of `load` in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps]);
  return state;
}
