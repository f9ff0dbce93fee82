import type shakaNamespace from 'shaka-player';
import { loadShaka } from './load-shaka';

type Track = shakaNamespace.extern.Track;
type StoredContent = shakaNamespace.extern.StoredContent;

/** shaka's own errors, by the codes we tell apart (shaka.util.Error.Code). */
const QUOTA_EXCEEDED = 3017;
const OPERATION_ABORTED = 7001;
const NETWORK_CATEGORY = 1;

/** Why storing failed, in the terms the queue acts on. */
export type StoreFailure = 'full' | 'network' | 'aborted' | 'other';

export function storeFailureOf(error: unknown): StoreFailure {
  const shakaError = error as { code?: unknown; category?: unknown; name?: unknown } | null;
  if (shakaError?.code === QUOTA_EXCEEDED || shakaError?.name === 'QuotaExceededError') return 'full';
  if (shakaError?.code === OPERATION_ABORTED) return 'aborted';
  if (shakaError?.category === NETWORK_CATEGORY) return 'network';
  return 'other';
}

/**
 * Storing a download takes more than its estimate (the manifest's bandwidths understate the
 * segments a little, and IndexedDB keeps records of its own): after a failed write, less room than
 * this many times the estimate means the device is full.
 */
const STORED_SIZE_MARGIN = 1.25;

/**
 * Why storing a download of about `estimatedBytes` failed. shaka's IndexedDB writes fail without
 * saying why: with less room left than the whole download takes to store (what was stored of it is
 * already removed), the device is full.
 */
export async function storeFailureAfterWrite(error: unknown, estimatedBytes: number): Promise<StoreFailure> {
  const failure = storeFailureOf(error);
  if (failure === 'other' && (await lacksRoomFor(estimatedBytes * STORED_SIZE_MARGIN))) return 'full';
  return failure;
}

/** Whether the browser says there is less room left than `bytes`. */
export async function lacksRoomFor(bytes: number): Promise<boolean> {
  const space = await storageSpace();
  return space !== null && space.quota - space.used < bytes;
}

export interface StoreRun {
  /** Resolves with where the copy is and its size once every segment is stored. */
  done: Promise<{ offlineUri: string; bytes: number }>;
  /** Stops the download; what was stored of it is removed (done rejects as 'aborted'). */
  abort: () => void;
}

/** This browser cannot keep videos (shaka's offline storage is not supported). */
export class OfflineUnsupportedError extends Error {
  constructor() {
    super('offline storage is not supported in this browser');
    this.name = 'OfflineUnsupportedError';
  }
}

/**
 * Stores one stream with shaka-player's offline storage (IndexedDB): the video rendition of the
 * given height (the nearest below it when there is none) and its audio. Progress is 0 to 1.
 */
export async function storeStream(manifestUrl: string, height: number, onProgress: (fraction: number) => void, metadata: object): Promise<StoreRun> {
  const shaka = await loadShaka();
  if (!shaka.offline.Storage.support()) throw new OfflineUnsupportedError();
  const storage = new shaka.offline.Storage();
  storage.configure({
    offline: {
      usePersistentLicense: false,
      progressCallback: (_content: unknown, fraction: number) => onProgress(fraction),
      trackSelectionCallback: async (tracks: Track[]) => {
        const variants = tracks.filter((t) => t.type === 'variant').sort((a, b) => (a.height ?? 0) - (b.height ?? 0) || a.bandwidth - b.bandwidth);
        const fitting = variants.filter((t) => (t.height ?? 0) <= height);
        const chosen = fitting[fitting.length - 1] ?? variants[0];
        return chosen ? [chosen] : [];
      },
    },
    // A lost connection: each segment is asked for again for about a minute before the queue pauses.
    streaming: { retryParameters: { maxAttempts: 6, baseDelay: 1000, backoffFactor: 2, fuzzFactor: 0.5, timeout: 30_000 } },
  });
  const operation = storage.store(manifestUrl, metadata);
  const done = (operation.promise as Promise<StoredContent>)
    .then((content) => {
      if (!content.offlineUri) throw new Error('The download was not kept.');
      return { offlineUri: content.offlineUri, bytes: content.size };
    })
    .finally(() => void storage.destroy());
  return { done, abort: () => void operation.abort().catch(() => undefined) };
}

/** Removes a stored copy; a copy that is already gone is fine. */
export async function removeStored(offlineUri: string): Promise<void> {
  const shaka = await loadShaka();
  const storage = new shaka.offline.Storage();
  try {
    await storage.remove(offlineUri);
  } catch (error) {
    // 9003: no such stored content (removed already, or the browser cleared it).
    if ((error as { code?: unknown }).code !== 9003 && (error as { code?: unknown }).code !== 9004) throw error;
  } finally {
    await storage.destroy();
  }
}

/** The stored copies' addresses, and which of them were never finished (a reload mid-download). */
export async function listStored(): Promise<Array<{ offlineUri: string; incomplete: boolean }>> {
  const shaka = await loadShaka();
  const storage = new shaka.offline.Storage();
  try {
    return (await storage.list()).flatMap((c) => (c.offlineUri ? [{ offlineUri: c.offlineUri, incomplete: c.isIncomplete }] : []));
  } finally {
    await storage.destroy();
  }
}

/** How much this site stores and may store (bytes), where the browser says. */
export async function storageSpace(): Promise<{ used: number; quota: number } | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate || typeof estimate.usage !== 'number' || typeof estimate.quota !== 'number') return null;
    return { used: estimate.usage, quota: estimate.quota };
  } catch {
    return null;
  }
}

/** Asks the browser to keep our storage under pressure (it may say no; downloads still work). */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    if (await navigator.storage?.persisted?.()) return true;
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

/**
 * Empties shaka's offline storage. A download cut off by a reload leaves segments no stored
 * manifest points at, which shaka cannot list; when nothing whole is kept, this frees them.
 */
export async function removeAllStored(): Promise<void> {
  const shaka = await loadShaka();
  await shaka.offline.Storage.deleteAll();
}
