import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { keepInView } from '../../focus/scroll';
import { CONTROLS_HIDE_MS } from './player-rules';

/**
 * The player's controls: shown, then hidden after a while without input while the picture plays.
 * Any key (but Back) shows them again and does nothing else, so focus stays where it was; a pointer
 * or a touch shows them too. Answers whether they are shown, and `show` (which restarts the wait).
 */
export function useControlsVisibility(opts: {
  rootRef: RefObject<HTMLDivElement | null>;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Inside a page (live TV) rather than over the whole screen. */
  embedded: boolean | undefined;
  paused: boolean;
}): { visible: boolean; show: () => void } {
  const { rootRef, videoRef, embedded, paused } = opts;
  const [visible, setVisible] = useState(true);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const visibleRef = useRef(true);
  const show = useCallback(() => {
    visibleRef.current = true;
    setVisible(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      // Inside a page (live TV) the controls stay while they hold focus: the page around them shows
      // no other focus, and a hidden one would leave the viewer with none.
      if (embedded && rootRef.current?.contains(document.activeElement)) return;
      if (videoRef.current && !videoRef.current.paused && !document.querySelector('.player [data-layer]')) {
        visibleRef.current = false;
        setVisible(false);
      }
    }, CONTROLS_HIDE_MS);
  }, [embedded, rootRef, videoRef]);

  useEffect(() => {
    show();
    const onKey = (event: KeyboardEvent) => {
      // Inside a page, only keys meant for the player (focus in it) wake its controls.
      if (embedded && !rootRef.current?.contains(document.activeElement)) return;
      const isBack = event.key === 'Escape' || event.key === 'Backspace' || event.keyCode === 10009 || event.keyCode === 461;
      if (!visibleRef.current && !isBack && event.key.startsWith('Arrow')) {
        event.stopImmediatePropagation();
        event.preventDefault();
      }
      if (!visibleRef.current && event.key === 'Enter') {
        event.stopImmediatePropagation();
        event.preventDefault();
      }
      show();
    };
    const onPointer = () => show();
    // Focus given to the controls while they are hidden (the page placing it, after a channel
    // change) shows them: a hidden control never holds focus. Inside a page, the whole player
    // comes into view with them (its menus open upwards, over the picture).
    const root = rootRef.current;
    const onFocusIn = (event: FocusEvent) => {
      if (!visibleRef.current) show();
      // Only as focus comes in from the page, not as it moves between the controls.
      const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (embedded && !(from && root?.contains(from))) requestAnimationFrame(() => root && keepInView(root));
    };
    root?.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('mousemove', onPointer);
    window.addEventListener('touchstart', onPointer);
    return () => {
      clearTimeout(hideTimer.current);
      root?.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('mousemove', onPointer);
      window.removeEventListener('touchstart', onPointer);
    };
  }, [show, embedded, rootRef]);

  useEffect(() => {
    if (paused) show();
  }, [paused, show]);

  return { visible, show };
}
