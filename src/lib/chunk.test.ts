import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';

describe('loading a part of the app', () => {
  afterEach(() => vi.useRealTimers());

  it('answers with the module once it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });

  it('turns a failed download into a ChunkLoadError', async () => {
    const failure = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js')));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow(/Failed to fetch dynamically imported module/);
  });

  it('gives up after the spec timeout of 120 s, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    let settled: unknown = 'pending';
    loadChunk(() => new Promise(() => undefined)).then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkLoadError);
  });

  it('tells code that did not arrive from code that failed to run', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('3 (SystemJS https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/Page.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
