/**
 * Ingest: a film uploaded in the studio made into streams viewers play. One definition of the
 * upload's limits, the ladder of renditions, a job as the studio sees it, the caption languages and
 * the studio's words for every refusal.
 */
import * as v from 'valibot';
import type { Output } from './studio-common.js';

/** The largest film an operator may upload (a two-hour film from a camera is a few GB). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024 * 1024;
/** Room kept free on the disk beyond the upload itself: the streams made from it need about as much again. */
export const UPLOAD_FREE_SPACE_FACTOR = 2;
/** Where the studio sends a film, by the tus protocol (resumable uploads). */
export const UPLOAD_PATH = '/studio-api/uploads';
/** The length of every segment, shared by the DASH manifest and the HLS playlist. */
export const SEGMENT_SECONDS = 2;
/** The longest a caption file may be (a two-hour film's subtitles are about 150 KB). */
export const CAPTION_MAX_BYTES = 2 * 1024 * 1024;

/** The renditions a film is made into, by the short side of the picture; none is larger than the source. */
export const LADDER = [
  { height: 1080, videoKbps: 5000 },
  { height: 720, videoKbps: 2800 },
  { height: 480, videoKbps: 1200 },
  { height: 240, videoKbps: 400 },
] as const;
export const AUDIO_KBPS = 128;

/** A stream made by ingest, as a programme's `stream` field names it: `media:` and the stream's id. */
export const MEDIA_STREAM_PATTERN = '^media:[a-z0-9]{16}$';
export const mediaStream = (mediaId: string) => `media:${mediaId}`;
export const mediaIdOf = (stream: string): string | null => (/^media:([a-z0-9]{16})$/.exec(stream) ?? [])[1] ?? null;
/** Where a made stream is served from (below DATA_DIR/media/library on disk). */
export const mediaBase = (mediaId: string) => `/media/library/${mediaId}`;

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** The statuses a job ends in. */
export const FINISHED: readonly JobStatus[] = ['done', 'failed', 'cancelled'];

/** One caption language of a film. */
export const CaptionTrack = v.object({ language: v.string(), label: v.string() });
export type CaptionTrack = Output<typeof CaptionTrack>;

/** A transcoding job as the studio shows it. */
export const IngestJob = v.object({
  id: v.string(),
  programmeId: v.string(),
  fileName: v.string(),
  status: v.picklist(JOB_STATUSES),
  /** 0 to 1. */
  progress: v.number(),
  /** Seconds until done, when the job is running and has made enough progress to tell. */
  secondsLeft: v.nullable(v.pipe(v.number(), v.integer())),
  attempts: v.pipe(v.number(), v.integer()),
  /** Why it failed (or why the last attempt failed, while it waits to try again). */
  error: v.nullable(v.string()),
  /** The stream it made (`media:...`), once done. */
  stream: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type IngestJob = Output<typeof IngestJob>;

/** Starting a transcode of a finished upload for a programme. */
export const IngestBody = v.object({ uploadId: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/)) });
export type IngestBody = Output<typeof IngestBody>;

/** A caption file for one language of a programme's film (its text: SRT or WebVTT). */
export const CaptionBody = v.object({
  language: v.pipe(v.string(), v.minLength(2), v.maxLength(5), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/)),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(CAPTION_MAX_BYTES)),
});
export type CaptionBody = Output<typeof CaptionBody>;

/** The studio's words for ingest, one place. */
export const INGEST_MESSAGES = {
  noFfmpeg: 'Uploading films is off on this server: ffmpeg is not installed (Debian: apt-get install ffmpeg), so films cannot be made into streams.',
  notVideo: 'This file has no picture in it: choose a video file (MP4, MOV, MKV or WebM).',
  unreadable: 'This file is not a video we can read: it may be damaged or in a format ffmpeg does not know. Choose another file.',
  undecodable: 'This video cannot be decoded: its picture is damaged or uses a codec ffmpeg does not have. Export it again as H.264 MP4.',
  tooShort: 'This video is shorter than one second: choose the whole film.',
  tooLarge: (limitGb: number) => `This file is larger than ${limitGb} GB, the most one upload may be.`,
  noSpace: (neededGb: string) =>
    `The server has too little free disk space for this film: it needs about ${neededGb} GB free. Ask whoever runs the server to make room.`,
  uploadMissing: 'That upload is not here (it may have been removed, or not finished): upload the film again.',
  uploadUnfinished: 'That upload has not finished yet: wait until it reaches 100%.',
  notAVideoProgramme: 'Only an episode, video, short or promo can have a film: this programme is a container.',
  jobNotFound: 'That transcoding job was not found.',
  jobFinished: 'That job has already finished.',
  busyWithJob: 'A film is already being made for this programme: cancel it first, or wait for it to finish.',
  transcodeFailed: (reason: string) => `Making the streams failed: ${reason}`,
  badCaptions: (reason: string) => `These captions cannot be read: ${reason}. Upload an SRT or WebVTT file.`,
  noStreamForCaptions: 'Upload the film first: captions belong to a film that has been made into streams.',
  captionsNotFound: 'This programme has no captions in that language.',
} as const;
