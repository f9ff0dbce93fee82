import { useEffect, useState, type RefObject } from 'react';
import { backStack } from '../../focus/back-stack';

/**
 * Whether a popup is over the player: a layer on the Back stack (the sign-in popup, the plan
 * prompt, a dialog, one still loading its code) that is not one of the player's own menus, which
 * are drawn inside `root`. Always false when `enabled` is.
 */
export function usePopupOver(root: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const look = () =>
      setOver(
        backStack.ids().some((id) => {
          const layer = document.querySelector(`[data-layer="${CSS.escape(id)}"]`);
          return !layer || !root.current?.contains(layer);
        }),
      );
    look();
    const stop = backStack.subscribe(look);
    return () => {
      stop();
      setOver(false);
    };
  }, [root, enabled]);
  return over;
}
