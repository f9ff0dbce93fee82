import type shakaNamespace from 'shaka-player';

export type Shaka = typeof shakaNamespace;

let loading: Promise<Shaka> | null = null;

/** shaka-player is loaded only when a player opens, so other routes never pay for it. */
export function loadShaka(): Promise<Shaka> {
  loading ??= import('shaka-player').then((module) => {
    const shaka = module.default;
    shaka.polyfill.installAll();
    if (!shaka.Player.isBrowserSupported()) throw new Error('This browser cannot play our videos.');
    return shaka;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
