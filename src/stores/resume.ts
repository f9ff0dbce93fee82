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
  /** The server has a point saved elsewhere (the player): the list is read again, for those showing it. */
  stale: () => void;
  /**
   * The player saved a point (status 1) or played a video to its end (status 0): the list shows
   * it at once, before the server has answered, so the programme's modal reads Watch Now and
   * resumes from there the moment the viewer is back.
   */
  saved: (entry: ResumeEntry) => void;
  /** Takes a video off Continue Watching; answers the server's message. */
  remove: (videoId: string) => Promise<string>;
}

function currentOwner(): string | null {
  const { userToken, loggedIn, profileId } = useSession.getState();
  return loggedIn && userToken ? `${userToken.value}|${profileId ?? ''}` : null;
}

let inFlight: { owner: string; promise: Promise<ResumeEntry[]> } | null = null;
/** Counts changes made here (changes, saves): a read that started before one may not hold it. */
let changes = 0;

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
    const changesBefore = changes;
    const promise = getResumeList().then(
      (entries): ResumeEntry[] | Promise<ResumeEntry[]> => {
        if (currentOwner() !== owner) return entries;
        // A change landed while this read was on its way: read again rather than undo it.
        if (changes !== changesBefore) return get().load(true);
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
    if (get().status === 'ready' && get().owner === currentOwner())
      void get()
        .load(true)
        .catch(() => undefined);
    else if (get().status === 'ready') set({ status: 'idle' });
  },
  saved: (entry) => {
    const owner = currentOwner();
    if (!owner || get().owner !== owner) return;
    changes++;
    const others = get().entries.filter((e) => e.videoId !== entry.videoId);
    set({ entries: entry.status === 1 && entry.resumeTime > 0 ? [entry, ...others] : others });
  },
  remove: async (videoId) => {
    const before = get().entries;
    changes++;
    set({ entries: before.filter((e) => e.videoId !== videoId) });
    try {
      const message = await removeResume(videoId);
      changes++;
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
