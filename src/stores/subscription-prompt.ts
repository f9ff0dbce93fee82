import { create } from 'zustand';
import type { SubscriptionPromptKind } from '../lib/subscriptions';
import { useSession } from './session';

/**
 * After sign-in the page changes and the login popup hands focus back; the prompt waits this long
 * so it opens over the settled page and keeps focus.
 */
export const SUBSCRIPTION_PROMPT_DELAY_MS = 600;

export interface SubscriptionPromptState {
  /** The popup on screen (add_subscription, renew_subscription, restricted). */
  kind: SubscriptionPromptKind | null;
  /** Opens the popup once the page has settled. */
  show: (kind: SubscriptionPromptKind) => void;
  close: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

export const useSubscriptionPrompt = create<SubscriptionPromptState>()((set) => ({
  kind: null,
  show: (kind) => {
    clearTimeout(timer);
    timer = setTimeout(() => set({ kind }), SUBSCRIPTION_PROMPT_DELAY_MS);
  },
  close: () => {
    clearTimeout(timer);
    set({ kind: null });
  },
}));

// Signing out drops a prompt that is waiting or showing.
useSession.subscribe((state, previous) => {
  if (previous.loggedIn && !state.loggedIn) useSubscriptionPrompt.getState().close();
});
