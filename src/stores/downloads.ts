import { create } from 'zustand';
import type { ContentItem } from '../../contract/answers';
import { ApiError } from '../api/client';
import { onServerBack } from '../api/reachability';
import { addDownload, deleteDownload, renewDownloads } from '../api/downloads';
import type { DownloadOption } from '../lib/download-options';
import { askPersistentStorage, removeStored, lacksRoomFor, storageSpace } from '../lib/offline-storage';
import { DOWNLOAD_MESSAGES, isPlayable, keepDownloads, loadDownloads, onlyProgressMoved, type LocalDownload } from './download-entries';
import { artOf } from './download-plan';
import { downloadQueue } from './download-queue';
import { readStoredText, writeStoredText } from './persisted';
import { useSession, viewerKey } from './session';

export { DOWNLOAD_MESSAGES, isPlayable, loadDownloads, unplayableReason, type DownloadState, type LocalDownload } from './download-entries';
export { planDownload } from './download-plan';

const DEVICE_KEY = 'lumen.device.v1';

/** This browser's own random id: which downloads are on which device. */
export function deviceId(): string {
  const stored = readStoredText(DEVICE_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const id = `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  writeStoredText(DEVICE_KEY, id);
  return id;
}

/** The signed-in user's chosen profile as a downloads owner; null when nobody is signed in. */
export function ownerKey(): string | null {
  return viewerKey(useSession.getState());
}

/** The current profile's download of this video when it may play now; null when there is none. */
export function playableDownload(videoId: string): (LocalDownload & { offlineUri: string }) | null {
  const owner = ownerKey();
  const found = useDownloads.getState().entries.find((e) => e.owner === owner && e.videoId === videoId);
  return found && isPlayable(found) && found.offlineUri ? { ...found, offlineUri: found.offlineUri } : null;
}

export interface DownloadsState {
  entries: LocalDownload[];
  /** Space used and allowed for this site, as the browser last said (null: it does not say). */
  space: { used: number; quota: number } | null;
  /** The account's most downloads, as the server last said. */
  limit: number | null;
  /** Asks the server, then queues the download; answers what to tell the viewer. */
  start: (item: ContentItem, option: DownloadOption, manifestUrl: string) => Promise<string>;
  pause: (id: string) => void;
  resume: (id: string) => void;
  /** Stops (if running) and deletes: the stored copy, the server's record, the entry. */
  remove: (id: string) => Promise<string>;
  /** Online: renews the licences and marks what the server no longer allows. */
  sync: () => Promise<void>;
  refreshSpace: () => Promise<void>;
  /** Deletes every download of this user (all their profiles) from this device, and frees their places. */
  removeAllOf: (userId: string) => Promise<void>;
  /** Starts the next queued download if none runs (after a reload cut one off). */
  carryOn: () => void;
}

/** The programmes saved for offline viewing on this device, and the queue that fetches them one at a time. */
export const useDownloads = create<DownloadsState>()((set, get) => {
  const update = (id: string, changes: Partial<LocalDownload>) =>
    set((s) => ({ entries: s.entries.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)) }));
  const entry = (id: string) => get().entries.find((e) => e.id === id);

  const queue = downloadQueue({ entries: () => get().entries, update, refreshSpace: () => void get().refreshSpace() });

  if (typeof window !== 'undefined') {
    // Back online (the browser says so, or the server answers the app again): downloads waiting
    // for the connection carry on, and licences are renewed.
    const cameBack = () => {
      set((s) => ({
        // (Only waiting for the connection pauses with a message: it was written in the language of then.)
        entries: s.entries.map((e) => (e.state === 'paused' && e.error !== null ? { ...e, state: 'queued', error: null } : e)),
      }));
      void queue.pump();
      void get().sync();
    };
    window.addEventListener('online', cameBack);
    onServerBack(() => {
      if (get().entries.length > 0) cameBack();
    });
    window.addEventListener('offline', () => {
      // The running download stops at once rather than after its retries; it carries on when the connection is back.
      queue.cutOff();
    });
  }

  return {
    entries: loadDownloads(),
    space: null,
    limit: null,
    start: async (item, option, manifestUrl) => {
      const owner = ownerKey();
      if (!owner) throw new ApiError(DOWNLOAD_MESSAGES.signIn, 401);
      // Before starting, only a download that certainly cannot fit (less room than its estimate) is refused.
      if (await lacksRoomFor(option.bytes)) throw new ApiError(DOWNLOAD_MESSAGES.noRoom(`${Math.ceil(option.bytes / (1024 * 1024))} MB`), 507);
      const recorded = await addDownload(item.id, option.quality, deviceId());
      void askPersistentStorage();
      const existing = entry(recorded.id);
      const fresh: LocalDownload = {
        id: recorded.id,
        owner,
        videoId: item.id,
        item: recorded.item ?? item,
        // Kept below, while the download runs.
        art: '',
        quality: option.quality,
        height: option.height,
        bytes: option.bytes,
        manifestUrl,
        state: 'queued',
        progress: 0,
        offlineUri: null,
        expiresAt: recorded.expiresAt,
        status: recorded.status,
        error: null,
        addedAt: Date.now(),
      };
      // Downloaded again (another quality): the old copy goes once the new one is queued.
      if (existing?.offlineUri) await removeStored(existing.offlineUri).catch(() => undefined);
      set((s) => ({ entries: [...s.entries.filter((e) => e.id !== recorded.id), fresh] }));
      void queue.pump();
      void artOf(item).then((art) => art && update(recorded.id, { art }));
      return DOWNLOAD_MESSAGES.started(item.name);
    },
    pause: (id) => {
      if (!queue.stop(id, 'pause') && entry(id)?.state === 'queued') update(id, { state: 'paused', error: null });
    },
    resume: (id) => {
      const current = entry(id);
      if (current && (current.state === 'paused' || current.state === 'failed')) {
        update(id, { state: 'queued', error: null, progress: 0 });
        void queue.pump();
      }
    },
    remove: async (id) => {
      const current = entry(id);
      if (!current) return DOWNLOAD_MESSAGES.deleted;
      const wasRunning = queue.stop(id, 'remove');
      set((s) => ({ entries: s.entries.filter((e) => e.id !== id) }));
      if (current.offlineUri) await removeStored(current.offlineUri).catch(() => undefined);
      // The server frees the place; offline, the next sync's reconciling does it.
      await deleteDownload(id, deviceId(), current.owner.slice(current.owner.indexOf('|') + 1)).catch(() => undefined);
      void get().refreshSpace();
      return wasRunning || current.state !== 'done' ? DOWNLOAD_MESSAGES.cancelled : DOWNLOAD_MESSAGES.deleted;
    },
    sync: async () => {
      const owner = ownerKey();
      if (!owner || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
      let answer: Awaited<ReturnType<typeof renewDownloads>>;
      try {
        answer = await renewDownloads(deviceId());
      } catch {
        return;
      }
      if (ownerKey() !== owner) return;
      const byId = new Map(answer.downloads.map((d) => [d.id, d]));
      const mine = new Set(
        get()
          .entries.filter((e) => e.owner === owner)
          .map((e) => e.id),
      );
      set((s) => ({
        limit: answer.limit,
        entries: s.entries.map((e) => {
          if (e.owner !== owner) return e;
          const known = byId.get(e.id);
          // The server no longer has it (deleted elsewhere, or its profile was): it cannot play.
          if (!known) return { ...e, status: 'removed' as const };
          return { ...e, expiresAt: known.expiresAt, status: known.status, item: known.item ?? e.item };
        }),
      }));
      // Records of downloads this device no longer holds (its storage was cleared): their places are freed.
      for (const download of answer.downloads) if (!mine.has(download.id)) await deleteDownload(download.id, deviceId()).catch(() => undefined);
    },
    refreshSpace: async () => set({ space: await storageSpace() }),
    carryOn: () => void queue.pump(),
    removeAllOf: async (userId) => {
      for (const e of get().entries.filter((x) => x.owner.startsWith(`${userId}|`))) await get().remove(e.id);
    },
  };
});

// Kept as it changes, except for progress alone: a download cut off by a reload starts again, so
// its percentage is not worth rewriting the whole list (pictures included) a hundred times.
useDownloads.subscribe((state, previous) => {
  if (state.entries === previous.entries || onlyProgressMoved(state.entries, previous.entries)) return;
  keepDownloads(state.entries);
});
