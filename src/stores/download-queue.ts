/**
 * The queue that fetches the downloads one at a time: it starts the next queued one when none runs,
 * follows its progress, and records how it ended (kept, paused, waiting for the connection, or
 * failed and why). It holds the running download's handle, so a pause, a delete or a lost
 * connection can stop it. The downloads store makes one and tells it how to read and change entries.
 */
import { DOWNLOAD_KEPT_EVENT } from '../lib/offline-keys';
import { listStored, OfflineUnsupportedError, removeAllStored, removeStored, storeFailureAfterWrite, storeStream, type StoreRun } from '../lib/offline-storage';
import type { LocalDownload } from './download-entries';

/** What the queue reads and changes in the store. */
export interface DownloadQueueHost {
  entries: () => readonly LocalDownload[];
  update: (id: string, changes: Partial<LocalDownload>) => void;
  refreshSpace: () => void;
}

export interface DownloadQueue {
  /** Starts the next queued download when none runs and the browser is online. */
  pump: () => Promise<void>;
  /** Stops this download if it is the running one (for a pause or a delete); false when it is not running. */
  stop: (id: string, why: 'pause' | 'remove') => boolean;
  /** The connection is gone: the running download stops, to carry on when it is back. */
  cutOff: () => void;
}

/** How long the segment writes under way as a download stops may take to land. */
const STOPPED_WRITES_MS = 1000;

export function downloadQueue({ entries, update, refreshSpace }: DownloadQueueHost): DownloadQueue {
  /** The running download and its handle. */
  let running: { id: string; run: StoreRun | null; stop: 'pause' | 'remove' | null } | null = null;
  let cleaned = false;
  /** Freeing what a stopped download left: no download starts meanwhile. */
  let sweeping = false;

  /**
   * After a download stopped part-way (cancelled, paused, cut off, failed): shaka removes what it
   * had stored, but a segment write under way as it stopped lands afterwards, pointed at by no
   * stored copy, which shaka cannot list (1 segment in some cancels). When nothing whole is kept,
   * the storage is emptied once such writes have landed; else the next visit's cleanOrphans sees to
   * the copies it can list.
   */
  async function freeStoppedRun(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, STOPPED_WRITES_MS));
    if (running || entries().some((e) => e.offlineUri)) return;
    await removeAllStored().catch(() => undefined);
  }

  /** Removes copies nobody points at: a download a reload cut off, or a corrupt entry's. Once a visit. */
  async function cleanOrphans(): Promise<void> {
    if (cleaned) return;
    cleaned = true;
    const kept = new Set(entries().flatMap((e) => (e.offlineUri ? [e.offlineUri] : [])));
    const stored = await listStored().catch(() => []);
    const orphans = stored.filter((copy) => !kept.has(copy.offlineUri) || copy.incomplete);
    if (orphans.length === 0) return;
    // Nothing whole is kept: start from empty, which also frees the cut-off download's loose segments.
    if (orphans.length === stored.length) await removeAllStored().catch(() => undefined);
    else for (const copy of orphans) await removeStored(copy.offlineUri).catch(() => undefined);
  }

  async function pump(): Promise<void> {
    if (running || sweeping || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    const next = entries().find((e) => e.state === 'queued');
    if (!next) return;
    running = { id: next.id, run: null, stop: null };
    update(next.id, { state: 'downloading', error: null, progress: 0 });
    let stoppedPartWay = false;
    try {
      await cleanOrphans();
      let shown = 0;
      const run = await storeStream(
        next.manifestUrl,
        next.height,
        (fraction) => {
          // A step of 1% or more redraws the progress; finer steps would only cost renders.
          if (fraction - shown >= 0.01 || fraction === 1) {
            shown = fraction;
            update(next.id, { progress: Math.min(1, fraction) });
          }
        },
        { downloadId: next.id, videoId: next.videoId },
      );
      running.run = run;
      if (running.stop) run.abort();
      const stored = await run.done;
      update(next.id, { state: 'done', progress: 1, offlineUri: stored.offlineUri, bytes: stored.bytes || next.bytes });
      window.dispatchEvent(new Event(DOWNLOAD_KEPT_EVENT));
    } catch (error) {
      stoppedPartWay = true;
      const stop = running?.stop ?? null;
      const failure = error instanceof OfflineUnsupportedError ? 'unsupported' : await storeFailureAfterWrite(error, next.bytes);
      // A pause keeps how far it got, to say so (Resume fetches it again: shaka stores a stream whole).
      if (stop === 'pause') update(next.id, { state: 'paused', error: null });
      else if (stop !== 'remove') {
        if (failure === 'network' || (failure === 'aborted' && navigator.onLine === false)) update(next.id, { state: 'paused', progress: 0, error: 'waiting' });
        else if (failure === 'full') update(next.id, { state: 'failed', progress: 0, error: 'full' });
        else if (failure === 'unsupported') update(next.id, { state: 'failed', progress: 0, error: 'unsupported' });
        else {
          console.warn('download failed', error);
          update(next.id, { state: 'failed', progress: 0, error: 'failed' });
        }
      }
    } finally {
      running = null;
      refreshSpace();
      if (stoppedPartWay) {
        sweeping = true;
        void freeStoppedRun().finally(() => {
          sweeping = false;
          refreshSpace();
          void pump();
        });
      } else void pump();
    }
  }

  return {
    pump,
    stop: (id, why) => {
      if (running?.id !== id) return false;
      running.stop = why;
      running.run?.abort();
      return true;
    },
    cutOff: () => {
      if (running?.run && !running.stop) running.run.abort();
    },
  };
}
