import type { Db } from '../db/database.js';
import type { ResumePointsTable } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { ProfileKey } from './profiles.js';

export type ResumePoint = Pick<ResumePointsTable, 'status' | 'resume_time' | 'ref_id' | 'ref_type' | 'updated_at'>;
export type ListedResumePoint = ResumePoint & { video_id: string; item_data: string };

/** Where a profile stopped watching (resume points): per profile, newest kept. SQL only. */
export function createResumePointRepository(db: Db) {
  return {
    /** Saves the point and trims the profile's points to the newest `keep`, together. */
    async save(owner: ProfileKey, videoId: string, point: ResumePoint, keep: number): Promise<void> {
      const key = { customer_id: owner.customerId, profile_id: owner.profileId, video_id: videoId };
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('resume_points')
          .values({ ...key, ...point })
          .onConflict((oc) => oc.columns(['customer_id', 'profile_id', 'video_id']).doUpdateSet(point))
          .execute();
        const stale = await trx
          .selectFrom('resume_points')
          .select('video_id')
          .where('customer_id', '=', key.customer_id)
          .where('profile_id', '=', key.profile_id)
          .orderBy('updated_at', 'desc')
          .offset(keep)
          .limit(1000)
          .execute();
        if (stale.length > 0) {
          await trx
            .deleteFrom('resume_points')
            .where('customer_id', '=', key.customer_id)
            .where('profile_id', '=', key.profile_id)
            .where(
              'video_id',
              'in',
              stale.map((s) => s.video_id),
            )
            .execute();
        }
      });
    },

    /** The profile's points with their programmes, oldest first; refId: only those watched from it. */
    list(owner: ProfileKey, options: { kidsOnly: boolean; refId?: string }): Promise<ListedResumePoint[]> {
      return db
        .selectFrom('resume_points as r')
        .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'r.customer_id').onRef('i.id', '=', 'r.video_id'))
        .select(['r.video_id', 'r.status', 'r.resume_time', 'r.ref_id', 'r.ref_type', 'r.updated_at', 'i.data as item_data'])
        .where('r.customer_id', '=', owner.customerId)
        .where('r.profile_id', '=', owner.profileId)
        .$if(Boolean(options.refId), (qb) => qb.where('r.ref_id', '=', options.refId!))
        .$if(options.kidsOnly, (qb) => qb.where('i.kids', '=', 1))
        .orderBy('r.updated_at', 'asc')
        .execute();
    },

    async remove(owner: ProfileKey, videoId: string): Promise<void> {
      await db
        .deleteFrom('resume_points')
        .where('customer_id', '=', owner.customerId)
        .where('profile_id', '=', owner.profileId)
        .where('video_id', '=', videoId)
        .execute();
    },
  };
}

export type ResumePointRepository = ReturnType<typeof createResumePointRepository>;
