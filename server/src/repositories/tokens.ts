import type { Db } from '../db/database.js';
import type { AuthTokenKind } from '../db/schema.js';
import { newToken, sha256Hex } from '../lib/secrets.js';
import { USER_TOKEN_LIFETIME_MS } from '../../../contract/limits.js';

/** How long each kind of token lives. */
export const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  user: USER_TOKEN_LIFETIME_MS,
  signup: 24 * 60 * 60 * 1000,
  email_verify: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  phone_reset: 15 * 60 * 1000,
};

export interface TokenRecord {
  userId: string;
  customerId: string;
  kind: AuthTokenKind;
  expiresAt: number;
}

/** Opaque random tokens of several kinds, stored as SHA-256 hashes, each only good for its kind. */
export function createTokenRepository(db: Db, now: () => number = Date.now) {
  return {
    async issue(customerId: string, userId: string, kind: AuthTokenKind): Promise<{ token: string; expiresAt: number }> {
      const token = newToken();
      const at = now();
      const expiresAt = at + TOKEN_LIFETIME_MS[kind];
      await db
        .insertInto('auth_tokens')
        .values({ token_hash: sha256Hex(token), customer_id: customerId, user_id: userId, kind, expires_at: expiresAt, used_at: null, created_at: at })
        .execute();
      return { token, expiresAt };
    },

    /** The token's record when it is of `kind`, for this customer, unused and unexpired. */
    async find(customerId: string, token: string, kind: AuthTokenKind): Promise<TokenRecord | undefined> {
      if (!token || token.length > 512) return undefined;
      const row = await db
        .selectFrom('auth_tokens')
        .select(['user_id', 'customer_id', 'kind', 'expires_at', 'used_at'])
        .where('token_hash', '=', sha256Hex(token))
        .executeTakeFirst();
      if (!row || row.kind !== kind || row.customer_id !== customerId || row.used_at !== null || Number(row.expires_at) <= now()) {
        return undefined;
      }
      return { userId: row.user_id, customerId: row.customer_id, kind: row.kind, expiresAt: Number(row.expires_at) };
    },

    /** Marks a single-use token used; false when someone used it first. */
    async consume(token: string): Promise<boolean> {
      const result = await db
        .updateTable('auth_tokens')
        .set({ used_at: now() })
        .where('token_hash', '=', sha256Hex(token))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async revoke(token: string): Promise<void> {
      await db.updateTable('auth_tokens').set({ used_at: now() }).where('token_hash', '=', sha256Hex(token)).execute();
    },

    /** Ends every token of some kinds for a user (after a password change, all sessions end). */
    async revokeAll(userId: string, kinds: AuthTokenKind[]): Promise<void> {
      await db
        .updateTable('auth_tokens')
        .set({ used_at: now() })
        .where('user_id', '=', userId)
        .where('kind', 'in', kinds)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Ends a user's sessions (their user tokens), all but the one `except` names. */
    async revokeSessions(userId: string, { except }: { except: string }): Promise<void> {
      await db
        .updateTable('auth_tokens')
        .set({ used_at: now() })
        .where('user_id', '=', userId)
        .where('kind', '=', 'user')
        .where('used_at', 'is', null)
        .where('token_hash', '!=', sha256Hex(except))
        .execute();
    },

    async deleteExpired(): Promise<void> {
      await db.deleteFrom('auth_tokens').where('expires_at', '<=', now()).execute();
    },
  };
}
export type TokenRepository = ReturnType<typeof createTokenRepository>;
