import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase } from '../../test/databases.js';
import { migrateToLatest, type OpenedDatabase } from './database.js';
import { inTransaction } from './transaction.js';

/** PostgreSQL's own failures, for real (npm run test:pg); nothing to do on SQLite. */
let store: OpenedDatabase;
beforeAll(async () => {
  if (!onPostgres) return;
  store = await openTestDatabase();
  await migrateToLatest(store.db);
});
afterAll(async () => {
  await store?.close();
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('retries a real serialization failure (40001) until both conflicting transactions are in', async () => {
    // Write skew at SERIALIZABLE: each reads how many rows there are, then adds one numbered after
    // them. Both read before either writes (the barrier, first tries only), so one must abort.
    let arrived = 0;
    let release: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const tries: string[] = [];
    const add = (who: string) =>
      inTransaction(
        store.db,
        async (trx) => {
          tries.push(who);
          const { n } = await trx
            .selectFrom('app_config')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('customer_id', '=', 'skew')
            .executeTakeFirstOrThrow();
          if (++arrived <= 2) {
            if (arrived === 2) release();
            await barrier;
          }
          await trx
            .insertInto('app_config')
            .values({ customer_id: 'skew', key: `row-${Number(n)}-${who}`, value: who })
            .execute();
          return Number(n);
        },
        { isolation: 'serializable' },
      );
    const seen = await Promise.all([add('a'), add('b')]);
    // The aborted one ran again and then saw the other's row.
    expect(seen.sort()).toEqual([0, 1]);
    expect(tries.length).toBe(3);
    const rows = await store.db.selectFrom('app_config').select('key').where('customer_id', '=', 'skew').execute();
    expect(rows).toHaveLength(2);
  });

  it('survives the server ending an idle connection (a restart, a failover)', async () => {
    // Three connections in the pool, then two of them ended by the server while idle.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(store.db)));
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(store.db);
    expect(ended.rows.filter((row) => row.ended).length).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The process is still here (no uncaught 'error'), and the pool answers with new connections.
    const answers = await Promise.all([1, 2, 3].map(() => sql<{ one: number }>`select 1 as one`.execute(store.db)));
    expect(answers.map((answer) => answer.rows)).toEqual([[{ one: 1 }], [{ one: 1 }], [{ one: 1 }]]);
  });
});
