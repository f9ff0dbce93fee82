import { create } from 'zustand';

/** The 'Exit Lumen?' question, asked by Back on the home screen of an installed TV app. */
export interface ExitPromptState {
  open: boolean;
  ask: () => void;
  close: () => void;
}

export const useExitPrompt = create<ExitPromptState>()((set) => ({
  open: false,
  ask: () => set({ open: true }),
  close: () => set({ open: false }),
}));
