import { randomBytes } from 'node:crypto';
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import {
  FINISHED,
  INGEST_MESSAGES,
  mediaIdOf,
  UPLOAD_FREE_SPACE_FACTOR,
  UPLOAD_MAX_BYTES,
  UPLOAD_PATH,
  type CaptionTrack,
  type IngestJob,
} from '../../../contract/ingest.js';
import type { Db } from '../db/database.js';
import { ApiError, badRequest, notFound } from '../lib/errors.js';
import { createIngestJobRepository, type IngestJobRow } from '../repositories/ingest-jobs.js';
import type { ProgrammeService } from '../studio/programmes.js';
import { isVideo } from '../studio/programmes.js';
import { BadCaptions, captionFile, languageLabel, toWebVtt, writeManifests, type StoredCaption } from './captions.js';
import type { Tools } from './ffmpeg.js';
import { readMediaRecord, type IngestPaths, type MediaRecord } from './jobs.js';

export interface IngestServiceOptions {
  db: Db;
  paths: IngestPaths;
  /** ffmpeg and ffprobe, or null when the server has none (uploads are then refused, with why). */
  tools: Tools | null;
  programmes: ProgrammeService;
  now: () => number;
  /** Told of each new job (the embedded runner looks at once; with Redis, BullMQ carries it). */
  enqueue: (job: IngestJobRow) => Promise<void>;
  /** Free bytes where uploads are written (tests: a small disk). */
  freeBytes?: (dir: string) => Promise<number>;
}

const freeBytesOf = async (dir: string) => {
  const stats = await statfs(dir);
  return Number(stats.bavail) * Number(stats.bsize);
};

export function jobView(row: IngestJobRow): IngestJob {
  return {
    id: row.id,
    programmeId: row.programme_id,
    fileName: row.file_name,
    status: row.status,
    progress: row.progress / 1000,
    secondsLeft: row.status === 'running' ? row.seconds_left : null,
    attempts: row.attempts,
    error: row.error,
    stream: row.media_id ? `media:${row.media_id}` : null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(1);

/**
 * Uploads (tus), jobs and captions for the studio. An upload goes to DATA_DIR/uploads by the tus
 * protocol, so a dropped connection or a restarted server resumes where it stopped; a finished upload
 * becomes a job for its programme; captions go into the programme's made stream.
 */
export function createIngestService(options: IngestServiceOptions) {
  const { db, paths, programmes, now } = options;
  const jobs = createIngestJobRepository(db);
  const freeBytes = options.freeBytes ?? freeBytesOf;
  const store = new FileStore({ directory: paths.uploads });

  const tus = new TusServer({
    path: UPLOAD_PATH,
    datastore: store,
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(_request, upload) {
      if (!options.tools) throw { status_code: 503, body: INGEST_MESSAGES.noFfmpeg };
      const size = upload.size ?? 0;
      if (size > UPLOAD_MAX_BYTES) throw { status_code: 413, body: INGEST_MESSAGES.tooLarge(UPLOAD_MAX_BYTES / 1024 ** 3) };
      const needed = size * UPLOAD_FREE_SPACE_FACTOR;
      if ((await freeBytes(paths.uploads)) < needed) throw { status_code: 507, body: INGEST_MESSAGES.noSpace(gb(needed)) };
      return {};
    },
  });

  function requireTools(): Tools {
    if (!options.tools) throw new ApiError(503, INGEST_MESSAGES.noFfmpeg);
    return options.tools;
  }

  async function videoProgramme(customerId: string, id: string) {
    const programme = await programmes.get(customerId, id);
    if (!isVideo(programme.fields.kind)) throw badRequest(INGEST_MESSAGES.notAVideoProgramme);
    return programme;
  }

  async function madeStream(customerId: string, programmeId: string): Promise<MediaRecord> {
    const programme = await programmes.get(customerId, programmeId);
    const mediaId = mediaIdOf(programme.fields.stream);
    const record = mediaId ? await readMediaRecord(paths, mediaId) : null;
    if (!record) throw new ApiError(409, INGEST_MESSAGES.noStreamForCaptions);
    return record;
  }

  /** The film's captions made `captions`: manifests first, then the record, then files no longer named. */
  async function saveCaptions(record: MediaRecord, captions: StoredCaption[]): Promise<CaptionTrack[]> {
    const dir = path.join(paths.library, record.id);
    await writeManifests(dir, captions, record.durationSeconds);
    await writeFile(path.join(dir, 'media.json'), JSON.stringify({ ...record, captions }, null, 2));
    const named = new Set(captions.map((c) => c.file));
    for (const old of record.captions) if (!named.has(old.file)) await rm(path.join(dir, old.file), { force: true });
    return captions.map(tracked);
  }
  const tracked = ({ language, label }: CaptionTrack): CaptionTrack => ({ language, label });

  return {
    tus,
    /** Whether films can be uploaded here, and why not. */
    status: () => ({ available: options.tools !== null, reason: options.tools ? null : INGEST_MESSAGES.noFfmpeg }),

    async start(customerId: string, operator: string, programmeId: string, uploadId: string): Promise<IngestJob> {
      requireTools();
      await videoProgramme(customerId, programmeId);
      const upload = await store.getUpload(uploadId).catch(() => null);
      if (!upload) throw notFound(INGEST_MESSAGES.uploadMissing);
      if (upload.size === undefined || upload.offset !== upload.size) throw new ApiError(409, INGEST_MESSAGES.uploadUnfinished);
      if (await jobs.unfinished(customerId, programmeId)) throw new ApiError(409, INGEST_MESSAGES.busyWithJob);
      const at = now();
      const name = (upload.metadata?.filename ?? upload.metadata?.name ?? 'film').slice(0, 255);
      const row: IngestJobRow = {
        customer_id: customerId,
        id: randomBytes(12).toString('hex'),
        programme_id: programmeId,
        upload_id: uploadId,
        file_name: name,
        status: 'queued',
        progress: 0,
        seconds_left: null,
        attempts: 0,
        error: null,
        media_id: null,
        created_by: operator,
        created_at: at,
        updated_at: at,
        run_after: at,
        lease_until: null,
        lease_owner: null,
      };
      await jobs.add(row);
      // The row is the job: a queue that cannot take it now (Redis away) gets it from the sweep later.
      await options.enqueue(row).catch(() => undefined);
      return jobView(row);
    },

    async job(customerId: string, id: string): Promise<IngestJob> {
      const row = await jobs.get(customerId, id);
      if (!row) throw notFound(INGEST_MESSAGES.jobNotFound);
      return jobView(row);
    },

    async jobs(customerId: string, programmeId: string | null): Promise<IngestJob[]> {
      return (await jobs.list(customerId, programmeId, 20)).map(jobView);
    },

    async cancel(customerId: string, id: string): Promise<IngestJob> {
      const row = await jobs.get(customerId, id);
      if (!row) throw notFound(INGEST_MESSAGES.jobNotFound);
      if (FINISHED.includes(row.status) || !(await jobs.cancel(customerId, id, now()))) throw new ApiError(409, INGEST_MESSAGES.jobFinished);
      return jobView((await jobs.get(customerId, id))!);
    },

    /** The captions of a programme's film. */
    async captions(customerId: string, programmeId: string): Promise<CaptionTrack[]> {
      const programme = await programmes.get(customerId, programmeId);
      const mediaId = mediaIdOf(programme.fields.stream);
      return ((mediaId && (await readMediaRecord(paths, mediaId))?.captions) || []).map(tracked);
    },

    /** Adds or replaces one language's captions (SRT or WebVTT text) in the programme's film. */
    async putCaptions(customerId: string, programmeId: string, language: string, text: string): Promise<CaptionTrack[]> {
      await videoProgramme(customerId, programmeId);
      const record = await madeStream(customerId, programmeId);
      let vtt: string;
      try {
        vtt = toWebVtt(text);
      } catch (error) {
        if (error instanceof BadCaptions) throw badRequest(error.message);
        throw error;
      }
      const file = captionFile(language, vtt);
      await writeFile(path.join(paths.library, record.id, file), vtt);
      const captions = [...record.captions.filter((c) => c.language !== language), { language, label: languageLabel(language), file }].sort((a, b) =>
        a.language.localeCompare(b.language),
      );
      return saveCaptions(record, captions);
    },

    async removeCaptions(customerId: string, programmeId: string, language: string): Promise<CaptionTrack[]> {
      const record = await madeStream(customerId, programmeId);
      if (!record.captions.some((c) => c.language === language)) throw notFound(INGEST_MESSAGES.captionsNotFound);
      return saveCaptions(
        record,
        record.captions.filter((c) => c.language !== language),
      );
    },

    /** Folders ingest writes to, made at start-up. */
    async prepare(): Promise<void> {
      for (const dir of [paths.uploads, paths.work, paths.library]) await mkdir(dir, { recursive: true });
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
