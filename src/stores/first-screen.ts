import { create } from 'zustand';
import { afterNextPaint } from '../lib/after-paint';

/**
 * Whether the app's first page is on screen with its first focus. Until then, cards draw their
 * frame and title without the picture: on a slow TV the pictures (the demo's art is SVG, each a
 * small document the browser parses and lays out on the page's own thread) held back the first
 * focus of home, so the viewer waited on pictures before a key could do anything. `shown` turns
 * true once (use-route-focus places the first focus, or gives up waiting) and stays true.
 */
export const useFirstScreen = create<{ shown: boolean; show: () => void }>()((set) => ({
  shown: false,
  show: () => set({ shown: true }),
}));

let pending = false;

/**
 * The first page has its focus (or has stopped waiting for it): pictures may load once that focus
 * is painted, after the next frame, so that the frame showing it does not wait on them.
 */
export function firstScreenShown(): void {
  if (pending || useFirstScreen.getState().shown) return;
  pending = true;
  afterNextPaint(() => useFirstScreen.getState().show());
}

/** Runs `then` once the first page is on screen with its first focus (at once if it is already). */
export function whenFirstScreenShown(then: () => void): void {
  if (useFirstScreen.getState().shown) return then();
  const stop = useFirstScreen.subscribe(({ shown }) => {
    if (!shown) return;
    stop();
    then();
  });
}
