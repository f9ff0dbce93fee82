import type { Db } from '../db/database.js';
import type { AuditLogTable } from '../db/schema.js';
import { newId } from '../lib/secrets.js';

export interface AuditRecord {
  operator: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

const asText = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * The studio's audit log: kept for good, newest first when read. Entries are numbered in the order
 * written (`seq`), so changes made in the same millisecond still read back in order.
 */
export function createAuditLogRepository(db: Db, now: () => number = Date.now) {
  return {
    async write(customerId: string, record: AuditRecord): Promise<void> {
      const last = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      await db
        .insertInto('audit_log')
        .values({
          id: newId(),
          customer_id: customerId,
          at: now(),
          seq: Number(last?.seq ?? 0) + 1,
          operator: record.operator,
          action: record.action,
          target: record.target,
          before: asText(record.before),
          after: asText(record.after),
        })
        .execute();
    },

    async latest(customerId: string, limit: number): Promise<AuditLogTable[]> {
      return db.selectFrom('audit_log').selectAll().where('customer_id', '=', customerId).orderBy('seq', 'desc').limit(limit).execute();
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
