import { create } from 'zustand';

export interface ShareEvent {
  link: string;
  title: string;
  image?: string;
  /** The programme shared, so a signed-in viewer's share is noted (My Dashboard, Evangelize). */
  itemId?: string;
}

export interface ShareState {
  /** The sharing event on screen; the share dialog shows while there is one. */
  event: ShareEvent | null;
  /** A sharing event arrives: the dialog opens when it carries a link. */
  share: (event: ShareEvent) => void;
  close: () => void;
}

export const useShare = create<ShareState>()((set) => ({
  event: null,
  share: (event) => {
    if (event.link) set({ event });
  },
  close: () => set({ event: null }),
}));
