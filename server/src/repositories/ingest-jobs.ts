import type { Db } from '../db/database.js';
import type { IngestJobsTable } from '../db/schema.js';

export type IngestJobRow = IngestJobsTable;

/**
 * Ingest jobs (ingest/jobs.ts): added by the studio, taken by a worker on a lease it renews while it
 * works, finished once. Every change a worker makes names its lease, so a worker that lost its job (its
 * lease ran out and another took it, or the job was cancelled) changes nothing. SQL only.
 */
export function createIngestJobRepository(db: Db) {
  const mine = (id: string, owner: string) =>
    db.updateTable('ingest_jobs').where('id', '=', id).where('lease_owner', '=', owner).where('status', '=', 'running');

  return {
    async add(row: IngestJobRow): Promise<void> {
      await db.insertInto('ingest_jobs').values(row).execute();
    },

    get(customerId: string, id: string): Promise<IngestJobRow | undefined> {
      return db.selectFrom('ingest_jobs').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
    },

    /** A job by id alone, for a worker handed it by the queue. */
    byId(id: string): Promise<IngestJobRow | undefined> {
      return db.selectFrom('ingest_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The newest `limit` jobs, of one programme when given. */
    list(customerId: string, programmeId: string | null, limit: number): Promise<IngestJobRow[]> {
      return db
        .selectFrom('ingest_jobs')
        .selectAll()
        .where('customer_id', '=', customerId)
        .$if(programmeId !== null, (qb) => qb.where('programme_id', '=', programmeId!))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A programme's job that has not finished, if any. */
    unfinished(customerId: string, programmeId: string): Promise<IngestJobRow | undefined> {
      return db
        .selectFrom('ingest_jobs')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('programme_id', '=', programmeId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
    },

    /** Jobs a worker may take at `at`: queued and due, or running on a lease that ran out (its worker died). */
    due(at: number, limit: number): Promise<IngestJobRow[]> {
      return db
        .selectFrom('ingest_jobs')
        .selectAll()
        .where((eb) =>
          eb.or([eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', at)]), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', at)])]),
        )
        .orderBy('run_after')
        .limit(limit)
        .execute();
    },

    /** Jobs running on leases taken by owners whose names start with `prefix` (this host's workers). */
    runningBy(prefix: string): Promise<IngestJobRow[]> {
      return db.selectFrom('ingest_jobs').selectAll().where('status', '=', 'running').where('lease_owner', 'like', `${prefix}%`).execute();
    },

    /** How many jobs are running on live leases. */
    async running(at: number): Promise<number> {
      const row = await db
        .selectFrom('ingest_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'running')
        .where('lease_until', '>=', at)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Takes a job as it was read, for `owner` until `until`; false when another worker took it first. */
    async claim(job: IngestJobRow, owner: string, at: number, until: number): Promise<boolean> {
      const result = await db
        .updateTable('ingest_jobs')
        .set({ status: 'running', lease_owner: owner, lease_until: until, attempts: job.attempts + 1, updated_at: at, error: null })
        .where('id', '=', job.id)
        .where('status', '=', job.status)
        .where('attempts', '=', job.attempts)
        .where((eb) => (job.lease_owner === null ? eb('lease_owner', 'is', null) : eb('lease_owner', '=', job.lease_owner)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Progress, and the lease renewed; false when the job is no longer this worker's (cancelled, or taken). */
    async renew(id: string, owner: string, at: number, until: number, progress: number, secondsLeft: number | null): Promise<boolean> {
      const result = await mine(id, owner).set({ lease_until: until, progress, seconds_left: secondsLeft, updated_at: at }).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async done(id: string, owner: string, at: number, mediaId: string): Promise<boolean> {
      const result = await mine(id, owner)
        .set({ status: 'done', media_id: mediaId, progress: 1000, seconds_left: null, lease_until: null, updated_at: at, error: null })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Failed for good, or (with `retryAt`) queued again to be tried then. */
    async failed(id: string, owner: string, at: number, error: string, retryAt: number | null): Promise<boolean> {
      const result = await mine(id, owner)
        .set(
          retryAt === null
            ? { status: 'failed', error, seconds_left: null, lease_until: null, lease_owner: null, updated_at: at }
            : { status: 'queued', error, progress: 0, seconds_left: null, lease_until: null, lease_owner: null, run_after: retryAt, updated_at: at },
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Given back to the queue untried (its worker is stopping): due at once, the attempt not counted. */
    async release(id: string, owner: string, at: number, attempts: number): Promise<void> {
      await mine(id, owner)
        .set({ status: 'queued', attempts, progress: 0, seconds_left: null, lease_until: null, lease_owner: null, run_after: at, updated_at: at })
        .execute();
    },

    /** Cancels a job that has not finished; false when it had. */
    async cancel(customerId: string, id: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('ingest_jobs')
        .set({ status: 'cancelled', seconds_left: null, lease_until: null, updated_at: at })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Streams that jobs made, for the sweep of media no programme plays any more. */
    async madeMedia(customerId: string): Promise<string[]> {
      const rows = await db.selectFrom('ingest_jobs').select('media_id').where('customer_id', '=', customerId).where('media_id', 'is not', null).execute();
      return rows.map((r) => r.media_id!);
    },
  };
}

export type IngestJobRepository = ReturnType<typeof createIngestJobRepository>;
