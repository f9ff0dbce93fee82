import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
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
import { useTryAgainWhile } from './use-try-again';

/** Start-up again from what it kept; another try is wanted while the server cannot be reached. */
const refreshWhileOffline = async () => (await refreshStartup()) === 'offline';

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
  const { t } = useLingui();

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

  // Offline, the app starts up again by itself, as Retry would (see useTryAgainWhile).
  const offline = useConnection((s) => s.offline);
  useTryAgainWhile(offline, refreshWhileOffline);

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

  // A start that failed is tried again by itself, behind the message and its Retry.
  const startQuietly = useCallback(() => start(true).then(() => true), [start]);
  useTryAgainWhile(phase.kind === 'failed', startQuietly);

  const router = phase.kind === 'ready' ? appRouter() : null;

  if (phase.kind === 'starting') return <Loader label={t`Starting Lumen…`} />;
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
