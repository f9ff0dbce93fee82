import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

import { APP_TOKEN_LIFETIME_MS } from '../../../contract/limits.js';

export { APP_TOKEN_LIFETIME_MS };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AppTokenRecord {
  customerId: string;
  platform: string;
  expiresAt: number;
}

/** Opaque random app tokens; only their SHA-256 is stored. */
export function createAppTokenRepository(db: Db, now: () => number = Date.now) {
  return {
    async issue(customerId: string, platform: string): Promise<{ token: string; expiresAt: number }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = now() + APP_TOKEN_LIFETIME_MS;
      await db
        .insertInto('app_tokens')
        .values({ token_hash: hashToken(token), customer_id: customerId, platform, expires_at: expiresAt })
        .execute();
      return { token, expiresAt };
    },

    /** The token's record if it exists and has not expired. */
    async verify(token: string): Promise<AppTokenRecord | undefined> {
      const row = await db
        .selectFrom('app_tokens')
        .select(['customer_id', 'platform', 'expires_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row || Number(row.expires_at) <= now()) return undefined;
      return { customerId: row.customer_id, platform: row.platform, expiresAt: Number(row.expires_at) };
    },

    async deleteExpired(): Promise<void> {
      await db.deleteFrom('app_tokens').where('expires_at', '<=', now()).execute();
    },
  };
}
export type AppTokenRepository = ReturnType<typeof createAppTokenRepository>;
