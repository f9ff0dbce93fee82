import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalDownload } from './download-entries';

const storage = vi.hoisted(() => ({
  removeAllStored: vi.fn(async () => undefined),
  storeStream: vi.fn(),
}));

vi.mock('../lib/offline-storage', () => ({
  OfflineUnsupportedError: class extends Error {},
  listStored: async () => [],
  removeStored: async () => undefined,
  removeAllStored: storage.removeAllStored,
  storeFailureAfterWrite: async () => 'aborted',
  storeStream: storage.storeStream,
}));

const { downloadQueue } = await import('./download-queue');

type Entry = Pick<LocalDownload, 'id' | 'state' | 'manifestUrl' | 'height' | 'videoId' | 'bytes' | 'offlineUri'>;

/** A store of entries, and a stream store whose runs end as each test says. */
function setUp(list: Entry[]) {
  const entries = list.map((e) => ({ ...e }));
  const runs: Array<{ resolve: (v: { offlineUri: string; bytes: number }) => void; reject: (e: unknown) => void }> = [];
  storage.storeStream.mockImplementation(async () => {
    let resolve!: (v: { offlineUri: string; bytes: number }) => void;
    let reject!: (e: unknown) => void;
    const done = new Promise<{ offlineUri: string; bytes: number }>((res, rej) => ((resolve = res), (reject = rej)));
    runs.push({ resolve, reject });
    return { done, abort: () => reject(new Error('aborted')) };
  });
  const queue = downloadQueue({
    entries: () => entries as unknown as LocalDownload[],
    update: (id, changes) =>
      Object.assign(
        entries.find((e) => e.id === id)!,
        changes,
      ),
    refreshSpace: () => undefined,
  });
  return { entries, runs, queue };
}

const entry = (id: string, state: LocalDownload['state'], offlineUri: string | null = null): Entry => ({
  id,
  state,
  manifestUrl: `/media/${id}.mpd`,
  height: 720,
  videoId: id,
  bytes: 1000,
  offlineUri,
});

describe('downloadQueue, a download stopped part-way', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('window', { dispatchEvent: () => true });
    vi.useFakeTimers();
    storage.removeAllStored.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('empties the storage once its last writes have landed when nothing whole is kept, and starts the next one after', async () => {
    const { entries, runs, queue } = setUp([entry('a', 'queued'), entry('b', 'queued')]);
    void queue.pump();
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    expect(queue.stop('a', 'remove')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    // Nothing is removed, and nothing starts, while the stopped run's writes may still land.
    expect(storage.removeAllStored).not.toHaveBeenCalled();
    expect(entries[1]!.state).toBe('queued');
    void queue.pump();
    await vi.advanceTimersByTimeAsync(999);
    expect(storage.removeAllStored).not.toHaveBeenCalled();
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(storage.removeAllStored).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(runs).toHaveLength(2));
    expect(entries[1]!.state).toBe('downloading');
  });

  it('leaves the storage alone when a whole copy is kept', async () => {
    const { runs, queue } = setUp([entry('kept', 'done', 'offline:manifest/1'), entry('a', 'queued')]);
    void queue.pump();
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    queue.stop('a', 'pause');
    await vi.advanceTimersByTimeAsync(2000);
    expect(storage.removeAllStored).not.toHaveBeenCalled();
  });

  it('empties nothing after a download that was kept', async () => {
    const { entries, runs, queue } = setUp([entry('a', 'queued')]);
    void queue.pump();
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    runs[0]!.resolve({ offlineUri: 'offline:manifest/2', bytes: 1000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(entries[0]!.state).toBe('done');
    expect(storage.removeAllStored).not.toHaveBeenCalled();
  });
});
