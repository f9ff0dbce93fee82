import type { Worker } from 'node:worker_threads';
import { startTypeScriptThread } from './threads.js';

/** A piece of rich text sent to the sanitiser's thread, and what comes back. */
export interface SanitizeRequest {
  id: number;
  html: string;
}
export type SanitizeReply = { id: number; html: string } | { id: number; error: string };

/** The thread is let go this long after its last use (an editor's session of work): jsdom holds some 40 MB while loaded. */
export const SANITIZER_IDLE_MS = 10 * 60_000;

interface Sanitizer {
  worker: Worker;
  waiting: Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>;
  idle: NodeJS.Timeout | null;
}

let sanitizer: Sanitizer | null = null;
let nextId = 0;

function startSanitizer(): Sanitizer {
  const worker = startTypeScriptThread(new URL('./rich-text-worker.ts', import.meta.url));
  const started: Sanitizer = { worker, waiting: new Map(), idle: null };
  const failAll = (error: Error) => {
    if (sanitizer === started) sanitizer = null;
    if (started.idle) clearTimeout(started.idle);
    for (const { reject } of started.waiting.values()) reject(error);
    started.waiting.clear();
  };
  worker.on('message', (reply: SanitizeReply) => {
    const waiting = started.waiting.get(reply.id);
    if (!waiting) return;
    started.waiting.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(`Rich text could not be sanitised: ${reply.error}`));
    else waiting.resolve(reply.html);
    if (started.waiting.size === 0) idleFrom(started);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The rich-text sanitiser stopped (exit code ${code}).`)));
  worker.unref();
  return started;
}

/** Lets the thread go once it has had nothing to do for SANITIZER_IDLE_MS. */
function idleFrom(thread: Sanitizer): void {
  if (thread.idle) clearTimeout(thread.idle);
  thread.idle = setTimeout(() => {
    if (sanitizer === thread) void stopSanitizer();
  }, SANITIZER_IDLE_MS).unref();
}

/**
 * Starts the thread ahead of use, when an editor opens rich text to change it: starting it (a
 * thread, then jsdom) takes a second or more on a busy machine, which the save then need not wait.
 */
export function warmSanitizer(): void {
  sanitizer ??= startSanitizer();
  if (sanitizer.waiting.size === 0) idleFrom(sanitizer);
}

/** Lets the sanitiser's thread go (it starts again on next use); for shutdown and tests. */
export async function stopSanitizer(): Promise<void> {
  const stopping = sanitizer;
  sanitizer = null;
  if (!stopping) return;
  if (stopping.idle) clearTimeout(stopping.idle);
  await stopping.worker.terminate();
}

/** Whether the sanitiser's thread is running (tests). */
export const sanitizerRunning = () => sanitizer !== null;

/**
 * Rich text as the viewer app would draw it: the viewer's own sanitiser (DOMPurify with the
 * contract's allow-list, contract/rich-text.ts), on a window of jsdom's, in a thread of its own.
 * jsdom is loaded by the studio only, on first use: loaded with the server, it held some 40 MB more
 * in every API process and its heap grew under viewers' load (server/test/soak.test.ts); loaded on
 * the main thread, its first load held the event loop for over a second on a busy machine, and
 * load shedding refused the next viewer request. The thread is started when an editor opens rich
 * text (warmSanitizer) and let go when idle.
 */
export function sanitizeRichText(html: string): Promise<string> {
  sanitizer ??= startSanitizer();
  const current = sanitizer;
  if (current.idle) clearTimeout(current.idle);
  current.idle = null;
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    current.waiting.set(id, { resolve, reject });
    current.worker.postMessage({ id, html } satisfies SanitizeRequest);
  });
}
