import type { Db } from '../db/database.js';

/** Customers change only when one is seeded, so known ids are remembered for the process. */
export function createCustomerRepository(db: Db) {
  const known = new Set<string>();
  return {
    async exists(id: string): Promise<boolean> {
      if (known.has(id)) return true;
      const row = await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst();
      if (row) known.add(id);
      return Boolean(row);
    },
  };
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
