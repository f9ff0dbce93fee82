import { t } from '@lingui/core/macro';
import type shakaNamespace from 'shaka-player';
import { usesAbortStandIn } from './abort-controller';

export type Shaka = typeof shakaNamespace;

let loading: Promise<Shaka> | null = null;

/** shaka-player is loaded only when a player opens, so other routes never pay for it. */
export function loadShaka(): Promise<Shaka> {
  loading ??= import('shaka-player').then((module) => {
    const shaka = module.default;
    shaka.polyfill.installAll();
    // shaka fetches segments with fetch whenever window.AbortController exists. On engines before
    // Chrome 66 that is our stand-in, which fetch ignores: shaka could then neither cancel nor time
    // out a request. XHR aborts natively there, so it takes http(s) and blob back.
    if (usesAbortStandIn(window as unknown as Record<string, unknown>)) {
      for (const scheme of ['http', 'https', 'blob']) {
        shaka.net.NetworkingEngine.registerScheme(scheme, shaka.net.HttpXHRPlugin.parse, shaka.net.NetworkingEngine.PluginPriority.APPLICATION, true);
      }
    }
    if (!shaka.Player.isBrowserSupported()) throw new Error(t`This browser cannot play our videos.`);
    return shaka;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
