import { TIZEN_REGISTERED_KEYS } from './keys';

/**
 * The TV's own script objects, where the app runs as an installed TV app: Samsung's `tizen`, LG's
 * `webOS` / `PalmSystem`, and `LumenAndroid` that an Android TV / Fire TV wrapper may add (see
 * platforms/README.md). Every call is guarded: in a browser none of them exist and nothing throws.
 */
interface TizenHost {
  tvinputdevice?: {
    registerKeyBatch?: (keys: string[], onSuccess?: () => void, onError?: (error: unknown) => void) => void;
    registerKey?: (key: string) => void;
  };
  application?: { getCurrentApplication?: () => { exit?: () => void } | undefined };
}

export interface TvHost {
  tizen?: TizenHost;
  webOS?: { platformBack?: () => void };
  PalmSystem?: unknown;
  LumenAndroid?: { exit?: () => void };
  close?: () => void;
}

function hostOf(win: unknown): TvHost {
  return (win ?? {}) as TvHost;
}

/**
 * Asks a Samsung TV for the media and colour keys (it keeps them for itself otherwise). Returns
 * whether a Tizen key API was there to ask.
 */
export function registerTvKeys(win: unknown = typeof window !== 'undefined' ? window : undefined): boolean {
  const input = hostOf(win).tizen?.tvinputdevice;
  if (!input) return false;
  const keys = [...TIZEN_REGISTERED_KEYS];
  const oneByOne = () => {
    for (const key of keys) {
      try {
        input.registerKey?.(key);
      } catch {
        // A key this model lacks: the others still count.
      }
    }
  };
  try {
    if (typeof input.registerKeyBatch === 'function') input.registerKeyBatch(keys, undefined, oneByOne);
    else oneByOne();
  } catch {
    oneByOne();
  }
  return true;
}

/**
 * How this device closes the app, or null where the app cannot close itself (a browser tab): then
 * Back on the home screen offers nothing, as on the web.
 */
export function exitAppAction(win: unknown = typeof window !== 'undefined' ? window : undefined): (() => void) | null {
  const host = hostOf(win);
  const tizenApp = host.tizen?.application;
  if (tizenApp && typeof tizenApp.getCurrentApplication === 'function') {
    return () => tizenApp.getCurrentApplication?.()?.exit?.();
  }
  if (host.webOS || host.PalmSystem) {
    const back = host.webOS?.platformBack;
    // platformBack hands Back to the TV, which closes the app from its first page.
    return typeof back === 'function' ? () => back.call(host.webOS) : () => host.close?.();
  }
  const android = host.LumenAndroid;
  if (android && typeof android.exit === 'function') return () => android.exit?.();
  return null;
}
