import './app/shims';
// Then every stylesheet, in its one order (see styles.ts).
import './app/styles';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { keepLoadedFiles, registerServiceWorker } from './app/service-worker';
import { beginStartup, startFromStore } from './app/startup';
import { prefetchHome } from './features/home/home-prefetch';
import { isStartAddress } from './lib/splash';
import { isPackaged } from './lib/runtime-config';
import { initFocusEngine } from './focus/engine';
import { watchInputMode, watchPointerMode } from './focus/pointer-mode';
import { registerTvKeys } from './focus/tv-device';
import { chooseFormFactor } from './lib/form-factor';
import { layoutOverride } from './layouts/layout-override';
import { reloadSession } from './stores/session';
import { firstScreenShown, whenFirstScreenShown } from './stores/first-screen';
import { PAGE_FOCUS_WAIT_MS } from './focus/page-focus';
import { useUi } from './stores/ui';
import { appRouter, loadOtherPages } from './app/app-router';
import { drawSliced } from './lib/sliced-drawing';
import './app/base.css';
import { activateLocale, i18n, startingLocale } from './i18n/language';
import { followProfileLanguage } from './i18n/profile-language';
import { StartupError } from './app/StartupError';

// The user-authenticated check runs before the app is created: expired or corrupt state is dropped.
reloadSession();
// The viewer's language (its catalogue, a chunk of its own) is fetched while the rest starts.
const language = activateLocale(startingLocale());
// A profile that chose a language brings it along, from this device or another.
followProfileLanguage();
initFocusEngine();
// An installed TV app asks for the remote's media and colour keys, and follows an LG pointer.
registerTvKeys();
watchPointerMode();

// A ?layout= override holds for the whole visit, not just the first address.
const requestedLayout = layoutOverride(window.location.search);

/** Reads the window's width, and the layout that goes with it, at start and on each resize. */
function followWindow() {
  const ui = useUi.getState();
  const width = window.innerWidth;
  ui.setWindowWidth(width);
  const formFactor = chooseFormFactor({ search: requestedLayout ? `?layout=${requestedLayout}` : '', userAgent: navigator.userAgent, viewportWidth: width });
  if (formFactor !== ui.formFactor) ui.setFormFactor(formFactor);
}
followWindow();
window.addEventListener('resize', followWindow);

// Focus rings are for keys and remotes; a finger on a phone does not need them.
watchInputMode();

// Cards' pictures wait for the first page's focus (stores/first-screen.ts), and never longer than this.
setTimeout(firstScreenShown, PAGE_FOCUS_WAIT_MS);

// A returning visitor starts from the configuration kept last time, without waiting on the network.
const resumed = startFromStore();
const opensAtHome = isStartAddress(window.location, isPackaged());
// Home's first lists are asked for now, while the app is still being drawn.
if (resumed && opensAtHome) prefetchHome();

const container = document.getElementById('root');
if (container) {
  // A first start's calls go out first; the router is made while they travel, in a task of its
  // own: the scripts' first run is the longest task of a start, and the page answers no tap while
  // it lasts.
  // Home's first lists are asked for as soon as start-up answers, whatever React is drawing then.
  if (!resumed) beginStartup(opensAtHome ? prefetchHome : undefined);
  const start = new MessageChannel();
  start.port1.onmessage = () => {
    appRouter();
    const app = createRoot(container);
    // React's first draw takes the boot spinner's place, once the language's words are here; on a
    // phone it is drawn in slices. Without them there is nothing to say but that, in English, and Retry.
    const draw = () =>
      drawSliced(() =>
        app.render(
          <StrictMode>
            <I18nProvider i18n={i18n}>
              <App resumed={resumed} />
            </I18nProvider>
          </StrictMode>,
        ),
      );
    language.then(draw, () => app.render(<StartupError wordsMissing onRetry={() => window.location.reload()} />));
  };
  start.port2.postMessage(null);
}

// Installable web app: the app shell kept for instant and offline starts (a no-op on old TV
// engines, in TV packages and in development).
registerServiceWorker();

// The other pages' routes come with the viewer's first key, click or touch once the first screen
// is shown (a start no one touches fetches only home), so a move to another page does not wait for
// them; the service worker then keeps them for offline starts. Not in the input's own task.
whenFirstScreenShown(() => {
  const inputs = ['keydown', 'pointerdown', 'touchstart'] as const;
  const fetchPages = () => {
    for (const input of inputs) window.removeEventListener(input, fetchPages, true);
    setTimeout(() => void loadOtherPages().then(keepLoadedFiles, () => undefined), 0);
  };
  for (const input of inputs) window.addEventListener(input, fetchPages, { capture: true, passive: true });
});
