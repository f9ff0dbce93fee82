import { create } from 'zustand';
import { getMyList, setInMyList } from '../api/my-list';
import type { ContentItem } from '../../contract/answers';
import { useSession } from './session';

export interface MyListState {
  /** Whose list this is (user token and profile); another owner means the list is read again. */
  owner: string | null;
  ids: ReadonlySet<string>;
  /** The saved programmes, newest first, as the My List page draws them. */
  items: readonly ContentItem[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /**
   * The owner's list has been read: `items` is an answer, shown while it is read again (the account
   * refresh re-reads it every time the app comes back into view). Before, an empty list read again
   * showed "Loading…" in place of its "Browse programmes", and focus on it was lost.
   */
  loaded: boolean;
  /** Ids whose add or remove is on its way to the server. */
  saving: ReadonlySet<string>;
  /** Reads the list once per owner (again when `force`). */
  load: (force?: boolean) => Promise<void>;
  /** Removes the programme if it is in the list, else adds it; answers the server's message. */
  toggle: (item: ContentItem) => Promise<string>;
}

function currentOwner(): string | null {
  const { userToken, loggedIn, profileId } = useSession.getState();
  return loggedIn && userToken ? `${userToken.value}|${profileId ?? ''}` : null;
}

/** Counts adds and removes: a read that started before one may not show it. */
let changes = 0;
/** Adds and removes on their way to the server, and who waits for them to land. */
let inFlight = 0;
const onSettled: Array<() => void> = [];
const changesSettled = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => onSettled.push(resolve)));

/** No owner's list: signed out, or another owner's not read yet. */
const unread = () => ({ owner: null, ids: new Set<string>(), items: [], status: 'idle' as const, loaded: false });

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((x) => x !== id));

/** The signed-in profile's My List, shared by every card and the detail modal. */
export const useMyList = create<MyListState>()((set, get) => ({
  ...unread(),
  saving: new Set(),
  load: async (force = false) => {
    const owner = currentOwner();
    if (!owner) return set(unread());
    if (!force && get().owner === owner && get().status !== 'error') return;
    const same = get().owner === owner;
    set({ owner, status: 'loading', loaded: same && get().loaded, ids: same ? get().ids : new Set(), items: same ? get().items : [] });
    const changesBefore = changes;
    try {
      const items = await getMyList();
      // An add or remove landed, or is still on its way, while this read was: read again once it
      // has landed rather than undo it (the list read again as the profile is chosen, a save sent).
      if (currentOwner() === owner && (changes !== changesBefore || inFlight > 0)) {
        await changesSettled();
        return get().load(true);
      }
      if (currentOwner() === owner) set({ ids: new Set(items.map((item) => item.id)), items, status: 'ready', loaded: true });
    } catch (error) {
      if (currentOwner() === owner) set({ status: 'error' });
      throw error;
    }
  },
  toggle: async (item) => {
    const owner = currentOwner();
    if (!owner) throw new Error('not signed in');
    if (get().owner !== owner || get().status !== 'ready') await get().load(true);
    const adding = !get().ids.has(item.id);
    const before = get().items;
    set((s) => ({
      ids: adding ? new Set([...s.ids, item.id]) : without(s.ids, item.id),
      items: adding ? [item, ...s.items] : s.items.filter((x) => x.id !== item.id),
      saving: new Set([...s.saving, item.id]),
    }));
    changes++;
    inFlight++;
    try {
      const message = await setInMyList(item, adding);
      changes++;
      return message;
    } catch (error) {
      // The server said no: the list shows what it really holds.
      set((s) => ({ ids: adding ? without(s.ids, item.id) : new Set([...s.ids, item.id]), items: before }));
      throw error;
    } finally {
      set((s) => ({ saving: without(s.saving, item.id) }));
      if (--inFlight === 0) for (const resolve of onSettled.splice(0)) resolve();
    }
  },
}));

// Signing out or changing profile forgets the list; the next reader loads the new owner's.
useSession.subscribe((state, previous) => {
  if (
    state.userToken !== previous.userToken ||
    state.profileId !== previous.profileId ||
    state.profileType !== previous.profileType ||
    state.loggedIn !== previous.loggedIn
  ) {
    useMyList.setState({ ...unread(), saving: new Set() });
  }
});

/**
 * What a page shows of the list: the list (or its empty invitation) once it has been read, kept
 * while it is read again and when a re-read fails; else "Loading…", or the error with Retry.
 */
export function myListShown(state: Pick<MyListState, 'loaded' | 'status'>): 'list' | 'loading' | 'error' {
  if (state.loaded) return 'list';
  return state.status === 'error' ? 'error' : 'loading';
}
