import { afterAll, beforeAll } from 'vitest';
import { migrateToLatest, type Db, type OpenedDatabase } from '../src/db/database.js';
import { openTestDatabase } from './databases.js';

/**
 * A migrated database (openTestDatabase: SQLite in memory, or a PostgreSQL database of its own) for
 * the tests of one file: opened before them, closed after them. Its `db` is there once the file's
 * beforeAll hooks run.
 */
export function useMigratedTestDatabase(): Readonly<Pick<OpenedDatabase, 'db' | 'engine'>> {
  let store: OpenedDatabase | undefined;
  beforeAll(async () => {
    store = await openTestDatabase();
    await migrateToLatest(store.db);
  });
  afterAll(async () => {
    await store?.close();
  });
  const opened = (): OpenedDatabase => {
    if (!store) throw new Error('The test database is opened in beforeAll');
    return store;
  };
  return {
    get db(): Db {
      return opened().db;
    },
    get engine() {
      return opened().engine;
    },
  };
}
