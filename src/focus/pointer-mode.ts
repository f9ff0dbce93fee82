import { create } from 'zustand';
import type { FormFactor } from '../lib/form-factor';
import { useUi } from '../stores/ui';
import { WEBOS_CURSOR_HIDDEN, WEBOS_CURSOR_SHOWN } from './keys';

/**
 * Pointer mode: an LG Magic Remote's pointer is on screen, so hovering moves focus as a mouse does
 * on desktop. Arrows hide the pointer and bring back key focus. The layout stays TV throughout.
 */
interface PointerModeState {
  active: boolean;
  setActive: (active: boolean) => void;
}

export const usePointerMode = create<PointerModeState>()((set) => ({
  active: false,
  setActive: (active) => set({ active }),
}));

/** The pointer mode a key code asks for, or null for any other key. */
export function pointerModeForKey(keyCode: number): boolean | null {
  if (keyCode === WEBOS_CURSOR_SHOWN) return true;
  if (keyCode === WEBOS_CURSOR_HIDDEN) return false;
  return null;
}

/**
 * Follows the webOS pointer: keydown 1536 / 1537, and the `cursorStateChange` event that newer
 * webOS versions send as well. Returns a function that stops listening.
 */
export function watchPointerMode(target: Window = window): () => void {
  const setActive = usePointerMode.getState().setActive;
  const onKey = (event: KeyboardEvent) => {
    const mode = pointerModeForKey(event.keyCode || event.which || 0);
    if (mode !== null) setActive(mode);
  };
  const onCursor = (event: Event) => {
    const visible = (event as CustomEvent<{ visibility?: unknown }>).detail?.visibility;
    if (typeof visible === 'boolean') setActive(visible);
  };
  target.addEventListener('keydown', onKey, true);
  target.document.addEventListener('cursorStateChange', onCursor);
  return () => {
    target.removeEventListener('keydown', onKey, true);
    target.document.removeEventListener('cursorStateChange', onCursor);
  };
}

/** Whether hovering moves focus: on desktop, and on a TV while its pointer shows. */
export function useHoverFocusEnabled(): boolean {
  const desktop = useUi((s) => s.formFactor === 'desktop');
  const pointer = usePointerMode((s) => s.active);
  return desktop || pointer;
}

/**
 * How the viewer is using the app, kept on `<html data-input>`: every focus style is written under
 * html:not([data-input='touch']) (src/app/base.css). A ring is for keys: on a phone's layout none
 * shows until the viewer presses one that moves or uses focus, and a touch or a click hides it
 * again; a desktop hides it for a finger alone (a mouse moves focus there, and the ring follows
 * it); a TV always shows it, whatever points at it.
 */
export type InputMode = 'keys' | 'touch' | 'mouse';

/** Tab, Enter (a remote's OK) and the arrows: the keys that move or use focus. */
const FOCUS_KEYS = new Set([9, 13, 37, 38, 39, 40]);

/**
 * The mode a key asks for, or null to leave it as it is: typing (a phone's on-screen keyboard
 * sends keydown too), and Enter in a text field (a phone keyboard's Go) show no ring.
 */
export function inputModeForKey(event: KeyboardEvent): InputMode | null {
  if (!FOCUS_KEYS.has(event.keyCode || event.which || 0)) return null;
  const target = event.target as HTMLElement | null;
  if ((event.keyCode || event.which) === 13 && target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return null;
  return 'keys';
}

/** The mode a pointer going down asks for on a layout. */
export function inputModeForPointer(pointerType: string, formFactor: FormFactor): InputMode {
  if (formFactor === 'tv') return 'mouse';
  if (formFactor === 'mobile') return 'touch';
  return pointerType === 'touch' ? 'touch' : 'mouse';
}

/**
 * Keeps `<html data-input>` as the viewer's input: a phone's layout starts (or is entered) in
 * touch, a TV's never is in it. Written only when it changes: every focus style hangs on it, and
 * rewriting it on each key press made the browser recompute the whole page's style before the
 * press could move focus. Returns a function that stops listening.
 */
export function watchInputMode(target: Window = window): () => void {
  const root = target.document.documentElement;
  const set = (input: InputMode) => {
    if (root.getAttribute('data-input') !== input) root.setAttribute('data-input', input);
  };
  const follow = (formFactor: FormFactor) => {
    if (formFactor === 'mobile') set('touch');
    else if (formFactor === 'tv' && root.getAttribute('data-input') === 'touch') set('keys');
  };
  follow(useUi.getState().formFactor);
  const stopLayout = useUi.subscribe((state, before) => {
    if (state.formFactor !== before.formFactor) follow(state.formFactor);
  });
  const onKey = (event: KeyboardEvent) => {
    const mode = inputModeForKey(event);
    if (mode) set(mode);
  };
  const onPointer = (event: PointerEvent) => set(inputModeForPointer(event.pointerType, useUi.getState().formFactor));
  target.addEventListener('keydown', onKey, true);
  target.addEventListener('pointerdown', onPointer, true);
  return () => {
    stopLayout();
    target.removeEventListener('keydown', onKey, true);
    target.removeEventListener('pointerdown', onPointer, true);
  };
}
