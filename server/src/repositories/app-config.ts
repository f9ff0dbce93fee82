import type { Db } from '../db/database.js';

export function createAppConfigRepository(db: Db) {
  return {
    async all(customerId: string): Promise<Record<string, string>> {
      const rows = await db.selectFrom('app_config').select(['key', 'value']).where('customer_id', '=', customerId).orderBy('key').execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
  };
}
export type AppConfigRepository = ReturnType<typeof createAppConfigRepository>;
