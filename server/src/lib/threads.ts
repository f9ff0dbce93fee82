import { Worker } from 'node:worker_threads';

/**
 * A worker thread running one of our TypeScript modules. Node does not pass `--import tsx` on to a
 * thread, so the thread starts from typescript-thread.mjs, which registers tsx and then loads the
 * module; this holds however the server was started (`npm start`, `node --import tsx`, vitest).
 */
export function startTypeScriptThread(module: URL): Worker {
  return new Worker(new URL('./typescript-thread.mjs', import.meta.url), { workerData: { module: module.href } });
}
