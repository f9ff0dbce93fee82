import { useLayoutEffect } from 'react';
import { Loader } from '../components/Loader';
import { currentPlatform } from '../focus/engine';
import { layerOnItsWay } from '../focus/held-press';
import { actionForKey, isTextField } from '../focus/keys';
import { useBackStep } from '../focus/use-back-step';

/** The keys a layer still downloading holds: they would move focus on the page beneath it. */
const HELD = new Set(['up', 'down', 'left', 'right', 'enter']);

/**
 * What a layer shows while its code downloads (the first time it opens; on a slow TV, a while):
 * the loader; arrows and OK do nothing meanwhile (focus stays on what opened the layer, rather than
 * walking the page behind the loader), and Back already closes the layer rather than what is under
 * it (on home, the question whether to leave).
 */
export function LayerLoading({ id, onClose }: { id: string; onClose: () => void }) {
  useBackStep(`${id}:loading`, onClose);
  useLayoutEffect(() => {
    // Keys pressed before it was drawn wait on for the layer (held-press.ts awaitLayer).
    layerOnItsWay();
    const hold = (event: KeyboardEvent) => {
      const action = actionForKey(event, currentPlatform(), { inTextField: isTextField(document.activeElement) });
      if (!action || !HELD.has(action)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('keydown', hold, true);
    return () => window.removeEventListener('keydown', hold, true);
  }, []);
  return <Loader />;
}
