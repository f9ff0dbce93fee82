import { CHUNK_LOAD_TIMEOUT_MS } from './constants';

/** A part of the app's code that could not be downloaded (or not in time). */
export class ChunkLoadError extends Error {
  constructor(readonly reason: unknown) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs; the viewer reads CHUNK_FAILED_TEXT
    super(`Loading chunk failed: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * What browsers say when a dynamically imported module cannot be fetched: Chromium, Firefox,
 * Safari, vite's CSS preload, and SystemJS on the legacy bundle (old TVs; its error 3 is a script
 * that did not load).
 */
const BROWSER_CHUNK_FAILURE =
  /dynamically imported module|error loading dynamically|Importing a module script failed|Loading chunk|Unable to preload|docs\/errors\.md#3\b/i;

/** True when an error means code did not arrive, rather than code that failed to run. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && (error.name === 'ChunkLoadError' || BROWSER_CHUNK_FAILURE.test(error.message));
}

/**
 * Loads a part of the app's code: the import's own answer, or a ChunkLoadError when it fails or
 * takes longer than `timeoutMs`.
 */
export function loadChunk<M>(load: () => Promise<M>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`no answer in ${Math.round(timeoutMs / 1000)} s`))), timeoutMs);
    let started: Promise<M>;
    try {
      started = load();
    } catch (error) {
      clearTimeout(timer);
      reject(new ChunkLoadError(error));
      return;
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(error));
      },
    );
  });
}
