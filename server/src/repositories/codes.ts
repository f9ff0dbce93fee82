import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { CodePurpose, Database } from '../db/schema.js';
import { asAccount } from '../db/account-lock.js';
import { hmacHex, newCode, newId, sameHash } from '../lib/secrets.js';
import { serverSecret } from './server-secret.js';

/** Six digits; a new one no sooner than 60 s after the last; at most 5 resends. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESEND_GAP_MS = 60 * 1000;
export const MAX_RESENDS = 5;
/** Wrong entries before a code stops working. */
export const MAX_FAILED_ATTEMPTS = 5;

export type SendOutcome =
  | { ok: true; code: string; resends: number }
  | { ok: false; reason: 'too-soon'; waitMs: number; resends: number }
  | { ok: false; reason: 'too-many'; resends: number };

export type CheckOutcome = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * What is stored of a code: an HMAC under the server's own secret, salted with the account, so the
 * table alone (a backup, a leaked dump) does not give a code back: a plain SHA-256 of six digits
 * is undone by trying all million.
 */
export const codeHash = (key: string, userId: string, code: string) => hmacHex(key, `${userId}|${code}`);

/** One-time codes sent by SMS: stored as an HMAC, single use, short-lived, with resend rules. */
export function createCodeRepository(db: Db, now: () => number = Date.now) {
  let key: Promise<string> | undefined;
  // Read outside any transaction (SQLite has one connection): before the work, never inside it.
  const secret = () =>
    (key ??= serverSecret(db, 'one-time-codes', now).catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
  const latest = (customerId: string, userId: string, purpose: CodePurpose, on: Kysely<Database> = db) =>
    on
      .selectFrom('one_time_codes')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .orderBy('last_sent_at', 'desc')
      .executeTakeFirst();

  async function sendOn(on: Kysely<Database>, customerId: string, userId: string, purpose: CodePurpose, secretKey: string): Promise<SendOutcome> {
    const at = now();
    const previous = await latest(customerId, userId, purpose, on);
    const open = previous && previous.used_at === null ? previous : undefined;
    // `sends` counts every code of the flow; the first is not a resend.
    const resendsDone = open ? open.sends - 1 : 0;
    if (open && at - Number(open.last_sent_at) < RESEND_GAP_MS) {
      return { ok: false, reason: 'too-soon', waitMs: RESEND_GAP_MS - (at - Number(open.last_sent_at)), resends: resendsDone };
    }
    if (open && resendsDone >= MAX_RESENDS) return { ok: false, reason: 'too-many', resends: resendsDone };
    const code = newCode();
    if (open) {
      await on
        .updateTable('one_time_codes')
        .set({ code_hash: codeHash(secretKey, userId, code), expires_at: at + CODE_LIFETIME_MS, failed_attempts: 0, sends: open.sends + 1, last_sent_at: at })
        .where('id', '=', open.id)
        .execute();
      return { ok: true, code, resends: resendsDone + 1 };
    }
    await on
      .insertInto('one_time_codes')
      .values({
        id: newId(),
        customer_id: customerId,
        user_id: userId,
        purpose,
        code_hash: codeHash(secretKey, userId, code),
        expires_at: at + CODE_LIFETIME_MS,
        failed_attempts: 0,
        sends: 1,
        last_sent_at: at,
        used_at: null,
      })
      .execute();
    return { ok: true, code, resends: 0 };
  }

  return {
    /**
     * A new code, within the resend rules: the first send of a flow, then resends at least 60 s
     * apart, at most 5 of them (counted across the flow until a code is used).
     */
    async send(customerId: string, userId: string, purpose: CodePurpose): Promise<SendOutcome> {
      const secretKey = await secret();
      // One send at a time per account: requests at once must not all find the last code old enough.
      return asAccount(db, userId, (trx) => sendOn(trx, customerId, userId, purpose, secretKey));
    },

    /** True when the account's open code for `purpose` is `code` (nothing counted, nothing used). */
    async matches(customerId: string, userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const row = await latest(customerId, userId, purpose);
      if (!row || row.used_at !== null || Number(row.expires_at) <= now() || row.failed_attempts >= MAX_FAILED_ATTEMPTS) return false;
      return /^\d{6}$/.test(code) && sameHash(codeHash(await secret(), userId, code), row.code_hash);
    },

    /** Checks a code; a right one is used up, a wrong one counts against the code. */
    async check(customerId: string, userId: string, purpose: CodePurpose, code: string): Promise<CheckOutcome> {
      const row = await latest(customerId, userId, purpose);
      if (!row || row.used_at !== null || Number(row.expires_at) <= now()) return 'expired';
      if (row.failed_attempts >= MAX_FAILED_ATTEMPTS) return 'locked';
      if (!/^\d{6}$/.test(code) || !sameHash(codeHash(await secret(), userId, code), row.code_hash)) {
        // Counted by the database, so that wrong codes sent at once each count.
        await db
          .updateTable('one_time_codes')
          .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        return row.failed_attempts + 1 >= MAX_FAILED_ATTEMPTS ? 'locked' : 'wrong';
      }
      // The right code works only while fewer than 5 wrong ones have counted, whenever they came.
      const result = await db
        .updateTable('one_time_codes')
        .set({ used_at: now() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where('failed_attempts', '<', MAX_FAILED_ATTEMPTS)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'ok';
      const current = await db.selectFrom('one_time_codes').select('failed_attempts').where('id', '=', row.id).executeTakeFirst();
      return (current?.failed_attempts ?? 0) >= MAX_FAILED_ATTEMPTS ? 'locked' : 'expired';
    },
  };
}
export type CodeRepository = ReturnType<typeof createCodeRepository>;
