import { useEffect, useRef } from 'react';
import { useConnection } from './connection';

/**
 * When the connection comes back after an offline start (Retry, or the browser saying so), the
 * lists given here that failed load again; the others are left as they are.
 */
export function useRetryOnReconnect(...lists: Array<{ error: string | null; retry: () => void }>): void {
  const reconnects = useConnection((s) => s.reconnects);
  const latest = useRef(lists);
  latest.current = lists;
  useEffect(() => {
    if (reconnects === 0) return;
    for (const list of latest.current) if (list.error) list.retry();
  }, [reconnects]);
}
