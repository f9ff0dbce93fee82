/**
 * Remote-control and keyboard keys as data. Each platform maps key codes (and, where a browser
 * reports them, key names) to the few actions the app understands.
 * Note: on TVs 19 is Pause, not Up.
 */

export type Direction = 'left' | 'right' | 'up' | 'down';
export type KeyAction = Direction | 'enter' | 'back' | 'play' | 'pause' | 'playPause' | 'stop' | 'fastForward' | 'rewind' | ColourAction;

/** The remote's four colour keys (nothing uses them yet; TVs deliver them once registered). */
export type ColourAction = 'red' | 'green' | 'yellow' | 'blue';

export type Platform = 'browser' | 'tizen' | 'webos' | 'android';

export interface KeyBinding {
  codes: number[];
  names: string[];
}

/** Keys every platform shares (arrows, Enter, the media keys). */
const COMMON: Record<KeyAction, KeyBinding> = {
  left: { codes: [37], names: ['ArrowLeft', 'Left'] },
  up: { codes: [38], names: ['ArrowUp', 'Up'] },
  right: { codes: [39], names: ['ArrowRight', 'Right'] },
  down: { codes: [40], names: ['ArrowDown', 'Down'] },
  enter: { codes: [13], names: ['Enter'] },
  back: { codes: [27], names: ['Escape', 'Esc', 'GoBack', 'BrowserBack'] },
  play: { codes: [415], names: ['MediaPlay'] },
  pause: { codes: [19], names: ['MediaPause', 'Pause'] },
  playPause: { codes: [10252, 179], names: ['MediaPlayPause'] },
  stop: { codes: [413], names: ['MediaStop'] },
  fastForward: { codes: [417, 228], names: ['MediaFastForward'] },
  rewind: { codes: [412, 227], names: ['MediaRewind'] },
  red: { codes: [403], names: ['ColorF0Red'] },
  green: { codes: [404], names: ['ColorF1Green'] },
  yellow: { codes: [405], names: ['ColorF2Yellow'] },
  blue: { codes: [406], names: ['ColorF3Blue'] },
};

/**
 * The keys a Samsung TV only sends to an app that registers them (tizen.tvinputdevice), by their
 * Tizen names. Arrows, Enter and Back always arrive.
 */
export const TIZEN_REGISTERED_KEYS = [
  'MediaPlay',
  'MediaPause',
  'MediaPlayPause',
  'MediaStop',
  'MediaFastForward',
  'MediaRewind',
  'ColorF0Red',
  'ColorF1Green',
  'ColorF2Yellow',
  'ColorF3Blue',
] as const;

/** LG Magic Remote: the pointer appeared (it moved) or went away (an arrow key was pressed). */
export const WEBOS_CURSOR_SHOWN = 1536;
export const WEBOS_CURSOR_HIDDEN = 1537;

/** What each platform adds: its Back key and, on webOS, its OK key. */
const PLATFORM_EXTRAS: Record<Platform, Partial<Record<KeyAction, number[]>>> = {
  browser: {},
  tizen: { back: [10009] },
  webos: { back: [461], enter: [16777221] },
  android: { back: [4] },
};

export function keyMapFor(platform: Platform): Record<KeyAction, KeyBinding> {
  const map = {} as Record<KeyAction, KeyBinding>;
  for (const action of Object.keys(COMMON) as KeyAction[]) {
    const extra = PLATFORM_EXTRAS[platform][action] ?? [];
    map[action] = { codes: [...COMMON[action].codes, ...extra], names: COMMON[action].names };
  }
  return map;
}

/** The key codes (and names, for engines that report no code) norigin navigates with. */
export function navigationKeyMap(platform: Platform): Record<Direction | 'enter', Array<number | string>> {
  const map = keyMapFor(platform);
  const both = (binding: KeyBinding) => [...binding.codes, ...binding.names];
  return { left: both(map.left), up: both(map.up), right: both(map.right), down: both(map.down), enter: both(map.enter) };
}

export interface KeyEventLike {
  key?: string;
  keyCode?: number;
  which?: number;
}

export interface KeyContext {
  /** Focus is in a text field: Backspace deletes there instead of going back. */
  inTextField: boolean;
}

/** The action a key event asks for, or null when the app should leave the key alone. */
export function actionForKey(event: KeyEventLike, platform: Platform, context: KeyContext): KeyAction | null {
  const code = event.keyCode || event.which || 0;
  const name = event.key ?? '';
  if ((name === 'Backspace' || code === 8) && !context.inTextField) return 'back';
  const map = keyMapFor(platform);
  for (const action of Object.keys(map) as KeyAction[]) {
    const binding = map[action];
    if ((code && binding.codes.includes(code)) || (name && binding.names.includes(name))) return action;
  }
  return null;
}

/** Which platform the user agent says this is; TV key codes differ by platform. */
export function platformFromUserAgent(userAgent: string): Platform {
  if (/Tizen/i.test(userAgent)) return 'tizen';
  if (/Web0S|WebOS|NetCast/i.test(userAgent)) return 'webos';
  if (/Android/i.test(userAgent)) return 'android';
  return 'browser';
}

export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'color', 'file', 'image'].includes(element.type);
  }
  return element instanceof HTMLElement && element.isContentEditable === true;
}
