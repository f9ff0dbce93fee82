import { t } from '@lingui/core/macro';
/**
 * The downloads as this browser keeps them: the shape of one entry, the words the viewer is told
 * about it, and how the list is read back (each entry checked on its own) and written again. Also
 * whether a kept download may play now, and why not.
 */
import * as v from 'valibot';
import { ContentItemSchema, type ContentItem } from '../../contract/answers';
import type { DownloadStatus } from '../api/downloads';
import { blankItem } from '../lib/blank-item';
import { DOWNLOAD_QUALITIES, type DownloadQuality } from '../lib/download-options';
import { DOWNLOADS_STORAGE_KEY } from '../lib/offline-keys';
import { readPersisted, writePersisted } from './persisted';
import { DOWNLOAD_STATUSES } from '../../contract/wire';

/**
 * queued: waits its turn; downloading: its segments are coming; paused: stopped by the viewer, or
 * waiting for the connection (error says which); done: stored whole; failed: stopped for good (error).
 */
export type DownloadState = 'queued' | 'downloading' | 'paused' | 'done' | 'failed';

/**
 * Why a download stopped, kept as a word and told in the language shown when it is read (see
 * DOWNLOAD_MESSAGES, which has a text under each): waiting (paused for the connection), full (the
 * device's storage), unsupported (this browser keeps no videos), failed (anything else).
 */
export const DOWNLOAD_PROBLEMS = ['waiting', 'full', 'unsupported', 'failed'] as const;
export type DownloadProblem = (typeof DOWNLOAD_PROBLEMS)[number];

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
  error: DownloadProblem | null;
  addedAt: number;
}

/**
 * What downloads tell the viewer, each in the language shown when it is read (getters: read one as
 * it is shown or stored, never into a constant at a module's top).
 */
export const DOWNLOAD_MESSAGES = {
  get signIn(): string {
    return t`Please sign in to download programmes.`;
  },
  get full(): string {
    return t`Your device is full: this download was not kept. Delete other downloads or free some space, then try again.`;
  },
  noRoom(needed: string): string {
    return t`Not enough space on this device: this download needs ${needed}. Delete other downloads or free some space, then try again.`;
  },
  get waiting(): string {
    return t`Waiting for the connection. The download carries on when it is back.`;
  },
  get failed(): string {
    return t`The download failed. Please try again.`;
  },
  get unsupported(): string {
    return t`This browser cannot keep videos for offline viewing.`;
  },
  get removed(): string {
    return t`This programme is no longer available. Delete the download to free the space.`;
  },
  get notAllowed(): string {
    return t`This programme is not available on a kids profile. Delete the download to free the space.`;
  },
  get expired(): string {
    return t`The licence of this download has ended. Go online to renew it.`;
  },
  started(name: string): string {
    return t`Downloading ${name}`;
  },
  get deleted(): string {
    return t`Download deleted`;
  },
  get cancelled(): string {
    return t`Download cancelled`;
  },
};

/**
 * A programme as a download keeps it: the contract's item. One an older version kept may lack
 * fields the item has since gained; they are filled empty rather than the download dropped. A field
 * of the wrong kind still drops the entry.
 */
const KeptItem = v.pipe(
  // What an entry has always kept: the item's id, type and name, as the contract says them.
  v.looseObject(v.pick(ContentItemSchema, ['id', 'type', 'name']).entries),
  v.transform((kept): unknown => ({ ...blankItem(kept), ...kept })),
  ContentItemSchema,
);

const Entry = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  owner: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  videoId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  item: KeptItem,
  art: v.pipe(v.string(), v.maxLength(200_000)),
  quality: v.picklist(DOWNLOAD_QUALITIES),
  height: v.number(),
  bytes: v.number(),
  manifestUrl: v.pipe(v.string(), v.maxLength(2000)),
  state: v.picklist(['queued', 'downloading', 'paused', 'done', 'failed']),
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  offlineUri: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  expiresAt: v.number(),
  status: v.picklist(DOWNLOAD_STATUSES),
  // Before problems were kept as words, their text was: any other text read back is a failure.
  error: v.nullable(
    v.union([
      v.picklist(DOWNLOAD_PROBLEMS),
      v.pipe(
        v.string(),
        v.maxLength(500),
        v.transform((): DownloadProblem => 'failed'),
      ),
    ]),
  ),
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
    const parsedEntry = parsed.output;
    // A paused entry with a problem was only ever waiting for the connection (an older text included).
    const entry = parsedEntry.state === 'paused' && parsedEntry.error !== null ? { ...parsedEntry, error: 'waiting' as const } : parsedEntry;
    // A done entry must have its copy; anything else half-done waits its turn again.
    if (entry.state === 'done' && !entry.offlineUri) return [{ ...entry, state: 'queued' as const, progress: 0 }];
    return [entry.state === 'downloading' ? { ...entry, state: 'queued' as const } : entry];
  });
}

/**
 * Writes the list. It is what finds each kept copy again: when the browser's storage is too full
 * for it with the pictures, it is kept without them (a copy nobody points at is removed on the next visit).
 */
export function keepDownloads(entries: readonly LocalDownload[]): void {
  if (writePersisted(DOWNLOADS_STORAGE_KEY, { v: 1, entries }) === 'refused')
    writePersisted(DOWNLOADS_STORAGE_KEY, { v: 1, entries: entries.map((entry) => ({ ...entry, art: '' })) });
}

/** True when the lists differ only in the progress of their downloads. */
export function onlyProgressMoved(next: readonly LocalDownload[], previous: readonly LocalDownload[]): boolean {
  if (next.length !== previous.length) return false;
  return next.every((entry, i) => {
    const before = previous[i]!;
    return entry === before || (Object.keys(entry) as Array<keyof LocalDownload>).every((key) => key === 'progress' || entry[key] === before[key]);
  });
}

/** Plays offline: stored whole, the programme still allowed, within its licence window. */
export function isPlayable(entry: LocalDownload, now: number = Date.now()): boolean {
  return entry.state === 'done' && entry.offlineUri !== null && entry.status === 'active' && entry.expiresAt > now;
}

/** Why a stored download cannot play, in the viewer's words; null when it can. */
export function unplayableReason(entry: LocalDownload, now: number = Date.now()): string | null {
  if (entry.status === 'removed') return DOWNLOAD_MESSAGES.removed;
  if (entry.status === 'not-allowed') return DOWNLOAD_MESSAGES.notAllowed;
  if (entry.state === 'done' && entry.expiresAt <= now) return DOWNLOAD_MESSAGES.expired;
  return null;
}
