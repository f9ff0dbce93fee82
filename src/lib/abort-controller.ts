/**
 * AbortController for engines older than Chrome 66 (LG webOS 4 is Chromium 53, Tizen 2019 is 63).
 * core-js does not polyfill it, and our loads and the API client create one for every request.
 *
 * The stand-in keeps the part of the contract the app uses: `signal.aborted`, `signal.reason`,
 * `abort` listeners (and `onabort`), `throwIfAborted()`. fetch in those engines ignores a signal it
 * does not know, so the API client also races each request against its signal (`untilAborted`):
 * a cancelled or timed-out request still settles at once, the answer arriving later is dropped.
 */

type AbortListener = (event: { type: 'abort'; target: unknown }) => void;

/** The error an aborted signal carries when `abort()` gives none, named as the platform's. */
export function abortError(): Error {
  try {
    return new DOMException('This operation was aborted', 'AbortError');
  } catch {
    const error = new Error('This operation was aborted');
    error.name = 'AbortError';
    return error;
  }
}

class AbortSignalShim {
  aborted = false;
  reason: unknown = undefined;
  onabort: AbortListener | null = null;
  private listeners: { listener: AbortListener; once: boolean }[] = [];

  addEventListener(type: string, listener: AbortListener | null, options?: boolean | { once?: boolean }): void {
    if (type !== 'abort' || typeof listener !== 'function') return;
    if (this.listeners.some((entry) => entry.listener === listener)) return;
    this.listeners.push({ listener, once: typeof options === 'object' && options !== null && Boolean(options.once) });
  }

  removeEventListener(type: string, listener: AbortListener | null): void {
    if (type !== 'abort') return;
    this.listeners = this.listeners.filter((entry) => entry.listener !== listener);
  }

  dispatchEvent(event: { type: string }): boolean {
    if (event.type !== 'abort') return true;
    const abortEvent = { type: 'abort' as const, target: this };
    if (typeof this.onabort === 'function') this.onabort.call(this, abortEvent);
    for (const entry of this.listeners.slice()) {
      if (entry.once) this.removeEventListener('abort', entry.listener);
      try {
        entry.listener.call(this, abortEvent);
      } catch (error) {
        // As the platform does: one failing listener neither stops the others nor the abort.
        setTimeout(() => {
          throw error;
        });
      }
    }
    return true;
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }
}

class AbortControllerShim {
  readonly signal = new AbortSignalShim();

  abort(reason?: unknown): void {
    if (this.signal.aborted) return;
    this.signal.aborted = true;
    this.signal.reason = reason === undefined ? abortError() : reason;
    this.signal.dispatchEvent({ type: 'abort' });
  }
}

/** Whether `scope` runs on the stand-in (an engine before Chrome 66), not the platform's own. */
export function usesAbortStandIn(scope: Record<string, unknown>): boolean {
  return scope.AbortController === AbortControllerShim;
}

/**
 * The signal to hand to fetch: the platform's own, or none for a stand-in's, which fetch cannot
 * use (old engines ignore it; a current one would refuse it). `untilAborted` does its work then.
 */
export function fetchSignal(signal: AbortSignal): AbortSignal | undefined {
  return (signal as unknown) instanceof AbortSignalShim ? undefined : signal;
}

/** Whether `scope` (the window) was given the stand-in: true only on engines without AbortController. */
export function installAbortController(scope: Record<string, unknown>): boolean {
  if (typeof scope.AbortController === 'function') return false;
  scope.AbortController = AbortControllerShim;
  if (typeof scope.AbortSignal !== 'function') scope.AbortSignal = AbortSignalShim;
  return true;
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
