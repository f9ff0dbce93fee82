import { create } from 'zustand';
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
