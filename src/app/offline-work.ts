import { DOWNLOAD_KEPT_EVENT, downloadsKept, downloadsWaiting, resumePointsWaiting } from '../lib/offline-keys';
import { keepLoadedFiles } from './service-worker';

/** Loads the Downloads tab and the player, and hands their files to the service worker. */
function keepOfflineScreens(): void {
  void Promise.all([import('../features/account/AccountPage'), import('../features/player/PlayerRoute')]).then(keepLoadedFiles, () => undefined);
}

/**
 * What downloads need once the app has started: a download the last visit left half-way carries
 * on, resume points recorded offline are sent, and the Downloads tab and the player are kept by the
 * service worker (a new build's worker too) so a download plays without a connection. Answers the
 * clean-up.
 */
export function startOfflineWork(): () => void {
  if (downloadsWaiting()) void import('../stores/downloads').then((m) => m.useDownloads.getState().carryOn());
  if (resumePointsWaiting()) void import('../stores/kept-resume-points').then((m) => m.sendKeptResumePoints());
  if (downloadsKept()) keepOfflineScreens();
  window.addEventListener(DOWNLOAD_KEPT_EVENT, keepOfflineScreens);
  return () => window.removeEventListener(DOWNLOAD_KEPT_EVENT, keepOfflineScreens);
}
