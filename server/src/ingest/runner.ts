import os from 'node:os';
import { createIngestJobRepository } from '../repositories/ingest-jobs.js';
import { LEASE_MS, runJob, type IngestDeps } from './jobs.js';

/** Whether a process of this host runs with `pid`. */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One transcode at a time for each two cores: ffmpeg uses every core it is given. */
export const defaultConcurrency = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

export interface IngestRunner {
  /** Looks for work now (a job was just added). */
  poke(): void;
  /** Stops taking jobs; running ones are stopped and given back to the queue for the next start. */
  stop(): Promise<void>;
}

/**
 * The embedded queue's worker: every `pollMs` it takes due jobs from the table, up to `concurrency`
 * at once, each on a lease (a job whose worker died is taken again once its lease runs out).
 */
export function startIngestRunner(deps: IngestDeps, options: { concurrency: number; pollMs?: number }): IngestRunner {
  const jobs = createIngestJobRepository(deps.db);
  const running = new Map<string, Promise<void>>();
  const shutdown = new AbortController();
  let looking = false;
  let again = false;

  /**
   * Jobs of a worker on this host that is no longer running (killed, or the machine restarted): taken
   * again at once rather than when their leases run out.
   */
  async function orphans() {
    const host = deps.owner.slice(0, deps.owner.lastIndexOf(':') + 1);
    if (!host) return [];
    return (await jobs.runningBy(host)).filter((job) => job.lease_owner !== deps.owner && !alive(Number(job.lease_owner!.slice(host.length))));
  }

  async function look(): Promise<void> {
    if (looking) return void (again = true);
    looking = true;
    try {
      do {
        again = false;
        if (shutdown.signal.aborted || running.size >= options.concurrency) return;
        const at = deps.now();
        for (const job of [...(await orphans()), ...(await jobs.due(at, options.concurrency * 2))]) {
          if (shutdown.signal.aborted || running.size >= options.concurrency) break;
          if (running.has(job.id) || !(await jobs.claim(job, deps.owner, at, at + LEASE_MS))) continue;
          const run = runJob(deps, job, shutdown.signal)
            .catch((error: unknown) => deps.log?.(`ingest: job ${job.id} stopped: ${error instanceof Error ? error.message : String(error)}`))
            .finally(() => {
              running.delete(job.id);
              void look();
            });
          running.set(job.id, run);
        }
      } while (again);
    } catch (error) {
      deps.log?.(`ingest: could not look for jobs: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      looking = false;
    }
  }

  const timer = setInterval(() => void look(), options.pollMs ?? 2000);
  timer.unref();
  void look();
  return {
    poke: () => void look(),
    async stop() {
      clearInterval(timer);
      shutdown.abort();
      await Promise.allSettled(running.values());
    },
  };
}
