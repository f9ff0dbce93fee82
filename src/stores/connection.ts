import { create } from 'zustand';

export interface ConnectionState {
  /**
   * The app started from what it kept (the last configuration, the service worker's shell) and
   * could not reach the server to refresh it: the offline message shows.
   */
  offline: boolean;
  /** A check of the connection is under way (Retry pressed, or the browser said it is back). */
  checking: boolean;
  /** Counts the times the connection came back: pages retry what failed when it changes. */
  reconnects: number;
  setChecking: (checking: boolean) => void;
  wentOffline: () => void;
  cameBack: () => void;
}

export const useConnection = create<ConnectionState>()((set, get) => ({
  offline: false,
  checking: false,
  reconnects: 0,
  setChecking: (checking) => set({ checking }),
  wentOffline: () => set({ offline: true, checking: false }),
  cameBack: () => set({ offline: false, checking: false, reconnects: get().offline ? get().reconnects + 1 : get().reconnects }),
}));
