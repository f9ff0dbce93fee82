import { PostgresAdapter, sql, type QueryExecutorProvider } from 'kysely';

/** Whether a kysely instance (or transaction) talks to PostgreSQL rather than the embedded SQLite. */
export const isPostgres = (db: QueryExecutorProvider): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Refreshes the planner's statistics of tables just filled in bulk (the seed, migration 0007), on
 * PostgreSQL: with none, its first plans for search (an IN over search_terms) can take minutes
 * until autovacuum's next pass. SQLite plans from its indexes alone: nothing to do there.
 */
export async function refreshStatistics(db: QueryExecutorProvider, tables: readonly string[]): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
}
