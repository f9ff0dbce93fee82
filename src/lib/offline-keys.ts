/** Where the downloads of this browser are listed (stores/downloads.ts). */
export const DOWNLOADS_STORAGE_KEY = 'lumen.downloads.v1';

/**
 * Whether a download waits to carry on (the last visit ended during one), read without loading
 * the downloads code, so start-up pays for it only then.
 */
export function downloadsWaiting(): boolean {
  try {
    return /"state":"(queued|downloading)"/.test(globalThis.localStorage?.getItem(DOWNLOADS_STORAGE_KEY) ?? '');
  } catch {
    return false;
  }
}

/** Whether this browser keeps any finished download (its player must then open offline too). */
export function downloadsKept(): boolean {
  try {
    return /"state":"done"/.test(globalThis.localStorage?.getItem(DOWNLOADS_STORAGE_KEY) ?? '');
  } catch {
    return false;
  }
}

/** Whether this browser keeps downloads of this user (any of their profiles). */
export function downloadsOfUser(userId: string): boolean {
  try {
    return (globalThis.localStorage?.getItem(DOWNLOADS_STORAGE_KEY) ?? '').includes(`"owner":${JSON.stringify(`${userId}|`).slice(0, -1)}`);
  } catch {
    return false;
  }
}

/** Sent on window when a download has been stored whole: the app keeps what playing it offline needs. */
export const DOWNLOAD_KEPT_EVENT = 'lumen:download-kept';

/** Resume points recorded without a connection, waiting to be sent (stores/kept-resume-points.ts). */
export const KEPT_RESUME_STORAGE_KEY = 'lumen.kept-resume.v1';

/** Whether resume points wait to be sent, read without loading the code that sends them. */
export function resumePointsWaiting(): boolean {
  try {
    return /"videoId"/.test(globalThis.localStorage?.getItem(KEPT_RESUME_STORAGE_KEY) ?? '');
  } catch {
    return false;
  }
}
