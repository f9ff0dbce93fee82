import { create } from 'zustand';
import { getResumeList, type ResumeEntry } from '../api/get-resume-list';
import { removeResume } from '../api/resume';
import { useSession } from './session';

export interface ResumeState {
  /** Whose points these are (user token and profile); another owner means they are read again. */
  owner: string | null;
  /** Unfinished videos, newest first (the server's list in reverse order). */
  entries: ResumeEntry[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Reads the list once per owner (again when `force`, or after `stale`). */
  load: (force?: boolean) => Promise<ResumeEntry[]>;
  /** A point was saved elsewhere (the player): the next reader asks the server again. */
  stale: () => void;
  /** Takes a video off Continue Watching; answers the server's message. */
  remove: (videoId: string) => Promise<string>;
}

function currentOwner(): string | null {
  const { userToken, loggedIn, profileId } = useSession.getState();
  return loggedIn && userToken ? `${userToken.value}|${profileId ?? ''}` : null;
}

let inFlight: { owner: string; promise: Promise<ResumeEntry[]> } | null = null;
/** Counts removals: a read that started before one may still hold the removed video. */
let removals = 0;

/** The signed-in profile's resume points, shared by Continue Watching and the detail modal. */
export const useResume = create<ResumeState>()((set, get) => ({
  owner: null,
  entries: [],
  status: 'idle',
  load: async (force = false) => {
    const owner = currentOwner();
    if (!owner) {
      set({ owner: null, entries: [], status: 'idle' });
      return [];
    }
    if (!force && get().owner === owner && get().status === 'ready') return get().entries;
    if (!force && inFlight?.owner === owner) return inFlight.promise;
    set({ owner, status: 'loading', entries: get().owner === owner ? get().entries : [] });
    const removalsBefore = removals;
    const promise = getResumeList().then(
      (entries): ResumeEntry[] | Promise<ResumeEntry[]> => {
        if (currentOwner() !== owner) return entries;
        // A removal landed while this read was on its way: read again rather than bring it back.
        if (removals !== removalsBefore) return get().load(true);
        set({ entries, status: 'ready' });
        return entries;
      },
      (error: unknown) => {
        if (currentOwner() === owner) set({ status: 'error' });
        throw error;
      },
    );
    inFlight = { owner, promise };
    void promise
      .finally(() => {
        if (inFlight?.promise === promise) inFlight = null;
      })
      .catch(() => undefined);
    return promise;
  },
  stale: () => {
    if (get().status === 'ready') set({ status: 'idle' });
  },
  remove: async (videoId) => {
    const before = get().entries;
    removals++;
    set({ entries: before.filter((e) => e.videoId !== videoId) });
    try {
      const message = await removeResume(videoId);
      removals++;
      return message;
    } catch (error) {
      // The server kept it: so does the row.
      set({ entries: before });
      throw error;
    }
  },
}));

// Signing out or changing profile forgets the points; the next reader loads the new owner's.
useSession.subscribe((state, previous) => {
  if (
    state.userToken !== previous.userToken ||
    state.profileId !== previous.profileId ||
    state.profileType !== previous.profileType ||
    state.loggedIn !== previous.loggedIn
  ) {
    useResume.setState({ owner: null, entries: [], status: 'idle' });
  }
});
