import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { UPLOAD_PATH } from '../../contract/ingest.js';

/**
 * A film as a camera would give one: ffmpeg's test picture with a tone for each audio language
 * (ISO 639-2, English by default; each its own pitch), as H.264 and AAC in MP4.
 */
export function makeClip(dir: string, options: { width: number; height: number; seconds: number; name?: string; audio?: readonly string[] }): string {
  const file = path.join(dir, options.name ?? 'clip.mp4');
  const languages = options.audio ?? ['eng'];
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=s=${options.width}x${options.height}:r=24:d=${options.seconds}`],
    ...languages.flatMap((_, i) => ['-f', 'lavfi', '-i', `sine=frequency=${440 + 220 * i}:sample_rate=48000:d=${options.seconds}`]),
    ...['-map', '0:v', ...languages.flatMap((_, i) => ['-map', `${i + 1}:a`])],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', ...languages.flatMap((language, i) => [`-metadata:s:a:${i}`, `language=${language}`]), file],
  ]);
  return file;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Sends `file` to the studio by tus, as the studio does. With `dropAfter`, the connection is dropped
 * that many bytes in, and the upload resumed from where the server says it stopped (`resumedFrom`).
 */
export function tusUpload(
  base: string,
  token: string,
  file: Buffer,
  name: string,
  dropAfter?: number,
  chunkSize = 64 * 1024,
): Promise<{ id: string; resumedFrom: number }> {
  return new Promise((resolve, reject) => {
    let resumedFrom = 0;
    let dropped = false;
    const upload = new Upload(file, {
      endpoint: `${base}${UPLOAD_PATH}`,
      chunkSize,
      headers: auth(token),
      metadata: { filename: name },
      retryDelays: [],
      onProgress(sent) {
        if (dropAfter === undefined || dropped || sent < dropAfter) return;
        dropped = true;
        void upload.abort().then(async () => {
          // As a browser that came back would: ask the server how far it got, and go on from there.
          const head = await fetch(upload.url!, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...auth(token) } });
          resumedFrom = Number(head.headers.get('upload-offset'));
          upload.start();
        });
      },
      onSuccess: () => resolve({ id: upload.url!.split('/').pop()!, resumedFrom }),
      onError: reject,
    });
    upload.start();
  });
}

/** Polls `read` until the job it returns has finished (or `until` says it is far enough). */
export async function waitForJob<T extends { status: string }>(
  read: () => Promise<T>,
  until = (job: T) => ['done', 'failed', 'cancelled'].includes(job.status),
  timeoutMs = 120_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const job = await read();
    if (until(job)) return job;
    if (Date.now() > end) throw new Error(`the job is still ${JSON.stringify(job)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
