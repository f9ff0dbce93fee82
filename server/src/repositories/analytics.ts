import type { Db } from '../db/database.js';
import type { AnalyticsEventsTable } from '../db/schema.js';

export type AnalyticsEventRow = Omit<AnalyticsEventsTable, 'customer_id'>;

/** What the app reports about its use (search keys, for now). SQL only. */
export function createAnalyticsRepository(db: Db) {
  return {
    async add(customerId: string, row: AnalyticsEventRow): Promise<void> {
      await db
        .insertInto('analytics_events')
        .values({ ...row, customer_id: customerId })
        .execute();
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
