/**
 * The AbortController stand-in itself (see abort-controller.ts for what it is for), installed by
 * src/app/shims.ts in the legacy bundle only.
 */
import { abortError, STAND_IN } from './abort-controller';

type AbortListener = (event: { type: 'abort'; target: unknown }) => void;

class AbortSignalShim {
  readonly [STAND_IN] = true;
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

/** Whether `scope` (the window) was given the stand-in: true only on engines without AbortController. */
export function installAbortController(scope: Record<string, unknown>): boolean {
  if (typeof scope.AbortController === 'function') return false;
  // Marked here rather than by a static field, which the minifier would keep as a side effect even
  // in the modern bundle that never calls this.
  (AbortControllerShim as unknown as Record<string, boolean>)[STAND_IN] = true;
  scope.AbortController = AbortControllerShim;
  if (typeof scope.AbortSignal !== 'function') scope.AbortSignal = AbortSignalShim;
  return true;
}
