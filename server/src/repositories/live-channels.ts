import type { Db } from '../db/database.js';
import type { LiveChannelsTable, LiveSchedulesTable } from '../db/schema.js';

/** Live channels and their uploaded schedules (migrations/0015_live_channels.ts). */
export function createLiveChannelRepository(db: Db) {
  return {
    list: (customerId: string) => db.selectFrom('live_channels').selectAll().where('customer_id', '=', customerId).orderBy('position').orderBy('id').execute(),

    get: (customerId: string, id: string) =>
      db.selectFrom('live_channels').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),

    insert: (row: LiveChannelsTable) => db.insertInto('live_channels').values(row).execute(),

    /** Writes over `version` only; false when someone else saved first. */
    async update(customerId: string, id: string, version: number, change: Pick<LiveChannelsTable, 'fields' | 'updated_at' | 'updated_by'>): Promise<boolean> {
      const result = await db
        .updateTable('live_channels')
        .set({ ...change, version: version + 1 })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    schedule: (customerId: string, channelId: string, day: string) =>
      db
        .selectFrom('live_schedules')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('channel_id', '=', channelId)
        .where('day', '=', day)
        .executeTakeFirst(),

    /** Today's schedule replaces the one of `expected` (0: none); false when that is no longer the one stored. */
    async putSchedule(row: LiveSchedulesTable, expected: number): Promise<boolean> {
      const where = db.deleteFrom('live_schedules').where('customer_id', '=', row.customer_id).where('channel_id', '=', row.channel_id);
      if (expected === 0) {
        if (await this.schedule(row.customer_id, row.channel_id, row.day)) return false;
      } else {
        const removed = await where.where('day', '=', row.day).where('version', '=', expected).executeTakeFirst();
        if (Number(removed.numDeletedRows) !== 1) return false;
      }
      // Days gone by are of no use to viewers (the file is today's).
      await db
        .deleteFrom('live_schedules')
        .where('customer_id', '=', row.customer_id)
        .where('channel_id', '=', row.channel_id)
        .where('day', '<', row.day)
        .execute();
      try {
        await db.insertInto('live_schedules').values(row).execute();
      } catch (error) {
        // Another upload of the same first schedule of the day won the race.
        if (await this.schedule(row.customer_id, row.channel_id, row.day)) return false;
        throw error;
      }
      return true;
    },
  };
}
export type LiveChannelRepository = ReturnType<typeof createLiveChannelRepository>;
