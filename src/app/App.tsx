import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { retryDelayMs } from '../api/reachability';
import { Loader } from '../components/Loader';
import { useReducedMotion } from '../focus/reduced-motion';
import { SCROLL_TO_TOP_DELAY_MS } from '../lib/constants';
import { playsSplash } from '../lib/motion';
import { drawSliced } from '../lib/sliced-drawing';
import { isPackaged } from '../lib/runtime-config';
import { isStartAddress, rememberSplashPlayed, splashPlayedThisVisit } from '../lib/splash';
import { useConfig } from '../stores/config';
import { useConnection } from '../stores/connection';
import { useUi } from '../stores/ui';
import { appRouter } from './app-router';
import { SplashScreen } from './SplashScreen';
import { refreshStartup, startupFailureMessage, takeStartup } from './startup';
import { StartupError } from './StartupError';

type Phase = { kind: 'starting' } | { kind: 'failed'; message: string } | { kind: 'ready' };

/** The film opens the app's own start, once a visit (lib/splash.ts): decided from the address the app was opened at. */
const opensWithFilm = isStartAddress(window.location, isPackaged()) && !splashPlayedThisVisit();

/**
 * Start-up, then the app. A first start shows the loader while the app token and configuration
 * arrive; a failure shows what went wrong with a Retry; success renders the routes and plays the
 * splash if set. A returning visitor's start (`resumed`: startFromStore applied the configuration
 * kept last time) draws at once and refreshes it behind the app; offline, a message with Retry
 * shows above the page.
 */
export function App({ resumed = false }: { resumed?: boolean }) {
  const [phase, setPhase] = useState<Phase>(resumed ? { kind: 'ready' } : { kind: 'starting' });
  const [splashDone, setSplashDone] = useState(!opensWithFilm);
  const splash = useConfig((s) => s.values.splash_screen_video_web);
  // The film is skipped for viewers who ask for less motion (see lib/motion.ts).
  const reducedMotion = useReducedMotion();

  /** Starts up; `quietly` (a try of its own after a failure) leaves the error shown until it succeeds. */
  const start = useCallback(async (quietly = false) => {
    if (!quietly) setPhase({ kind: 'starting' });
    try {
      // (home's first lists are asked for as it answers: main.tsx)
      await takeStartup();
      // The whole app's first draw: on a phone in slices, so a tap is not kept waiting for it.
      drawSliced(() => setPhase({ kind: 'ready' }));
    } catch (error) {
      setPhase({ kind: 'failed', message: startupFailureMessage(error) });
    }
  }, []);

  useEffect(() => {
    if (resumed) void refreshStartup();
    else void start();
  }, [resumed, start]);

  // Offline, the app starts up again by itself: when the browser says the connection is back,
  // and, since that event may never come (the network was there, the server was not), on its own
  // a while later each time (5 s, 10 s, 20 s, then every minute), as Retry would.
  const offline = useConnection((s) => s.offline);
  useEffect(() => {
    if (!offline) return;
    let tries = 0;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryAgain = () => {
      clearTimeout(timer);
      void refreshStartup().then((outcome) => {
        if (live && outcome === 'offline') timer = setTimeout(tryAgain, retryDelayMs(++tries));
      });
    };
    timer = setTimeout(tryAgain, retryDelayMs(tries));
    window.addEventListener('online', tryAgain);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', tryAgain);
    };
  }, [offline]);

  // Downloads (phones and computers): carry on with what the last visit left, and keep what
  // playing them offline needs. Its code loads after start-up, and never on a TV.
  useEffect(() => {
    if (phase.kind !== 'ready' || useUi.getState().formFactor === 'tv') return;
    let live = true;
    let stop: (() => void) | null = null;
    void import('./offline-work').then((m) => {
      if (live) stop = m.startOfflineWork();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [phase.kind]);

  useEffect(() => {
    if (phase.kind !== 'ready') return;
    const timer = setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase.kind]);

  // A start that failed is tried again by itself, later each time, behind the message and its Retry.
  const failed = phase.kind === 'failed';
  useEffect(() => {
    if (!failed) return;
    let tries = 0;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryAgain = () => {
      clearTimeout(timer);
      void start(true).then(() => {
        if (live) timer = setTimeout(tryAgain, retryDelayMs(++tries));
      });
    };
    timer = setTimeout(tryAgain, retryDelayMs(tries));
    window.addEventListener('online', tryAgain);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', tryAgain);
    };
  }, [failed, start]);

  const router = phase.kind === 'ready' ? appRouter() : null;

  if (phase.kind === 'starting') return <Loader label="Starting Lumen…" />;
  if (phase.kind === 'failed') return <StartupError message={phase.message} onRetry={() => void start()} />;
  return (
    <>
      {router && <RouterProvider router={router} />}
      {playsSplash(splash, reducedMotion) && splash && !splashDone && (
        <SplashScreen
          src={splash}
          onDone={() => {
            rememberSplashPlayed();
            setSplashDone(true);
          }}
        />
      )}
    </>
  );
}
