import { afterEach, describe, expect, it, vi } from 'vitest';
import { abortError, fetchSignal, untilAborted, usesAbortStandIn } from './abort-controller';
import { installAbortController } from './abort-stand-in';

/** A window as Chrome 53 has it: no AbortController, no AbortSignal. */
function oldEngine(): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  expect(installAbortController(scope)).toBe(true);
  return scope;
}

type Controller = { signal: AbortSignal; abort(reason?: unknown): void };

function controllerOf(scope: Record<string, unknown>): Controller {
  const Shim = scope.AbortController as new () => Controller;
  return new Shim();
}

describe('the AbortController stand-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves an engine that has AbortController alone', () => {
    const scope: Record<string, unknown> = { AbortController, AbortSignal };
    expect(installAbortController(scope)).toBe(false);
    expect(scope.AbortController).toBe(AbortController);
  });

  it('aborts once, with an AbortError, telling each listener and onabort once', () => {
    const controller = controllerOf(oldEngine());
    const heard: string[] = [];
    const listener = () => heard.push('listener');
    controller.signal.addEventListener('abort', listener);
    controller.signal.addEventListener('abort', listener);
    controller.signal.onabort = () => heard.push('onabort');
    expect(controller.signal.aborted).toBe(false);
    controller.abort();
    controller.abort();
    expect(controller.signal.aborted).toBe(true);
    expect((controller.signal.reason as Error).name).toBe('AbortError');
    expect(heard).toEqual(['onabort', 'listener']);
    expect(() => controller.signal.throwIfAborted()).toThrow('aborted');
  });

  it('keeps a reason given to abort, and forgets removed and once listeners', () => {
    const controller = controllerOf(oldEngine());
    const removed = vi.fn();
    const once = vi.fn();
    controller.signal.addEventListener('abort', removed);
    controller.signal.removeEventListener('abort', removed);
    controller.signal.addEventListener('abort', once, { once: true });
    controller.abort('timeout');
    expect(controller.signal.reason).toBe('timeout');
    expect(removed).not.toHaveBeenCalled();
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('still tells the other listeners when one throws', () => {
    vi.useFakeTimers();
    try {
      const controller = controllerOf(oldEngine());
      const after = vi.fn();
      controller.signal.addEventListener('abort', () => {
        throw new Error('listener bug');
      });
      controller.signal.addEventListener('abort', after);
      controller.abort();
      expect(after).toHaveBeenCalled();
      expect(() => vi.runAllTimers()).toThrow('listener bug');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('untilAborted', () => {
  it('settles with the work when the signal stays quiet', async () => {
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    await expect(untilAborted(Promise.reject(new Error('no')), controller.signal)).rejects.toThrow('no');
  });

  it('rejects as soon as the signal aborts, even when the work never settles (fetch before Chrome 66)', async () => {
    const controller = controllerOf(oldEngine());
    const pending = untilAborted(new Promise<never>(() => undefined), controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects at once on a signal that already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(untilAborted(Promise.resolve(1), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('leaves no unhandled rejection behind when the work fails too (a fetch given an aborted signal)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const controller = new AbortController();
      controller.abort();
      await expect(untilAborted(Promise.reject(abortError()), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('names its own error as the platform does', () => {
    expect(abortError().name).toBe('AbortError');
  });
});

describe('which signal fetch gets', () => {
  it('the platform signal as it is, none for a stand-in signal', () => {
    const native = new AbortController();
    expect(fetchSignal(native.signal)).toBe(native.signal);
    const scope = oldEngine();
    expect(usesAbortStandIn(scope)).toBe(true);
    expect(fetchSignal(controllerOf(scope).signal)).toBeUndefined();
    expect(usesAbortStandIn({ AbortController })).toBe(false);
  });
});
