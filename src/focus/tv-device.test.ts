// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { TIZEN_REGISTERED_KEYS } from './keys';
import { exitAppAction, registerTvKeys } from './tv-device';

describe("registering the remote's keys", () => {
  it('asks a Samsung TV for the media and colour keys in one batch', () => {
    const registerKeyBatch = vi.fn();
    expect(registerTvKeys({ tizen: { tvinputdevice: { registerKeyBatch } } })).toBe(true);
    expect(registerKeyBatch).toHaveBeenCalledOnce();
    expect(registerKeyBatch.mock.calls[0]![0]).toEqual([...TIZEN_REGISTERED_KEYS]);
    expect(TIZEN_REGISTERED_KEYS).toEqual(expect.arrayContaining(['MediaPlayPause', 'MediaFastForward', 'ColorF0Red', 'ColorF3Blue']));
  });

  it('falls back to one key at a time when the batch fails, and skips keys the model lacks', () => {
    const registerKey = vi.fn((key: string) => {
      if (key === 'ColorF2Yellow') throw new Error('not supported');
    });
    const registerKeyBatch = vi.fn(() => {
      throw new Error('old firmware');
    });
    expect(registerTvKeys({ tizen: { tvinputdevice: { registerKeyBatch, registerKey } } })).toBe(true);
    expect(registerKey).toHaveBeenCalledTimes(TIZEN_REGISTERED_KEYS.length);
  });

  it("uses the batch's error callback too", () => {
    const registerKey = vi.fn();
    const registerKeyBatch = vi.fn((_keys: string[], _ok?: () => void, fail?: (error: unknown) => void) => fail?.(new Error('denied')));
    registerTvKeys({ tizen: { tvinputdevice: { registerKeyBatch, registerKey } } });
    expect(registerKey).toHaveBeenCalledTimes(TIZEN_REGISTERED_KEYS.length);
  });

  it('does nothing, and never throws, in a browser', () => {
    expect(registerTvKeys({})).toBe(false);
    expect(registerTvKeys(undefined)).toBe(false);
    expect(registerTvKeys(window)).toBe(false);
  });
});

describe('leaving the app', () => {
  it('closes a Tizen app through its application object', () => {
    const exit = vi.fn();
    const action = exitAppAction({ tizen: { application: { getCurrentApplication: () => ({ exit }) } } });
    expect(action).toBeTypeOf('function');
    action!();
    expect(exit).toHaveBeenCalledOnce();
  });

  it('hands Back to webOS, or closes the window where platformBack is missing', () => {
    const platformBack = vi.fn();
    exitAppAction({ webOS: { platformBack } })!();
    expect(platformBack).toHaveBeenCalledOnce();

    const close = vi.fn();
    exitAppAction({ PalmSystem: {}, close })!();
    expect(close).toHaveBeenCalledOnce();
  });

  it('asks an Android TV wrapper that offers an exit', () => {
    const exit = vi.fn();
    exitAppAction({ LumenAndroid: { exit } })!();
    expect(exit).toHaveBeenCalledOnce();
  });

  it('has no way out in a browser, so no question is asked', () => {
    expect(exitAppAction({})).toBeNull();
    expect(exitAppAction(window)).toBeNull();
    expect(exitAppAction({ tizen: {} })).toBeNull();
  });
});
