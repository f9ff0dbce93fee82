import { create } from 'zustand';
import { listProfiles, type Profile } from '../api/profiles';
import { useSession } from './session';

/** How long a correct password keeps profile management open on a KIDS profile. */
export const KIDS_UNLOCK_MS = 5 * 60_000;

export interface ProfilesState {
  /** Whose profiles these are (the user token); another owner means they are read again. */
  owner: string | null;
  profiles: Profile[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** The default profile was made on this read ('Your free account and profiles are created.'). */
  created: boolean;
  /** Until when leaving the KIDS profile needs no password (epoch ms). */
  unlockedUntil: number;
  load: (force?: boolean) => Promise<void>;
  /** After a create, update or remove: the list as the server now holds it. */
  replace: (profiles: Profile[]) => void;
  unlock: (now?: number) => void;
  /** What waits behind the kids lock while its dialog is open. */
  lockRequest: { run: () => void; cancel?: () => void } | null;
  /**
   * Runs `run` now, or, on a locked KIDS profile, once the account password is given (the dialog
   * opens); `cancel` runs if the viewer gives up.
   */
  guardKids: (run: () => void, cancel?: () => void) => void;
  settleLock: (unlocked: boolean) => void;
}

function currentOwner(): string | null {
  const { userToken, loggedIn } = useSession.getState();
  return loggedIn && userToken ? userToken.value : null;
}

/** True when the viewer is on a KIDS profile and has not given the password lately. */
export function kidsLocked(now: number = Date.now()): boolean {
  return useSession.getState().profileType === 'KIDS' && useProfiles.getState().unlockedUntil <= now;
}

/** The chosen profile again as the server has it: renamed, retyped, or gone. */
function reconcileChosen(profiles: Profile[]): void {
  const session = useSession.getState();
  if (!session.profileId) return;
  const chosen = profiles.find((p) => p.id === session.profileId);
  if (!chosen) session.clearProfile();
  else if (chosen.name !== session.profileName || chosen.type !== session.profileType) session.selectProfile(chosen);
}

/** The signed-in account's profiles (Profile id, name, type REGULAR or KIDS). */
export const useProfiles = create<ProfilesState>()((set, get) => ({
  owner: null,
  profiles: [],
  status: 'idle',
  error: null,
  created: false,
  unlockedUntil: 0,
  load: async (force = false) => {
    const owner = currentOwner();
    if (!owner) return set({ owner: null, profiles: [], status: 'idle', error: null, created: false });
    if (!force && get().owner === owner && get().status === 'ready') return;
    // A refresh of a list already shown keeps showing it (status stays 'ready') until the answer.
    const refreshing = get().owner === owner && get().status === 'ready';
    if (!refreshing) set({ owner, status: 'loading', error: null, profiles: get().owner === owner ? get().profiles : [] });
    try {
      const answer = await listProfiles();
      if (currentOwner() !== owner) return;
      set({ profiles: answer.profiles, status: 'ready', created: answer.created || get().created });
      reconcileChosen(answer.profiles);
    } catch (error) {
      if (currentOwner() === owner) set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  },
  replace: (profiles) => {
    set({ profiles, status: 'ready', owner: currentOwner() });
    reconcileChosen(profiles);
  },
  unlock: (now = Date.now()) => set({ unlockedUntil: now + KIDS_UNLOCK_MS }),
  lockRequest: null,
  guardKids: (run, cancel) => {
    if (kidsLocked()) set({ lockRequest: { run, cancel } });
    else run();
  },
  settleLock: (unlocked) => {
    const request = get().lockRequest;
    set({ lockRequest: null });
    if (unlocked) request?.run();
    else request?.cancel?.();
  },
}));

// Another user (or nobody) forgets the profiles and any unlock.
useSession.subscribe((state, previous) => {
  if (state.userToken !== previous.userToken || state.loggedIn !== previous.loggedIn) {
    useProfiles.setState({ owner: null, profiles: [], status: 'idle', error: null, created: false, unlockedUntil: 0, lockRequest: null });
  }
});
