import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaIdOf } from '../../../contract/ingest.js';
import type { Db } from '../db/database.js';
import { createStudioProgrammeRepository } from '../repositories/studio-programmes.js';
import { readMediaRecord, type IngestPaths } from './jobs.js';

/**
 * How long a made stream no programme plays is kept: a viewer still watching the film a new upload
 * replaced finishes it, and a stream published a moment ago is saved into its programme first.
 */
export const UNUSED_STREAM_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often a server looks for made streams no programme plays. */
export const STREAM_SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface StreamSweepDeps {
  paths: Pick<IngestPaths, 'library'>;
  /** The made streams (media ids) some programme of some customer plays now. */
  streamsInUse: () => Promise<Set<string>>;
  now: () => number;
  log?: (line: string) => void;
}

/** The media ids the studio's programmes play, read from the database. */
export function streamsInUseFrom(db: Db): () => Promise<Set<string>> {
  const programmes = createStudioProgrammeRepository(db);
  return async () => {
    const inUse = new Set<string>();
    for (const fields of await programmes.fieldsWithMadeFilms()) {
      const stream = (JSON.parse(fields) as { stream?: unknown }).stream;
      const id = typeof stream === 'string' ? mediaIdOf(stream) : null;
      if (id) inUse.add(id);
    }
    return inUse;
  };
}

/**
 * Removes the made streams no programme plays (replaced by a new upload, or their programme
 * deleted) once they are older than the grace period; answers the ids removed. What is in use is
 * read first, so a stream published meanwhile is younger than the grace and stays. Safe to run in
 * several processes at once.
 */
export async function sweepUnusedStreams(deps: StreamSweepDeps, graceMs = UNUSED_STREAM_GRACE_MS): Promise<string[]> {
  const names = await readdir(deps.paths.library).catch(() => [] as string[]);
  if (names.length === 0) return [];
  const inUse = await deps.streamsInUse();
  const removed: string[] = [];
  for (const name of names) {
    if (inUse.has(name)) continue;
    const folder = path.join(deps.paths.library, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory()) continue;
    const record = await readMediaRecord(deps.paths, name);
    const madeAt = record ? Date.parse(record.createdAt) : info.mtimeMs;
    if (!(deps.now() - madeAt >= graceMs)) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(name);
  }
  if (removed.length > 0) deps.log?.(`ingest: removed ${removed.length} made stream(s) no programme plays: ${removed.join(', ')}`);
  return removed;
}

/** Sweeps now and then (the first a minute after start); answers the stop. */
export function startStreamSweep(deps: StreamSweepDeps, everyMs = STREAM_SWEEP_EVERY_MS): () => void {
  const run = () => void sweepUnusedStreams(deps).catch((error: unknown) => deps.log?.(`ingest: the sweep of made streams failed: ${String(error)}`));
  const first = setTimeout(run, Math.min(everyMs, 60_000));
  const timer = setInterval(run, everyMs);
  first.unref?.();
  timer.unref?.();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
