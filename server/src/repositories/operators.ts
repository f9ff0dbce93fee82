import type { Db } from '../db/database.js';
import type { OperatorsTable } from '../db/schema.js';
import { newId, newToken, sha256Hex } from '../lib/secrets.js';

export type OperatorRow = OperatorsTable;

/** Studio operators, their one-time links and their sessions. Tokens are stored as SHA-256 hashes. */
export function createOperatorRepository(db: Db, now: () => number = Date.now) {
  return {
    async byId(id: string): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async byEmail(customerId: string, email: string): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('customer_id', '=', customerId).where('email', '=', email).executeTakeFirst();
    },

    async list(customerId: string): Promise<OperatorRow[]> {
      return db.selectFrom('operators').selectAll().where('customer_id', '=', customerId).orderBy('created_at').orderBy('email').execute();
    },

    async activeOwners(customerId: string): Promise<number> {
      const row = await db
        .selectFrom('operators')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('customer_id', '=', customerId)
        .where('role', '=', 'owner')
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** A new operator, invited: no password until the link is used. Undefined when the address is taken. */
    async invite(customerId: string, email: string, role: OperatorRow['role']): Promise<OperatorRow | undefined> {
      const at = now();
      const row: OperatorRow = {
        id: newId(),
        customer_id: customerId,
        email,
        role,
        status: 'invited',
        password_hash: null,
        totp_secret: null,
        created_at: at,
        updated_at: at,
      };
      try {
        await db.insertInto('operators').values(row).execute();
      } catch (error) {
        if (await this.byEmail(customerId, email)) return undefined;
        throw error;
      }
      return row;
    },

    async update(id: string, changes: Partial<Pick<OperatorRow, 'role' | 'status' | 'password_hash' | 'totp_secret'>>): Promise<void> {
      await db
        .updateTable('operators')
        .set({ ...changes, updated_at: now() })
        .where('id', '=', id)
        .execute();
    },

    /** A one-time link for `operatorId`, replacing any earlier one, with the authenticator secret its page shows. */
    async issueLink(operatorId: string, totpSecret: string, lifetimeMs: number): Promise<{ token: string; expiresAt: number }> {
      const token = newToken();
      const expiresAt = now() + lifetimeMs;
      await db.deleteFrom('operator_links').where('operator_id', '=', operatorId).execute();
      await db
        .insertInto('operator_links')
        .values({ token_hash: sha256Hex(token), operator_id: operatorId, totp_secret: totpSecret, expires_at: expiresAt })
        .execute();
      return { token, expiresAt };
    },

    async findLink(token: string): Promise<{ operatorId: string; totpSecret: string } | undefined> {
      const row = await db.selectFrom('operator_links').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
      if (!row || Number(row.expires_at) <= now()) return undefined;
      return { operatorId: row.operator_id, totpSecret: row.totp_secret };
    },

    /** Uses the link up; false when it was used first (two tabs, a double submit). */
    async consumeLink(token: string): Promise<boolean> {
      const result = await db.deleteFrom('operator_links').where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async startSession(operatorId: string, lifetimeMs: number): Promise<{ token: string; expiresAt: number }> {
      // Prefixed so that a studio token is recognisable in a log or a support request; the
      // viewer API never finds it (its tokens live in auth_tokens), nor the studio a viewer's.
      const token = `studio_${newToken()}`;
      const expiresAt = now() + lifetimeMs;
      await db
        .insertInto('operator_sessions')
        .values({ token_hash: sha256Hex(token), operator_id: operatorId, expires_at: expiresAt })
        .execute();
      await db.deleteFrom('operator_sessions').where('expires_at', '<=', now()).execute();
      return { token, expiresAt };
    },

    async sessionOperator(token: string): Promise<string | undefined> {
      if (!token.startsWith('studio_') || token.length > 100) return undefined;
      const row = await db.selectFrom('operator_sessions').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
      return row && Number(row.expires_at) > now() ? row.operator_id : undefined;
    },

    async endSession(token: string): Promise<void> {
      await db.deleteFrom('operator_sessions').where('token_hash', '=', sha256Hex(token)).execute();
    },

    async endSessions(operatorId: string): Promise<void> {
      await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
    },
  };
}
export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
