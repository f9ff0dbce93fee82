import { useEffect, useRef } from 'react';
import { backStack } from './back-stack';

/**
 * A step inside a page or popup that Back leaves before anything else (a sub-view such as
 * 'Sign in with your phone' inside the sign-in options, or My List's remove mode): while mounted
 * and `active`, Back calls `onBack`.
 */
export function useBackStep(id: string, onBack: () => void, active = true): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    if (!active) return;
    backStack.push({ id, close: () => latest.current(), openerFocusKey: null });
    return () => void backStack.remove(id);
  }, [id, active]);
}
