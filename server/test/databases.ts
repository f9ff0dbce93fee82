/**
 * One database per test (file or app), on either engine.
 *
 * On the embedded default (no DATABASE_URL) a test database is SQLite in memory. With
 * DATABASE_URL=postgres://... (npm run test:pg) each one is a new PostgreSQL database of its own,
 * made with CREATE DATABASE ... TEMPLATE: from the template that global-setup.ts migrated and
 * seeded once per run (fast: a file copy, not 14,000 inserts), or empty. Closing one drops it, and
 * global-setup's teardown drops whatever a failed test left behind (every name starts with the run's
 * prefix). Test files run in parallel and never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '../src/db/database.js';
import { seedCustomer } from '../src/seed/write.js';

/** DATABASE_URL at start: the suite runs on PostgreSQL. */
export const postgresUrl = process.env.DATABASE_URL?.trim() || null;
export const onPostgres = postgresUrl !== null;

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: the run's database name prefix and its migrated, seeded template. */
    pgRun: { prefix: string; seededTemplate: string } | null;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(base: string, text: string, values?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new run prefix (lower case, for unquoted-looking names): lumen_t_<random>. */
export const newRunPrefix = () => `lumen_t_${randomBytes(4).toString('hex')}`;

/** Makes a migrated, seeded template database; answers its name. */
export async function createSeededTemplate(base: string, prefix: string): Promise<string> {
  const name = `${prefix}_template`;
  await adminQuery(base, `create database ${quote(name)}`);
  const store = openDatabase({ databaseUrl: databaseUrl(base, name), dataDir: ':memory:' });
  try {
    await migrateToLatest(store.db);
    await seedCustomer(store.db, 'lumen');
  } finally {
    await store.close();
  }
  return name;
}

/** Drops every database of a run (its template included). */
export async function dropRunDatabases(base: string, prefix: string): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(base, `select datname from pg_database where datname like $1`, [`${prefix}\\_%`]);
  for (const { datname } of rows) await adminQuery(base, `drop database if exists ${quote(datname)} with (force)`);
}

/**
 * Drops a database once its connections are gone. A closed pool has sent its goodbyes but its
 * sockets may still be closing: WITH (FORCE) at once would end them from the server side, and pg
 * reports that as an uncaught error in the test. So wait for them (55006: still in use), a few
 * seconds at most, then force.
 */
async function dropDatabase(base: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await adminQuery(base, `drop database if exists ${quote(name)}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await adminQuery(base, `drop database if exists ${quote(name)} with (force)`);
}

let run: { prefix: string; seededTemplate: string } | null | undefined;
/** This run's prefix and template: from global-setup under vitest, else made here (npm run soak). */
async function currentRun(): Promise<{ prefix: string; seededTemplate: string }> {
  if (run === undefined && process.env.VITEST) {
    const { inject } = await import('vitest');
    run = inject('pgRun') ?? null;
  }
  if (!run) {
    const prefix = newRunPrefix();
    run = { prefix, seededTemplate: await createSeededTemplate(postgresUrl!, prefix) };
  }
  return run;
}

let sequence = 0;
/** A new PostgreSQL database of this run, seeded (from the template) or empty; answers its URL. */
export async function createTestDatabase(seeded: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const { prefix, seededTemplate } = await currentRun();
  const name = `${prefix}_${process.pid}_${++sequence}_${randomBytes(2).toString('hex')}`;
  await adminQuery(postgresUrl!, `create database ${quote(name)}${seeded ? ` template ${quote(seededTemplate)}` : ''}`);
  let dropped: Promise<void> | undefined;
  return {
    url: databaseUrl(postgresUrl!, name),
    drop: () => (dropped ??= dropDatabase(postgresUrl!, name)),
  };
}

/**
 * A database for one test: SQLite in memory, or a PostgreSQL database of its own (already migrated
 * and seeded when `seeded`; callers migrate and seed as on SQLite, which then finds nothing to do).
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<OpenedDatabase> {
  if (!onPostgres) return openDatabase({ dataDir: ':memory:' });
  const created = await createTestDatabase(options.seeded ?? false);
  const store = openDatabase({ databaseUrl: created.url, dataDir: ':memory:' });
  return {
    ...store,
    close: async () => {
      await store.close();
      await created.drop();
    },
  };
}

/** Child servers' databases on PostgreSQL, by DATA_DIR (see seeded.ts and child-server.ts). */
const byDataDir = new Map<string, string>();
export const registerDatabaseFor = (dataDir: string, url: string) => byDataDir.set(dataDir, url);
export const databaseUrlFor = (dataDir: string): string | undefined => byDataDir.get(dataDir);
