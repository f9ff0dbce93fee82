import { Queue, Worker, type Job } from 'bullmq';
import { FINISHED } from '../../../contract/ingest.js';
import { createIngestJobRepository, type IngestJobRow } from '../repositories/ingest-jobs.js';
import { LEASE_MS, MAX_ATTEMPTS, RETRY_BASE_MS, runJob, type IngestDeps } from './jobs.js';

/** The queue's name in Redis (BullMQ keeps its keys under `bull:lumen-ingest:`). */
export const QUEUE_NAME = 'lumen-ingest';
/** How often queued jobs are handed to BullMQ again (one whose hand-over was lost while Redis was away). */
const SWEEP_MS = 30_000;

interface JobData {
  jobId: string;
}

const connection = (redisUrl: string) => ({ url: redisUrl, maxRetriesPerRequest: null });

/**
 * With REDIS_URL, jobs are carried by BullMQ: the ingest_jobs row stays the record the studio reads
 * (status, progress, the stream made), BullMQ delivers each job to one worker among all the
 * processes (`npm run worker`, and API processes unless INGEST_CONCURRENCY=0), takes it back from
 * a worker that died (its lock runs out) and tries again with backoff.
 */
export function createBullQueue(redisUrl: string) {
  // Adding fails at once while Redis is away (no offline queue): the row is kept and the sweep hands it over later.
  const queue = new Queue<JobData>(QUEUE_NAME, { connection: { ...connection(redisUrl), enableOfflineQueue: false } });
  // A Redis that is away is said by the sweep and the studio's job staying queued, not by a crash.
  queue.on('error', () => undefined);
  return {
    /**
     * Hands a job to BullMQ; the same job twice is one (its id is the row's). A job BullMQ finished
     * with while its row still waits (its tries spent while the row was held elsewhere) is removed,
     * so that the row's job is delivered again.
     */
    async enqueue(row: Pick<IngestJobRow, 'id'>, delayMs = 0): Promise<void> {
      const earlier = await queue.getJob(row.id);
      if (earlier && ((await earlier.isFailed()) || (await earlier.isCompleted()))) await earlier.remove();
      await queue.add(
        'transcode',
        { jobId: row.id },
        {
          jobId: row.id,
          delay: delayMs,
          // The row counts the attempts that failed; BullMQ's cover also the times a job was held by another worker.
          attempts: MAX_ATTEMPTS + 3,
          backoff: { type: 'exponential', delay: RETRY_BASE_MS },
          removeOnComplete: 1000,
          removeOnFail: 1000,
        },
      );
    },
    close: () => queue.close(),
  };
}
export type BullQueue = ReturnType<typeof createBullQueue>;

/** Hands every queued job to BullMQ again, now and every SWEEP_MS (adding a job it holds changes nothing). */
export function sweepQueued(deps: Pick<IngestDeps, 'db' | 'now' | 'log'>, queue: BullQueue): () => void {
  const jobs = createIngestJobRepository(deps.db);
  const sweep = async () => {
    try {
      for (const row of await jobs.due(deps.now(), 100)) await queue.enqueue(row);
    } catch (error) {
      deps.log?.(`ingest: could not hand queued jobs to Redis: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** A BullMQ worker making films into streams, `concurrency` at once. */
export function startBullWorker(deps: IngestDeps, redisUrl: string, concurrency: number) {
  const jobs = createIngestJobRepository(deps.db);
  const shutdown = new AbortController();
  const worker = new Worker<JobData>(
    QUEUE_NAME,
    async (job: Job<JobData>) => {
      const row = await jobs.byId(job.data.jobId);
      if (!row || FINISHED.includes(row.status)) return;
      const at = deps.now();
      if (row.status === 'running' && (row.lease_until ?? 0) >= at) throw new Error('another worker holds this job; tried again later');
      if (!(await jobs.claim(row, deps.owner, at, at + LEASE_MS))) throw new Error('another worker took this job first');
      await runJob(deps, row, shutdown.signal);
      const after = await jobs.byId(row.id);
      // Queued again: the attempt failed and the row waits to be tried again, which BullMQ's backoff does.
      if (after?.status === 'queued') throw new Error(after.error ?? 'to be tried again');
    },
    { connection: connection(redisUrl), concurrency, lockDuration: LEASE_MS * 2 },
  );
  // Said once a minute at most while Redis is away (the worker reconnects by itself).
  let saidAt = 0;
  worker.on('error', (error) => {
    if (Date.now() - saidAt < 60_000) return;
    saidAt = Date.now();
    deps.log?.(`ingest: the job queue in Redis: ${error.message}`);
  });
  return {
    async stop(): Promise<void> {
      shutdown.abort();
      await worker.close();
    },
  };
}
