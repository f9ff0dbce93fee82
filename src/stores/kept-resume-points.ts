import * as v from 'valibot';
import { ApiError } from '../api/client';
import { onServerBack, retryDelayMs } from '../api/reachability';
import { saveResume, type ResumeSave } from '../api/resume';
import { KEPT_RESUME_STORAGE_KEY } from '../lib/offline-keys';
import { readPersisted, writePersisted } from './persisted';
import { useSession, viewerKey } from './session';

const KEY = KEPT_RESUME_STORAGE_KEY;
/** More than anyone watches offline between two connections; the oldest go first past it. */
const MAX_KEPT = 100;

const Kept = v.object({
  owner: v.pipe(v.string(), v.maxLength(200)),
  videoId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  status: v.picklist([0, 1]),
  resumeTime: v.pipe(v.number(), v.minValue(0)),
  refId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  refType: v.optional(v.pipe(v.string(), v.maxLength(32))),
});
type KeptPoint = v.InferOutput<typeof Kept>;

/** Whose points: the signed-in user and profile (a point is only ever sent for its own profile). */
const owner = () => viewerKey(useSession.getState());

function readKept(): KeptPoint[] {
  const raw = readPersisted(KEY, v.array(v.unknown()), []);
  return raw.flatMap((entry) => {
    const parsed = v.safeParse(Kept, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

function keep(point: KeptPoint): void {
  const others = readKept().filter((p) => !(p.owner === point.owner && p.videoId === point.videoId));
  writePersisted(KEY, [...others, point].slice(-MAX_KEPT));
}

const toSave = (point: KeptPoint): ResumeSave => ({
  videoId: point.videoId,
  status: point.status,
  resumeTime: point.resumeTime,
  refId: point.refId,
  refType: point.refType,
});

/**
 * Saves a resume point; without a connection (watching a download offline) it is kept in this
 * browser and sent when the connection is back. Other refusals reach the caller.
 */
export async function saveResumePoint(save: ResumeSave): Promise<void> {
  const who = owner();
  try {
    await saveResume(save);
  } catch (error) {
    if (!who || !(error instanceof ApiError) || error.status !== 0) throw error;
    keep({
      owner: who,
      videoId: save.videoId,
      status: save.status,
      resumeTime: Math.max(0, Math.trunc(save.resumeTime)),
      refId: save.refId,
      refType: save.refType,
    });
    tryLater();
  }
}

/** The second a kept (not yet sent) point says for this video, for the current profile; null when none. */
export function keptResumeTime(videoId: string): number | null {
  const who = owner();
  const point = readKept().find((p) => p.owner === who && p.videoId === videoId);
  return point && point.status === 1 && point.resumeTime > 0 ? point.resumeTime : null;
}

let sending: Promise<number> | null = null;
/** The next timed try while points wait and the server cannot be reached, and how many timed tries failed. */
let retry: ReturnType<typeof setTimeout> | undefined;
let failedTries = 0;

/**
 * Tries again later, unless a try is already planned. Only a failed timed try makes the next wait
 * longer: a new save or the server answering another request failing in between does not (a viewer
 * whose app keeps talking to the server would otherwise wait a minute for a point the server takes).
 */
function tryLater(): void {
  if (retry !== undefined) return;
  retry = setTimeout(() => {
    retry = undefined;
    failedTries++;
    void sendKeptResumePoints();
  }, retryDelayMs(failedTries));
}

function cancelTry(): void {
  clearTimeout(retry);
  retry = undefined;
}

/**
 * Sends the current profile's kept points, oldest first; stops at the first network failure and
 * tries again later by itself (retryDelayMs), as well as when the server answers again or the
 * browser says it is online. Answers how many went.
 */
export function sendKeptResumePoints(): Promise<number> {
  cancelTry();
  sending ??= (async () => {
    const who = owner();
    let sent = 0;
    for (const point of readKept().filter((p) => p.owner === who)) {
      try {
        await saveResume(toSave(point));
        sent++;
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          tryLater();
          return sent;
        }
        // Refused for good (the programme is gone): dropped like a sent one.
      }
      writePersisted(
        KEY,
        readKept().filter((p) => !(p.owner === point.owner && p.videoId === point.videoId && p.resumeTime === point.resumeTime && p.status === point.status)),
      );
    }
    failedTries = 0;
    return sent;
  })().finally(() => {
    sending = null;
  });
  return sending;
}

const sendIfAny = () => {
  if (readKept().length > 0) void sendKeptResumePoints();
};
if (typeof window !== 'undefined') window.addEventListener('online', sendIfAny);
onServerBack(sendIfAny);
