/**
 * DATA_DIRs holding a seeded database, for tests that start real servers: the demo catalogue
 * (14,000 items) takes seconds to write on a busy machine, so it is written once per test run into
 * a template (in the folder global-setup.ts provides) and copied. Outside vitest (npm run soak),
 * each folder is seeded on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, migrateToLatest, openDatabase } from '../src/db/database.js';
import { seedCustomer } from '../src/seed/write.js';
import { CUSTOMER, makeTempDir } from './child-server.js';
import { createTestDatabase, onPostgres, registerDatabaseFor } from './databases.js';

const TEMPLATE = 'seeded.sqlite';

async function seedInto(dataDir: string): Promise<void> {
  const store = openDatabase({ dataDir });
  try {
    await migrateToLatest(store.db);
    await seedCustomer(store.db, CUSTOMER);
  } finally {
    // Closing checkpoints the WAL: the file alone is the whole database.
    await store.close();
  }
}

async function cacheDir(): Promise<string | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  return inject('seedCacheDir') ?? null;
}

/**
 * A new temporary DATA_DIR whose database is migrated and seeded. On PostgreSQL (DATABASE_URL) the
 * database is a new one copied from the run's seeded template, and a server started on this
 * DATA_DIR (child-server.ts) gets its URL.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dir = makeTempDir(prefix);
  if (onPostgres) {
    registerDatabaseFor(dir, (await createTestDatabase(true)).url);
    return dir;
  }
  const cache = await cacheDir();
  if (!cache) {
    await seedInto(dir);
    return dir;
  }
  const template = path.join(cache, TEMPLATE);
  if (!fs.existsSync(template)) {
    const scratch = fs.mkdtempSync(path.join(cache, 'seeding-'));
    await seedInto(scratch);
    // Atomic: a test copying the template meanwhile reads a whole one (two workers may both seed).
    fs.renameSync(path.join(scratch, DATABASE_FILE), template);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  fs.copyFileSync(template, path.join(dir, DATABASE_FILE));
  return dir;
}
