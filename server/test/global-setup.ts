import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createSeededTemplate, dropRunDatabases, newRunPrefix, postgresUrl } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run's seeded database template (see seeded.ts); removed at the end. */
    seedCacheDir: string;
  }
}

/**
 * Server project set-up: a folder; the SQLite template in it is made by the first test that needs
 * one. On PostgreSQL (DATABASE_URL), the migrated and seeded template database that every test's
 * database is copied from (databases.ts), and at the end the removal of every database of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-seed-cache-'));
  project.provide('seedCacheDir', dir);
  let prefix: string | null = null;
  if (postgresUrl) {
    prefix = newRunPrefix();
    try {
      project.provide('pgRun', { prefix, seededTemplate: await createSeededTemplate(postgresUrl, prefix) });
    } catch (error) {
      await dropRunDatabases(postgresUrl, prefix).catch(() => undefined);
      throw new Error(`Could not prepare the PostgreSQL template database in DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
    }
  } else {
    project.provide('pgRun', null);
  }
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (postgresUrl && prefix) await dropRunDatabases(postgresUrl, prefix);
  };
}
