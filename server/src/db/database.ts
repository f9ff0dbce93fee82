import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import type { Database } from './schema.js';
import * as m0001 from '../../migrations/0001_catalogue.js';
import * as m0002 from '../../migrations/0002_accounts.js';
import * as m0003 from '../../migrations/0003_lists.js';
import * as m0004 from '../../migrations/0004_resume.js';
import * as m0005 from '../../migrations/0005_kids_blogs.js';
import * as m0006 from '../../migrations/0006_subscriptions.js';
import * as m0007 from '../../migrations/0007_search_index.js';
import * as m0008 from '../../migrations/0008_contacts.js';
import * as m0009 from '../../migrations/0009_device_codes.js';

export type Db = Kysely<Database>;
export type DbEngine = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  engine: DbEngine;
  close(): Promise<void>;
}

/** Every migration, in order. Listed here (not read from disk) so bundlers and tsx agree. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_catalogue': m0001,
  '0002_accounts': m0002,
  '0003_lists': m0003,
  '0004_resume': m0004,
  '0005_kids_blogs': m0005,
  '0006_subscriptions': m0006,
  '0007_search_index': m0007,
  '0008_contacts': m0008,
  '0009_device_codes': m0009,
};

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded SQLite file in dataDir is used. */
  databaseUrl?: string | null;
  /** Folder for the SQLite file; ':memory:' for a throwaway database. */
  dataDir: string;
}

export function openDatabase(options: OpenOptions): OpenedDatabase {
  if (options.databaseUrl) {
    // BIGINT (int8) columns hold millisecond timestamps: read them as numbers, not strings.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  let file = ':memory:';
  if (options.dataDir !== ':memory:') {
    makeDirectory(options.dataDir);
    file = path.join(options.dataDir, 'lumen.sqlite');
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * Creates a folder and its parents one level at a time (Node's recursive mkdir can spin forever on
 * special file systems such as /proc), with a message that names the folder.
 */
function makeDirectory(dir: string): void {
  const absolute = path.resolve(dir);
  const parts = absolute.split(path.sep).filter(Boolean);
  let current = path.parse(absolute).root;
  for (const part of parts) {
    current = path.join(current, part);
    if (fs.existsSync(current)) {
      if (!fs.statSync(current).isDirectory()) throw new Error(`DATA_DIR: ${current} exists and is not a folder`);
      continue;
    }
    try {
      fs.mkdirSync(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new Error(`DATA_DIR: cannot create the folder ${current} (${code})`);
    }
  }
}

/** The migrator over every migration (tests also move it to an older schema and back). */
export function createMigrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
