import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from './engine.js';
import type { Database } from './schema.js';

/**
 * Transactions that survive serialization failures.
 *
 * PostgreSQL at SERIALIZABLE, and the distributed engines that speak its protocol (CockroachDB
 * always, YugabyteDB), may abort a transaction that conflicts with another one with SQLSTATE 40001
 * ("could not serialize access", CockroachDB's "restart transaction"); PostgreSQL also ends one side
 * of a deadlock with 40P01. Neither is a bug in the request: the same transaction run again
 * succeeds. So every write of more than one statement goes through inTransaction, which runs `work`
 * in a transaction and runs it again, from the start, after such an abort: at most `attempts` times
 * in all, waiting a jittered, growing pause between tries, so that two requests that collided do
 * not collide again. SQLite runs one write transaction at a time and never answers 40001: there
 * `work` runs once.
 *
 * `work` must use its `trx` only, and must not have effects outside the database that a second run
 * would repeat (send mail after the transaction, not inside it).
 */

/** SQLSTATEs after which the whole transaction may simply run again. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

export interface RetryOptions {
  /** Tries in all, the first included (default 5). */
  attempts?: number;
  /** The pause before the second try, doubled for each later one, before jitter (default 10 ms). */
  baseDelayMs?: number;
  /** The longest pause (default 250 ms). */
  maxDelayMs?: number;
  /**
   * The isolation level, when not the engine's default (READ COMMITTED on PostgreSQL; CockroachDB
   * runs SERIALIZABLE whatever is asked). SQLite ignores it: its transactions are serializable.
   */
  isolation?: 'serializable' | 'repeatable read';
  /** For tests: the pause itself, and the random source of the jitter (0 <= x < 1). */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** A transaction that failed with a retryable SQLSTATE on every try. */
export class TransactionRetryError extends Error {
  constructor(
    readonly attempts: number,
    readonly sqlState: string,
    options: { cause: unknown },
  ) {
    super(`The database aborted the transaction ${attempts} times in a row (SQLSTATE ${sqlState}, concurrent writes conflicting); giving up`, options);
    this.name = 'TransactionRetryError';
  }
}

/** The SQLSTATE of a failed query (pg's `code`), or null. */
export function sqlStateOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export const isRetryable = (error: unknown): boolean => RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '');

/** Full jitter: a random pause up to base * 2^(attempt - 1), capped. */
export function retryDelay(attempt: number, options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'> = {}): number {
  const ceiling = Math.min(options.maxDelayMs ?? 250, (options.baseDelayMs ?? 10) * 2 ** (attempt - 1));
  return Math.floor((options.random ?? Math.random)() * ceiling);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction, again after a serialization failure or deadlock (see above). Inside
 * a transaction already (db is a Transaction), `work` joins it: the outer one retries as a whole.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  const attempts = Math.max(1, options.attempts ?? 5);
  for (let attempt = 1; ; attempt++) {
    try {
      const begin = db.transaction();
      return await (options.isolation && isPostgres(db) ? begin.setIsolationLevel(options.isolation) : begin).execute(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= attempts) throw new TransactionRetryError(attempts, sqlStateOf(error)!, { cause: error });
      await (options.sleep ?? pause)(retryDelay(attempt, options));
    }
  }
}
