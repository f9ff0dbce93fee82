import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INGEST_MESSAGES, mediaIdOf, mediaStream } from '../../../contract/ingest.js';
import { slotKind } from '../../../contract/studio-pictures.js';
import type { ProgrammeFields } from '../../../contract/studio.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../lib/errors.js';
import type { PictureStore } from '../media/uploaded-pictures.js';
import { createIngestJobRepository, type IngestJobRow } from '../repositories/ingest-jobs.js';
import { clock } from '../studio/feed-import.js';
import type { ProgrammeService } from '../studio/programmes.js';
import type { StoredCaption } from './captions.js';
import { probe, RefusedMedia, type Tools } from './ffmpeg.js';
import { transcode } from './transcode.js';

/** Where ingest keeps its files, all under DATA_DIR. */
export function ingestPaths(dataDir: string) {
  return {
    /** tus uploads: each one's file, and its .json of what tus knows of it. */
    uploads: path.join(dataDir, 'uploads'),
    /** Streams being made, one folder per attempt; never served. */
    work: path.join(dataDir, 'ingest-work'),
    /** Made streams, one folder each, served at /media/library/<id>/. */
    library: path.join(dataDir, 'media', 'library'),
  };
}
export type IngestPaths = ReturnType<typeof ingestPaths>;

/** A job's worker holds it this long without news; it renews the lease a few times within it. */
export const LEASE_MS = 15_000;
/** Tries before a job fails for good (a refused file fails at once). */
export const MAX_ATTEMPTS = 3;
/** The first retry's wait; each next one waits twice as long. */
export const RETRY_BASE_MS = 20_000;

/** What a made stream keeps of itself (media.json beside its manifests). */
export interface MediaRecord {
  id: string;
  programmeId: string;
  durationSeconds: number;
  renditions: { width: number; height: number; videoKbps: number }[];
  audio: string[];
  captions: StoredCaption[];
  thumbnails: { intervalSeconds: number; count: number; width: number; height: number };
  createdAt: string;
}

export interface IngestDeps {
  db: Db;
  paths: IngestPaths;
  tools: Tools;
  programmes: ProgrammeService;
  pictures: PictureStore;
  now: () => number;
  /** This worker's name on the leases it takes. */
  owner: string;
  log?: (line: string) => void;
}

const newMediaId = () => [...randomBytes(16)].map((b) => 'abcdefghijklmnopqrstuvwxyz234567'[b % 32]).join('');

export async function readMediaRecord(paths: Pick<IngestPaths, 'library'>, mediaId: string): Promise<MediaRecord | null> {
  try {
    return JSON.parse(await readFile(path.join(paths.library, mediaId, 'media.json'), 'utf8')) as MediaRecord;
  } catch {
    return null;
  }
}

/**
 * Runs one job this worker has claimed, to its end: the upload probed (a file that is not a video is
 * refused for good), made into streams in a folder of its own, published by one rename into the
 * library, and the programme given the stream (and a duration and pictures when it had none). While
 * ffmpeg works the lease is renewed with the progress; when the renewal is refused (cancelled, or
 * another worker took the job) ffmpeg is stopped and nothing is published. Any other failure is tried
 * again later, up to MAX_ATTEMPTS.
 */
export async function runJob(deps: IngestDeps, job: IngestJobRow, shutdown?: AbortSignal): Promise<void> {
  const { db, paths, now, owner } = deps;
  const jobs = createIngestJobRepository(db);
  const attempt = job.attempts + 1;
  const work = path.join(paths.work, `${job.id}-${attempt}`);
  const stop = new AbortController();
  let progress = 0;
  let lost = false;
  const started = now();
  const renew = async () => {
    const elapsed = (now() - started) / 1000;
    const secondsLeft = progress > 0.05 ? Math.round((elapsed * (1 - progress)) / progress) : null;
    if (!(await jobs.renew(job.id, owner, now(), now() + LEASE_MS, Math.round(progress * 1000), secondsLeft).catch(() => true))) {
      lost = true;
      stop.abort(new Error('the job was cancelled or taken by another worker'));
    }
  };
  const timer = setInterval(() => void renew(), LEASE_MS / 5);
  const onShutdown = () => stop.abort(new Error('the server is stopping'));
  shutdown?.addEventListener('abort', onShutdown);
  try {
    const source = path.join(paths.uploads, job.upload_id);
    if (!(await stat(source).catch(() => null))) throw new RefusedMedia(INGEST_MESSAGES.uploadMissing);
    const found = await probe(deps.tools, source);
    const programme = await deps.programmes.get(job.customer_id, job.programme_id).catch(() => null);
    if (!programme) throw new RefusedMedia('the programme was removed while its film was being made');

    // Earlier attempts' folders go; nothing from there is ever published. A worker killed mid-job
    // took its ffmpeg with it (the kernel kills it when its parent goes: spawnTool in ffmpeg.ts;
    // worker-kill.test.ts), so none writes here again.
    for (const name of await readdir(paths.work).catch(() => [] as string[])) {
      if (name.startsWith(`${job.id}-`)) await rm(path.join(paths.work, name), { recursive: true, force: true });
    }
    await mkdir(work, { recursive: true });
    const captions = await carryCaptions(paths, programme.fields.stream, work);
    let reported = now();
    const made = await transcode(deps.tools, source, found, work, {
      captions,
      // The studio sees progress about once a second; the lease is renewed with it.
      onProgress: (fraction) => {
        progress = fraction;
        if (now() - reported < 1000) return;
        reported = now();
        void renew();
      },
      signal: stop.signal,
    });
    const mediaId = newMediaId();
    const record: MediaRecord = {
      id: mediaId,
      programmeId: job.programme_id,
      durationSeconds: made.durationSeconds,
      renditions: made.renditions,
      audio: found.audio.map((a) => a.language),
      captions,
      thumbnails: made.thumbnails,
      createdAt: new Date(now()).toISOString(),
    };
    await writeFile(path.join(work, 'media.json'), JSON.stringify(record, null, 2));
    // Still ours? Then published whole, by one rename: viewers see no stream or all of it.
    await renew();
    if (lost) return;
    await mkdir(paths.library, { recursive: true });
    await rename(work, path.join(paths.library, mediaId));
    await giveStream(deps, job, mediaId, made.durationSeconds);
    if (!(await jobs.done(job.id, owner, now(), mediaId))) return;
    await rm(source, { force: true });
    await rm(`${source}.json`, { force: true });
    deps.log?.(`ingest: ${job.file_name} made into ${made.renditions.map((r) => `${r.height}p`).join(', ')} for ${job.programme_id} (media ${mediaId})`);
  } catch (error) {
    if (lost) return;
    // Stopped with the server: back in the queue as it was, for the next start (not an attempt that failed).
    if (shutdown?.aborted) return void (await jobs.release(job.id, owner, now(), job.attempts));
    const message = error instanceof Error ? error.message : String(error);
    const refused = error instanceof RefusedMedia;
    const retryAt = !refused && attempt < MAX_ATTEMPTS ? now() + RETRY_BASE_MS * 2 ** (attempt - 1) : null;
    await jobs.failed(job.id, owner, now(), refused ? message : INGEST_MESSAGES.transcodeFailed(message), retryAt);
    deps.log?.(`ingest: ${job.file_name} for ${job.programme_id} failed (attempt ${attempt}${retryAt ? ', will try again' : ''}): ${message}`);
  } finally {
    clearInterval(timer);
    shutdown?.removeEventListener('abort', onShutdown);
    await rm(work, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** The captions of the programme's present film, copied into the new one's folder. */
async function carryCaptions(paths: IngestPaths, stream: string, work: string): Promise<StoredCaption[]> {
  const previous = mediaIdOf(stream);
  if (!previous) return [];
  const record = await readMediaRecord(paths, previous);
  if (!record) return [];
  const kept: StoredCaption[] = [];
  for (const track of record.captions) {
    const copied = await copyFile(path.join(paths.library, previous, track.file), path.join(work, track.file)).then(
      () => true,
      () => false,
    );
    if (copied) kept.push(track);
  }
  return kept;
}

/**
 * The programme's `stream` set to the new film, its duration filled in when blank, and its thumbnail
 * and cover art made from the poster frame when it had none. Saved over the version read; when an
 * editor saved in between, read again and tried again.
 */
async function giveStream(deps: IngestDeps, job: IngestJobRow, mediaId: string, durationSeconds: number): Promise<void> {
  const poster = await readFile(path.join(deps.paths.library, mediaId, 'poster.jpg')).catch(() => null);
  for (let tries = 0; ; tries++) {
    const programme = await deps.programmes.get(job.customer_id, job.programme_id);
    const fields: ProgrammeFields = { ...programme.fields, stream: mediaStream(mediaId) };
    if (!fields.duration) fields.duration = clock(durationSeconds);
    if (poster) {
      const pictures = { ...fields.pictures };
      for (const slot of ['thumbnail', 'cover'] as const) {
        if (pictures[slot]) continue;
        const made = await deps.pictures.make(slotKind(slot, fields), poster).catch(() => null);
        if (made) (pictures as Record<string, unknown>)[slot] = made.picture;
      }
      fields.pictures = pictures;
    }
    try {
      await deps.programmes.save(job.customer_id, job.created_by, job.programme_id, programme.version, fields);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 409) || tries >= 4) throw error;
    }
  }
}

/** Made streams that no programme plays and no job is making: what a sweep may remove. */
export async function unusedMedia(paths: IngestPaths, inUse: Set<string>): Promise<string[]> {
  const names = await readdir(paths.library).catch(() => [] as string[]);
  return names.filter((name) => /^[a-z0-9]{16}$/.test(name) && !inUse.has(name));
}
