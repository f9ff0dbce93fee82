import { create } from 'zustand';
import type { FormFactor } from '../lib/form-factor';
import { NOTIFICATION_MS } from '../lib/constants';
import { setSlicedDrawing } from '../lib/sliced-drawing';

export type NavPanel = 'networks' | 'more' | 'profile' | 'menu' | 'language';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error';
}

export interface LoginPopupState {
  open: boolean;
  /** A reason shown above the options, e.g. 'Please Login To Create Profile'. */
  message: string | null;
}

export interface UiState {
  formFactor: FormFactor;
  /**
   * The window's width as last read at start and on resize. Read it here in a render: the
   * browser lays the page out to answer `window.innerWidth` there.
   */
  windowWidth: number;
  /** Loader overlay shows while this is above zero. */
  loading: number;
  toasts: Toast[];
  openPanel: NavPanel | null;
  loginPopup: LoginPopupState;
  setFormFactor: (formFactor: FormFactor) => void;
  setWindowWidth: (width: number) => void;
  startLoading: () => void;
  stopLoading: () => void;
  notify: (message: string, kind?: Toast['kind']) => void;
  dismissToast: (id: number) => void;
  togglePanel: (panel: NavPanel) => void;
  closePanels: () => void;
  openLogin: (message?: string | null) => void;
  closeLogin: () => void;
}

let nextToastId = 1;

export const useUi = create<UiState>()((set, get) => ({
  formFactor: 'desktop',
  windowWidth: 1920,
  loading: 0,
  toasts: [],
  openPanel: null,
  loginPopup: { open: false, message: null },
  setFormFactor: (formFactor) => {
    setSlicedDrawing(formFactor === 'mobile');
    set({ formFactor });
  },
  setWindowWidth: (windowWidth) => set({ windowWidth }),
  startLoading: () => set((s) => ({ loading: s.loading + 1 })),
  stopLoading: () => set((s) => ({ loading: Math.max(0, s.loading - 1) })),
  notify: (message, kind = 'info') => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts.slice(-2), { id, message, kind }] }));
    // Notifications auto-hide after 5 s.
    setTimeout(() => get().dismissToast(id), NOTIFICATION_MS);
  },
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  togglePanel: (panel) => set((s) => ({ openPanel: s.openPanel === panel ? null : panel })),
  closePanels: () => set({ openPanel: null }),
  openLogin: (message = null) => set({ loginPopup: { open: true, message } }),
  closeLogin: () => set({ loginPopup: { open: false, message: null } }),
}));
