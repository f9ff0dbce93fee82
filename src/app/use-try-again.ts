import { useEffect } from 'react';
import { retryDelayMs } from '../api/reachability';

/**
 * While `active`, tries `attempt` again by itself: when the browser says it is online, and since
 * that may never come (the network was there, the server was not), a while later each time (5 s,
 * 10 s, 20 s, then every minute). `attempt` answers whether another try is still wanted; the tries
 * stop as soon as `active` turns false.
 */
export function useTryAgainWhile(active: boolean, attempt: () => Promise<boolean>): void {
  useEffect(() => {
    if (!active) return;
    let tries = 0;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryAgain = () => {
      clearTimeout(timer);
      void attempt().then((again) => {
        if (live && again) timer = setTimeout(tryAgain, retryDelayMs(++tries));
      });
    };
    timer = setTimeout(tryAgain, retryDelayMs(tries));
    window.addEventListener('online', tryAgain);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', tryAgain);
    };
  }, [active, attempt]);
}
