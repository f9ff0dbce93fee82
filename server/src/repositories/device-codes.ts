import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { newId, newToken, sha256Hex } from '../lib/secrets.js';
import { newUserCode } from '../lib/user-code.js';

/** A pairing lives ten minutes (RFC 8628's expires_in). */
export const DEVICE_CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Seconds between the TV's polls: quick enough to feel instant, slow enough for a small server. */
export const DEVICE_POLL_INTERVAL_S = 2;
/** A poll this much early still counts as on time (timers and networks wobble). */
export const POLL_TOLERANCE_MS = 500;
/** RFC 8628 section 3.5: each slow_down adds five seconds to the interval. */
export const SLOW_DOWN_STEP_S = 5;
/** Rows stay this long after they expire (for support questions), then go. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export type PollOutcome<T = undefined> =
  { kind: 'approved'; userId: string; answer: T } | { kind: 'pending' | 'expired' | 'denied' | 'invalid' } | { kind: 'slow_down'; interval: number };

export type DecideOutcome = 'ok' | 'unknown' | 'expired' | 'used';

/**
 * Pairings of the device flow: the TV asks for one, polls with its device code; a signed-in
 * person approves (or declines) the user code on a phone; the approval is exchanged once.
 */
export function createDeviceCodeRepository(db: Db, now: () => number = Date.now) {
  return {
    async create(customerId: string): Promise<{ deviceCode: string; userCode: string; expiresAt: number; interval: number }> {
      const at = now();
      const deviceCode = newToken();
      const expiresAt = at + DEVICE_CODE_LIFETIME_MS;
      // The sweep, the clash check and the insert as one (run again if the engine reports a conflict).
      const userCode = await inTransaction(db, async (trx) => {
        await trx
          .deleteFrom('device_codes')
          .where('expires_at', '<=', at - KEEP_EXPIRED_MS)
          .execute();
        // A user code must point at one live pairing: draw again on the rare clash.
        let code = newUserCode();
        for (let i = 0; i < 5; i++) {
          const clash = await trx
            .selectFrom('device_codes')
            .select('id')
            .where('customer_id', '=', customerId)
            .where('user_code', '=', code)
            .where('expires_at', '>', at)
            .executeTakeFirst();
          if (!clash) break;
          code = newUserCode();
        }
        await trx
          .insertInto('device_codes')
          .values({
            id: newId(),
            customer_id: customerId,
            device_code_hash: sha256Hex(deviceCode),
            user_code: code,
            status: 'pending',
            user_id: null,
            poll_interval: DEVICE_POLL_INTERVAL_S,
            last_polled_at: null,
            expires_at: expiresAt,
            created_at: at,
          })
          .execute();
        return code;
      });
      return { deviceCode, userCode, expiresAt, interval: DEVICE_POLL_INTERVAL_S };
    },

    /**
     * One poll of the TV. An approval is handed over once: the pairing is used up in the same
     * transaction as `handOver` (the sign-in) runs in, so a sign-in that fails leaves it approved
     * for the next poll. `handOver` must use `trx` only, and may run again (see inTransaction).
     */
    async poll<T>(customerId: string, deviceCode: string, handOver: (userId: string, trx: Db) => Promise<T>): Promise<PollOutcome<T>> {
      const at = now();
      const row = await db
        .selectFrom('device_codes')
        .selectAll()
        .where('device_code_hash', '=', sha256Hex(deviceCode))
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!row || row.status === 'used') return { kind: 'invalid' };
      if (Number(row.expires_at) <= at) return { kind: 'expired' };
      if (row.status === 'denied') return { kind: 'denied' };
      if (row.status === 'approved' && row.user_id) {
        const userId = row.user_id;
        return inTransaction(db, async (trx): Promise<PollOutcome<T>> => {
          const taken = await trx
            .updateTable('device_codes')
            .set({ status: 'used', last_polled_at: at })
            .where('id', '=', row.id)
            .where('status', '=', 'approved')
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) return { kind: 'invalid' };
          return { kind: 'approved', userId, answer: await handOver(userId, trx) };
        });
      }
      const last = row.last_polled_at === null ? null : Number(row.last_polled_at);
      const early = last !== null && at - last < row.poll_interval * 1000 - POLL_TOLERANCE_MS;
      const interval = early ? row.poll_interval + SLOW_DOWN_STEP_S : row.poll_interval;
      await db.updateTable('device_codes').set({ last_polled_at: at, poll_interval: interval }).where('id', '=', row.id).execute();
      return early ? { kind: 'slow_down', interval } : { kind: 'pending' };
    },

    /** The phone's answer for a user code: approved by (or declined by) `userId`. */
    async decide(customerId: string, userCode: string, userId: string, decision: 'approved' | 'denied'): Promise<DecideOutcome> {
      const row = await db
        .selectFrom('device_codes')
        .select(['id', 'status', 'expires_at'])
        .where('customer_id', '=', customerId)
        .where('user_code', '=', userCode)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!row) return 'unknown';
      if (Number(row.expires_at) <= now()) return 'expired';
      if (row.status !== 'pending') return 'used';
      const result = await db
        .updateTable('device_codes')
        .set({ status: decision, user_id: userId })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? 'ok' : 'used';
    },
  };
}
export type DeviceCodeRepository = ReturnType<typeof createDeviceCodeRepository>;
