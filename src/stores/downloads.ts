import * as v from 'valibot';
import { create } from 'zustand';
import type { ContentItem } from '../../contract/wire';
import { ApiError } from '../api/client';
import { onServerBack } from '../api/reachability';
import { addDownload, deleteDownload, renewDownloads, type DownloadStatus } from '../api/downloads';
import { getPlayback } from '../api/get-playback';
import { ContentItemSchema, toContentItem } from '../api/schemas';
import { cardPictures } from '../lib/home-blocks';
import { DOWNLOAD_QUALITIES, downloadOptions, type DownloadOption, type DownloadQuality } from '../lib/download-options';
import { DOWNLOAD_KEPT_EVENT, DOWNLOADS_STORAGE_KEY } from '../lib/offline-keys';
import {
  askPersistentStorage,
  listStored,
  removeAllStored,
  removeStored,
  lacksRoomFor,
  storageSpace,
  storeFailureAfterWrite,
  storeStream,
  type StoreRun,
} from '../lib/offline-storage';
import { readPersisted, readStoredText, writePersisted, writeStoredText } from './persisted';
import { useSession, viewerKey } from './session';

const DEVICE_KEY = 'lumen.device.v1';

/**
 * queued: waits its turn; downloading: its segments are coming; paused: stopped by the viewer, or
 * waiting for the connection (error says which); done: stored whole; failed: stopped for good (error).
 */
export type DownloadState = 'queued' | 'downloading' | 'paused' | 'done' | 'failed';

/** One download on this device, as the Downloads tab shows it and the player plays it. */
export interface LocalDownload {
  /** The server's id of the download. */
  id: string;
  /** Whose it is: the account's user and the profile (see ownerKey). */
  owner: string;
  videoId: string;
  item: ContentItem;
  /** The programme's picture, kept as a data: URL so it shows offline ('' when it could not be kept). */
  art: string;
  quality: DownloadQuality;
  height: number;
  /** The estimate until it is stored, then the stored size. */
  bytes: number;
  manifestUrl: string;
  state: DownloadState;
  /** 0 to 1. */
  progress: number;
  offlineUri: string | null;
  /** The end of the licence window (ms); renewed whenever the app is online. */
  expiresAt: number;
  status: DownloadStatus;
  error: string | null;
  addedAt: number;
}

export const DOWNLOAD_MESSAGES = {
  signIn: 'Please sign in to download programmes.',
  full: 'Your device is full: this download was not kept. Delete other downloads or free some space, then try again.',
  noRoom: (needed: string) => `Not enough space on this device: this download needs ${needed}. Delete other downloads or free some space, then try again.`,
  waiting: 'Waiting for the connection. The download carries on when it is back.',
  failed: 'The download failed. Please try again.',
  unsupported: 'This browser cannot keep videos for offline viewing.',
  removed: 'This programme is no longer available. Delete the download to free the space.',
  notAllowed: 'This programme is not available on a kids profile. Delete the download to free the space.',
  expired: 'The licence of this download has ended. Go online to renew it.',
  started: (name: string) => `Downloading ${name}`,
  deleted: 'Download deleted',
  cancelled: 'Download cancelled',
} as const;

const Entry = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  owner: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  videoId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  item: ContentItemSchema,
  art: v.pipe(v.string(), v.maxLength(200_000)),
  quality: v.picklist(DOWNLOAD_QUALITIES),
  height: v.number(),
  bytes: v.number(),
  manifestUrl: v.pipe(v.string(), v.maxLength(2000)),
  state: v.picklist(['queued', 'downloading', 'paused', 'done', 'failed']),
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  offlineUri: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  expiresAt: v.number(),
  status: v.picklist(['active', 'removed', 'not-allowed']),
  error: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  addedAt: v.number(),
});
const Stored = v.object({ v: v.literal(1), entries: v.array(v.unknown()) });

/**
 * The downloads kept in this browser. Each entry is checked on its own: a corrupt one is dropped
 * (its stored copy, if any, is cleared with the next clean-up), the others stay. A download the
 * last visit left half-way starts its turn again.
 */
export function loadDownloads(): LocalDownload[] {
  const stored = readPersisted(DOWNLOADS_STORAGE_KEY, Stored, { v: 1 as const, entries: [] });
  return stored.entries.flatMap((raw) => {
    const parsed = v.safeParse(Entry, raw);
    if (!parsed.success) return [];
    const entry = { ...parsed.output, item: toContentItem(parsed.output.item) };
    // A done entry must have its copy; anything else half-done waits its turn again.
    if (entry.state === 'done' && !entry.offlineUri) return [{ ...entry, state: 'queued' as const, progress: 0 }];
    return [entry.state === 'downloading' ? { ...entry, state: 'queued' as const } : entry];
  });
}

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

/** Plays offline: stored whole, the programme still allowed, within its licence window. */
export function isPlayable(entry: LocalDownload, now: number = Date.now()): boolean {
  return entry.state === 'done' && entry.offlineUri !== null && entry.status === 'active' && entry.expiresAt > now;
}

/** The current profile's download of this video when it may play now; null when there is none. */
export function playableDownload(videoId: string): (LocalDownload & { offlineUri: string }) | null {
  const owner = ownerKey();
  const found = useDownloads.getState().entries.find((e) => e.owner === owner && e.videoId === videoId);
  return found && isPlayable(found) && found.offlineUri ? { ...found, offlineUri: found.offlineUri } : null;
}

/** Why a stored download cannot play, in the viewer's words; null when it can. */
export function unplayableReason(entry: LocalDownload, now: number = Date.now()): string | null {
  if (entry.status === 'removed') return DOWNLOAD_MESSAGES.removed;
  if (entry.status === 'not-allowed') return DOWNLOAD_MESSAGES.notAllowed;
  if (entry.state === 'done' && entry.expiresAt <= now) return DOWNLOAD_MESSAGES.expired;
  return null;
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

/**
 * What a programme can be downloaded as: its stream's manifest and the qualities with their sizes.
 * Refusals (not signed in, a kids profile, a programme with no video) come as ApiErrors.
 */
export async function planDownload(item: ContentItem, signal?: AbortSignal): Promise<{ manifestUrl: string; options: DownloadOption[] }> {
  const href = item._links.files.href;
  if (item.type !== 'vod' || !href) throw new ApiError('This programme cannot be downloaded: only episodes and videos can.', 400);
  const playback = await getPlayback(href, signal);
  const manifestUrl = playback.dashUrl;
  if (!manifestUrl) throw new ApiError('This programme cannot be downloaded yet.', 400);
  let text: string;
  try {
    const response = await fetch(manifestUrl, { signal });
    if (!response.ok) throw new Error(String(response.status));
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('The download could not be prepared. Please check your connection and try again.', 0);
  }
  const options = downloadOptions(text);
  if (!options) throw new ApiError('This programme cannot be downloaded yet.', 400);
  return { manifestUrl: new URL(manifestUrl, window.location.href).href, options };
}

/** The running download and its handle. */
let running: { id: string; run: StoreRun | null; stop: 'pause' | 'remove' | null } | null = null;
let cleaned = false;

/**
 * Reads the programme's small picture into a data: URL so it shows offline; '' when it cannot. The
 * list shows it at most 160 px wide (downloads.css): the small size (320 px) fills that at double density.
 */
async function artOf(item: ContentItem): Promise<string> {
  const sizes = cardPictures(item);
  const url = sizes.small || sizes.medium || sizes.large;
  if (!url) return '';
  try {
    const response = await fetch(url);
    if (!response.ok) return '';
    const blob = await response.blob();
    if (blob.size > 150_000) return '';
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.onerror = () => resolve('');
      reader.readAsDataURL(blob);
    });
  } catch {
    return '';
  }
}

/** The programmes saved for offline viewing on this device, and the queue that fetches them one at a time. */
export const useDownloads = create<DownloadsState>()((set, get) => {
  const update = (id: string, changes: Partial<LocalDownload>) =>
    set((s) => ({ entries: s.entries.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)) }));
  const entry = (id: string) => get().entries.find((e) => e.id === id);

  /** Removes copies nobody points at: a download a reload cut off, or a corrupt entry's. Once a visit. */
  async function cleanOrphans(): Promise<void> {
    if (cleaned) return;
    cleaned = true;
    const kept = new Set(get().entries.flatMap((e) => (e.offlineUri ? [e.offlineUri] : [])));
    const stored = await listStored().catch(() => []);
    const orphans = stored.filter((copy) => !kept.has(copy.offlineUri) || copy.incomplete);
    if (orphans.length === 0) return;
    // Nothing whole is kept: start from empty, which also frees the cut-off download's loose segments.
    if (orphans.length === stored.length) await removeAllStored().catch(() => undefined);
    else for (const copy of orphans) await removeStored(copy.offlineUri).catch(() => undefined);
  }

  /** Starts the next queued download when none runs and the browser is online. */
  async function pump(): Promise<void> {
    if (running || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    const next = get().entries.find((e) => e.state === 'queued');
    if (!next) return;
    running = { id: next.id, run: null, stop: null };
    update(next.id, { state: 'downloading', error: null, progress: 0 });
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
      const stop = running?.stop ?? null;
      const failure =
        error instanceof Error && error.message === DOWNLOAD_MESSAGES.unsupported ? 'unsupported' : await storeFailureAfterWrite(error, next.bytes);
      // A pause keeps how far it got, to say so (Resume fetches it again: shaka stores a stream whole).
      if (stop === 'pause') update(next.id, { state: 'paused', error: null });
      else if (stop !== 'remove') {
        if (failure === 'network' || (failure === 'aborted' && navigator.onLine === false))
          update(next.id, { state: 'paused', progress: 0, error: DOWNLOAD_MESSAGES.waiting });
        else if (failure === 'full') update(next.id, { state: 'failed', progress: 0, error: DOWNLOAD_MESSAGES.full });
        else if (failure === 'unsupported') update(next.id, { state: 'failed', progress: 0, error: DOWNLOAD_MESSAGES.unsupported });
        else {
          console.warn('download failed', error);
          update(next.id, { state: 'failed', progress: 0, error: DOWNLOAD_MESSAGES.failed });
        }
      }
    } finally {
      running = null;
      void get().refreshSpace();
      void pump();
    }
  }

  if (typeof window !== 'undefined') {
    // Back online (the browser says so, or the server answers the app again): downloads waiting
    // for the connection carry on, and licences are renewed.
    const cameBack = () => {
      set((s) => ({
        entries: s.entries.map((e) => (e.state === 'paused' && e.error === DOWNLOAD_MESSAGES.waiting ? { ...e, state: 'queued', error: null } : e)),
      }));
      void pump();
      void get().sync();
    };
    window.addEventListener('online', cameBack);
    onServerBack(() => {
      if (get().entries.length > 0) cameBack();
    });
    window.addEventListener('offline', () => {
      // The running download stops at once rather than after its retries; it carries on when the connection is back.
      if (running?.run && !running.stop) running.run.abort();
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
      void pump();
      void artOf(item).then((art) => art && update(recorded.id, { art }));
      return DOWNLOAD_MESSAGES.started(item.name);
    },
    pause: (id) => {
      if (running?.id === id) {
        running.stop = 'pause';
        running.run?.abort();
      } else if (entry(id)?.state === 'queued') update(id, { state: 'paused', error: null });
    },
    resume: (id) => {
      const current = entry(id);
      if (current && (current.state === 'paused' || current.state === 'failed')) {
        update(id, { state: 'queued', error: null, progress: 0 });
        void pump();
      }
    },
    remove: async (id) => {
      const current = entry(id);
      if (!current) return DOWNLOAD_MESSAGES.deleted;
      const wasRunning = running?.id === id;
      if (running?.id === id) {
        running.stop = 'remove';
        running.run?.abort();
      }
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
    carryOn: () => void pump(),
    removeAllOf: async (userId) => {
      for (const e of get().entries.filter((x) => x.owner.startsWith(`${userId}|`))) await get().remove(e.id);
    },
  };
});

/** True when the lists differ only in the progress of their downloads. */
function onlyProgressMoved(next: readonly LocalDownload[], previous: readonly LocalDownload[]): boolean {
  if (next.length !== previous.length) return false;
  return next.every((entry, i) => {
    const before = previous[i]!;
    return entry === before || (Object.keys(entry) as Array<keyof LocalDownload>).every((key) => key === 'progress' || entry[key] === before[key]);
  });
}

// Kept as it changes, except for progress alone: a download cut off by a reload starts again, so
// its percentage is not worth rewriting the whole list (pictures included) a hundred times.
// The list is what finds each kept copy again: when the browser's storage is too full for it with
// the pictures, it is kept without them (a copy nobody points at is removed on the next visit).
useDownloads.subscribe((state, previous) => {
  if (state.entries === previous.entries || onlyProgressMoved(state.entries, previous.entries)) return;
  if (writePersisted(DOWNLOADS_STORAGE_KEY, { v: 1, entries: state.entries }) === 'refused')
    writePersisted(DOWNLOADS_STORAGE_KEY, { v: 1, entries: state.entries.map((entry) => ({ ...entry, art: '' })) });
});
