import { describe, expect, it } from 'vitest';
import { useMigratedTestDatabase } from '../../test/migrated.js';
import { Breather, type OpenedDatabase } from './database.js';
import { inTransaction, retryDelay, TransactionRetryError } from './transaction.js';

/** Serialization failures simulated on either engine: `work` throws what pg throws, SQLSTATE 40001. */
const store = useMigratedTestDatabase();

const serializationFailure = () => Object.assign(new Error('could not serialize access due to read/write dependencies among transactions'), { code: '40001' });
const noPause = { sleep: async () => undefined };
const rowCount = async () =>
  Number(
    (
      await store.db
        .selectFrom('app_config')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const insertRow = (trx: OpenedDatabase['db'], key: string) => trx.insertInto('app_config').values({ customer_id: 'test', key, value: 'v' }).execute();

describe('inTransaction', () => {
  it('runs the work again after 40001, from a rolled-back start, and answers its result', async () => {
    const before = await rowCount();
    const pauses: number[] = [];
    let tries = 0;
    const result = await inTransaction(
      store.db,
      async (trx) => {
        tries++;
        await insertRow(trx, `retry-${tries}`);
        if (tries < 3) throw serializationFailure();
        return 'done';
      },
      { sleep: async (ms) => void pauses.push(ms), random: () => 0.5 },
    );
    expect(result).toBe('done');
    expect(tries).toBe(3);
    // The two aborted tries left nothing behind.
    expect(await rowCount()).toBe(before + 1);
    // Jittered, growing pauses: half of 10 ms, then half of 20 ms.
    expect(pauses).toEqual([5, 10]);
  });

  it('gives up after the given number of tries with a clear error, keeping the cause', async () => {
    let tries = 0;
    const outcome = inTransaction(
      store.db,
      async () => {
        tries++;
        throw serializationFailure();
      },
      { attempts: 4, ...noPause },
    );
    await expect(outcome).rejects.toThrow(TransactionRetryError);
    await expect(outcome).rejects.toThrow('The database aborted the transaction 4 times in a row (SQLSTATE 40001, concurrent writes conflicting); giving up');
    expect(tries).toBe(4);
    expect(((await outcome.catch((error: unknown) => error)) as Error).cause).toMatchObject({ code: '40001' });
  });

  it('retries a deadlock (40P01) too, and nothing else', async () => {
    let tries = 0;
    await inTransaction(
      store.db,
      async () => {
        if (++tries === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      },
      noPause,
    );
    expect(tries).toBe(2);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    tries = 0;
    await expect(
      inTransaction(
        store.db,
        async () => {
          tries++;
          throw unique;
        },
        noPause,
      ),
    ).rejects.toBe(unique);
    expect(tries).toBe(1);
  });

  it('joins a transaction already open instead of nesting one', async () => {
    const before = await rowCount();
    await store.db.transaction().execute(async (outer) => {
      await inTransaction(outer, (trx) => {
        expect(trx).toBe(outer);
        return insertRow(trx, 'joined');
      });
    });
    expect(await rowCount()).toBe(before + 1);
  });

  it('keeps pauses under the cap', () => {
    expect(retryDelay(1, { random: () => 0.999 })).toBe(9);
    expect(retryDelay(20, { random: () => 0.999 })).toBe(249);
    expect(retryDelay(3, { random: () => 0 })).toBe(0);
  });
});

describe('a long run of statements', () => {
  it('lets the event loop turn while it runs (requests that need no database are answered meanwhile)', async () => {
    let turns = 0;
    const ticker = setInterval(() => turns++, 5);
    try {
      await inTransaction(store.db, async (trx) => {
        // 300 ms of statements one after another, as an import's are.
        const until = performance.now() + 300;
        for (let i = 0; performance.now() < until; i++) await trx.selectFrom('app_config').select('key').where('key', '=', `k${i}`).execute();
      });
    } finally {
      clearInterval(ticker);
    }
    // On PostgreSQL each statement waits for the network anyway; on SQLite the driver lets the loop turn every 25 ms.
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});

describe('Breather', () => {
  it('lets the loop turn only when it has not turned for its time', async () => {
    let clock = 0;
    const breather = new Breather(25, () => clock);
    expect(breather.breathe()).toBeUndefined();
    clock = 24;
    expect(breather.breathe()).toBeUndefined();
    clock = 26;
    const wait = breather.breathe();
    expect(wait).toBeInstanceOf(Promise);
    await wait;
    // The loop turned: a new burst starts with no wait.
    clock = 100;
    expect(breather.breathe()).toBeUndefined();
  });
});
