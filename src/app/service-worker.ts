import { isPackaged } from '../lib/runtime-config';
import { whenFirstScreenShown } from '../stores/first-screen';

/** Where the build puts the worker (scripts/vite-service-worker.ts). */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

export interface WorkerSupport {
  /** A production build (the dev server has no sw.js). */
  production: boolean;
  /**
   * The legacy or the middle bundle, run by engines before Chrome 105. The worker is built for
   * ES2020 (Chrome 80 parses it) and keeps the modern bundle's shell, which those engines never run,
   * so they go without it, as TV packages do.
   */
  legacy: boolean;
  /** A TV package: the app runs from the TV's storage (file://), not from the server. */
  packaged: boolean;
  protocol: string;
  secureContext: boolean;
  hasServiceWorker: boolean;
}

/**
 * Whether this page registers the service worker: a production build of the modern bundle, served
 * over http(s) in a secure context (https, or localhost) by a browser that has service workers, and
 * not a TV package. Old TV engines run the legacy or the middle bundle, where this is never true.
 */
export function shouldRegisterWorker(support: WorkerSupport): boolean {
  return (
    support.production &&
    !support.legacy &&
    !support.packaged &&
    (support.protocol === 'https:' || support.protocol === 'http:') &&
    support.secureContext &&
    support.hasServiceWorker
  );
}

/** The build's own files the page has loaded so far (its lazy parts included), for the worker to keep. */
function loadedBuildFiles(): string[] {
  try {
    return performance.getEntriesByType('resource').map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Registers the service worker once the page has loaded and the app's first page is on screen,
 * then hands it the files this page loaded before it took over. The page's load comes before the
 * app has drawn anything: the worker's first run and its copies of the shell then took the
 * page's thread and network from start-up's answers (on a TV at 6x CPU they arrived 300 ms late).
 * A no-op where it does not apply (see shouldRegisterWorker); a failure is only logged.
 */
export function registerServiceWorker(): void {
  // Constant in each bundle: the legacy and middle bundles drop everything below.
  if (import.meta.env.LEGACY || import.meta.env.MIDDLE || !import.meta.env.PROD) return;
  const support: WorkerSupport = {
    production: import.meta.env.PROD,
    legacy: Boolean(import.meta.env.LEGACY || import.meta.env.MIDDLE),
    packaged: isPackaged(),
    protocol: window.location.protocol,
    secureContext: window.isSecureContext === true,
    hasServiceWorker: 'serviceWorker' in navigator,
  };
  if (!shouldRegisterWorker(support)) return;
  const register = () => {
    navigator.serviceWorker
      .register(WORKER_URL, { scope: import.meta.env.BASE_URL })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: 'lumen:keep-files', urls: loadedBuildFiles() }))
      .catch((error: unknown) => console.warn(`Service worker not registered: ${error instanceof Error ? error.message : String(error)}`));
  };
  const afterLoad = () => whenFirstScreenShown(register);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Asks the worker (once it runs) to keep every build file this page has loaded so far. */
export function keepLoadedFiles(): void {
  if (import.meta.env.LEGACY || import.meta.env.MIDDLE || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'lumen:keep-files', urls: loadedBuildFiles() }))
    .catch(() => undefined);
}
