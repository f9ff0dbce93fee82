/**
 * AbortController for engines older than Chrome 66 (LG webOS 4 is Chromium 53, Tizen 2019 is 63).
 * core-js does not polyfill it, and our loads and the API client create one for every request.
 *
 * The stand-in keeps the part of the contract the app uses: `signal.aborted`, `signal.reason`,
 * `abort` listeners (and `onabort`), `throwIfAborted()`. fetch in those engines ignores a signal it
 * does not know, so the API client also races each request against its signal (`untilAborted`):
 * a cancelled or timed-out request still settles at once, the answer arriving later is dropped.
 */

/**
 * Marks the stand-in's controller class and signals (abort-stand-in.ts). The checks here read the
 * mark rather than testing `instanceof`, so the modern bundle, which never installs the stand-in,
 * does not carry it.
 */
export const STAND_IN = '__lumenAbortStandIn';
const isStandIn = (value: unknown): boolean => Boolean(value && (value as Record<string, unknown>)[STAND_IN]);

/** The error an aborted signal carries when `abort()` gives none, named as the platform's. */
export function abortError(): Error {
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the platform's own message, for code
    return new DOMException('This operation was aborted', 'AbortError');
  } catch {
    const error = new Error('This operation was aborted');
    error.name = 'AbortError';
    return error;
  }
}

/** Whether `scope` runs on the stand-in (an engine before Chrome 66), not the platform's own. */
export function usesAbortStandIn(scope: Record<string, unknown>): boolean {
  return isStandIn(scope.AbortController);
}

/**
 * The signal to hand to fetch: the platform's own, or none for a stand-in's, which fetch cannot
 * use (old engines ignore it; a current one would refuse it). `untilAborted` does its work then.
 */
export function fetchSignal(signal: AbortSignal): AbortSignal | undefined {
  return isStandIn(signal) ? undefined : signal;
}

/**
 * Settles with `work`, or rejects with the signal's reason as soon as the signal aborts, whichever
 * comes first. Where fetch honours its signal this changes nothing; where it does not (Chrome < 66)
 * it is what makes a timeout or a cancel take effect.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The work was started all the same (a fetch given an aborted signal): its own rejection is
    // expected and must not surface as an unhandled one.
    work.catch(() => undefined);
    return Promise.reject(signal.reason ?? abortError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? abortError());
    signal.addEventListener('abort', onAbort);
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
