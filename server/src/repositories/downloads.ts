import type { Db } from '../db/database.js';
import { asAccount } from '../db/account-lock.js';
import type { DownloadsTable } from '../db/schema.js';
import { newId } from '../lib/secrets.js';
import type { ProfileKey } from './profiles.js';

export type Download = Pick<DownloadsTable, 'id' | 'video_id' | 'quality' | 'created_at' | 'expires_at'>;
/** A download with its programme as stored (null once the programme is gone from the catalogue). */
export type ListedDownload = Download & { item_data: string | null; item_kids: number | null };
/** Whose downloads, and where: a profile of a user's account, on one device. */
export type DeviceKey = ProfileKey & { userId: string; deviceId: string };

const COLUMNS = ['d.id', 'd.video_id', 'd.quality', 'd.created_at', 'd.expires_at'] as const;

/**
 * Programmes saved for offline viewing. A deleted download keeps its row (removed_at), so the
 * count of downloads ever made only grows; the account's limit counts the ones not removed. SQL only.
 */
export function createDownloadRepository(db: Db) {
  const active = (key: DeviceKey) =>
    db
      .selectFrom('downloads as d')
      .where('d.customer_id', '=', key.customerId)
      .where('d.profile_id', '=', key.profileId)
      .where('d.device_id', '=', key.deviceId)
      .where('d.removed_at', 'is', null);

  return {
    /**
     * Records a download, or renews the device's download of the same programme (with the quality
     * asked for now). 'full' when the account already holds `limit` others. Count and insert are one
     * step per account, so two devices cannot both take the last place.
     */
    add(key: DeviceKey, fields: { videoId: string; quality: string }, at: number, expiresAt: number, limit: number): Promise<Download | 'full'> {
      return asAccount(db, key.userId, async (trx) => {
        const existing = await trx
          .selectFrom('downloads as d')
          .select(COLUMNS)
          .where('d.customer_id', '=', key.customerId)
          .where('d.profile_id', '=', key.profileId)
          .where('d.device_id', '=', key.deviceId)
          .where('d.video_id', '=', fields.videoId)
          .where('d.removed_at', 'is', null)
          .executeTakeFirst();
        if (existing) {
          await trx.updateTable('downloads').set({ quality: fields.quality, expires_at: expiresAt }).where('id', '=', existing.id).execute();
          return { ...existing, quality: fields.quality, expires_at: expiresAt };
        }
        const { count } = await trx
          .selectFrom('downloads')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('customer_id', '=', key.customerId)
          .where('user_id', '=', key.userId)
          .where('removed_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= limit) return 'full';
        const row = { id: newId(), video_id: fields.videoId, quality: fields.quality, created_at: at, expires_at: expiresAt };
        await trx
          .insertInto('downloads')
          .values({ ...row, customer_id: key.customerId, user_id: key.userId, profile_id: key.profileId, device_id: key.deviceId, removed_at: null })
          .execute();
        return row;
      });
    },

    /** The device's downloads for the profile, oldest first, with their programmes. */
    async onDevice(key: DeviceKey): Promise<ListedDownload[]> {
      const rows = await active(key)
        .leftJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'd.customer_id').onRef('i.id', '=', 'd.video_id'))
        .select([...COLUMNS, 'i.data as item_data', 'i.kids as item_kids'])
        .orderBy('d.created_at')
        .orderBy('d.id')
        .execute();
      return rows.map((row) => ({ ...row, created_at: Number(row.created_at), expires_at: Number(row.expires_at) }));
    },

    /** Moves the licence window of these downloads to `expiresAt`. */
    async renew(ids: readonly string[], expiresAt: number): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('downloads').set({ expires_at: expiresAt }).where('id', 'in', ids).where('removed_at', 'is', null).execute();
    },

    /** Marks the device's download deleted; false when there is no such download (or it was deleted). */
    async remove(key: DeviceKey, id: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('downloads')
        .set({ removed_at: at })
        .where('id', '=', id)
        .where('customer_id', '=', key.customerId)
        .where('profile_id', '=', key.profileId)
        .where('device_id', '=', key.deviceId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type DownloadRepository = ReturnType<typeof createDownloadRepository>;
