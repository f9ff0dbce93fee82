import type { Db } from '../db/database.js';

export function createAppConfigRepository(db: Db) {
  return {
    async all(customerId: string): Promise<Record<string, string>> {
      const rows = await db.selectFrom('app_config').select(['key', 'value']).where('customer_id', '=', customerId).orderBy('key').execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    /** Sets each key's value (a key not there yet is added). */
    async set(customerId: string, values: Record<string, string>): Promise<void> {
      for (const [key, value] of Object.entries(values)) {
        await db
          .insertInto('app_config')
          .values({ customer_id: customerId, key, value })
          .onConflict((oc) => oc.columns(['customer_id', 'key']).doUpdateSet({ value }))
          .execute();
      }
    },
  };
}
export type AppConfigRepository = ReturnType<typeof createAppConfigRepository>;
