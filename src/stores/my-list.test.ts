import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '../../contract/answers';
import { getMyList, setInMyList } from '../api/my-list';
import { myListShown, useMyList } from './my-list';
import { useSession } from './session';

vi.mock('../api/my-list', () => ({ getMyList: vi.fn(), setInMyList: vi.fn() }));
const read = vi.mocked(getMyList);
const save = vi.mocked(setInMyList);

const item = { id: 'sr0001', type: 'Series', name: 'Pray' } as ContentItem;

/** A promise the test settles when it chooses. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function signIn(profileId: string | null) {
  useSession.setState({ loggedIn: true, userToken: { value: 't', expiresAt: Date.now() + 60_000 }, userId: 'user-1', profileId });
}

describe('My List while an add is on its way', () => {
  beforeEach(() => {
    read.mockReset();
    save.mockReset();
    signIn(null);
    useMyList.setState({ owner: null, ids: new Set(), items: [], status: 'idle', loaded: false, saving: new Set() });
  });

  it('a read answered before the add landed (the profile chosen meanwhile) does not undo it', async () => {
    read.mockResolvedValueOnce([]);
    await useMyList.getState().load();
    const added = later<string>();
    save.mockReturnValueOnce(added.promise);
    const toggling = useMyList.getState().toggle(item);
    expect(useMyList.getState().ids.has(item.id)).toBe(true);

    // The profile is chosen: the list is read again, and the server answers before the add lands.
    signIn('p1');
    read.mockResolvedValueOnce([]);
    read.mockResolvedValueOnce([item]);
    const reading = useMyList.getState().load();
    await Promise.resolve();
    await Promise.resolve();
    added.resolve('Added to My List');
    await expect(toggling).resolves.toBe('Added to My List');
    await reading;
    expect(read).toHaveBeenCalledTimes(3);
    expect(useMyList.getState().ids.has(item.id)).toBe(true);
    expect(useMyList.getState().status).toBe('ready');
  });
});

describe('what a page shows of My List', () => {
  beforeEach(() => {
    read.mockReset();
    signIn('p1');
    useMyList.setState({ owner: null, ids: new Set(), items: [], status: 'idle', loaded: false, saving: new Set() });
  });

  it('shows an empty list read again as it was, not "Loading…" (focus on its Browse programmes stays)', async () => {
    expect(myListShown(useMyList.getState())).toBe('loading');
    read.mockResolvedValueOnce([]);
    await useMyList.getState().load();
    expect(myListShown(useMyList.getState())).toBe('list');
    // The account refresh reads it again: while it does, and when that read fails, it stays.
    const again = later<ContentItem[]>();
    read.mockReturnValueOnce(again.promise);
    const reading = useMyList.getState().load(true);
    expect(useMyList.getState().status).toBe('loading');
    expect(myListShown(useMyList.getState())).toBe('list');
    again.resolve([item]);
    await reading;
    expect(useMyList.getState().items).toEqual([item]);
    read.mockRejectedValueOnce(new Error('offline'));
    await expect(useMyList.getState().load(true)).rejects.toThrow('offline');
    expect(myListShown(useMyList.getState())).toBe('list');
    expect(useMyList.getState().items).toEqual([item]);
  });

  it("says loading, then the error, for a list never read; another profile's list is read afresh", async () => {
    read.mockRejectedValueOnce(new Error('offline'));
    await expect(useMyList.getState().load()).rejects.toThrow('offline');
    expect(myListShown(useMyList.getState())).toBe('error');
    read.mockResolvedValueOnce([item]);
    await useMyList.getState().load(true);
    expect(myListShown(useMyList.getState())).toBe('list');
    signIn('p2');
    expect(useMyList.getState().items).toEqual([]);
    expect(myListShown(useMyList.getState())).toBe('loading');
  });
});
