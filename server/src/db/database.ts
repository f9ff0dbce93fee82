import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Driver, type Migration } from 'kysely';
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
import * as m0010 from '../../migrations/0010_server_secrets.js';
import * as m0011 from '../../migrations/0011_downloads.js';
import * as m0012 from '../../migrations/0012_studio.js';
import * as m0013 from '../../migrations/0013_outbox_delivery.js';
import * as m0014 from '../../migrations/0014_search_terms_by_item.js';
import * as m0015 from '../../migrations/0015_live_channels.js';
import * as m0016 from '../../migrations/0016_site_content.js';
import * as m0017 from '../../migrations/0017_audit_order.js';
import * as m0018 from '../../migrations/0018_ingest.js';
import * as m0019 from '../../migrations/0019_search_folding.js';
import * as m0020 from '../../migrations/0020_item_texts.js';

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
  '0010_server_secrets': m0010,
  '0011_downloads': m0011,
  '0012_studio': m0012,
  '0013_outbox_delivery': m0013,
  '0014_search_terms_by_item': m0014,
  '0015_live_channels': m0015,
  '0016_site_content': m0016,
  '0017_audit_order': m0017,
  '0018_ingest': m0018,
  '0019_search_folding': m0019,
  '0020_item_texts': m0020,
};

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded SQLite file in dataDir is used. */
  databaseUrl?: string | null;
  /** Folder for the SQLite file; ':memory:' for a throwaway database. */
  dataDir: string;
}

/** The embedded database's file and the lock that keeps a second server off it, inside DATA_DIR. */
export const DATABASE_FILE = 'lumen.sqlite';
export const LOCK_FILE = 'server.lock';

/** Another process holds DATA_DIR's lock: its server is running (or another tool opened the folder). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    /** The holder's process id as it wrote it, when readable. */
    readonly holderPid: number | null,
  ) {
    const who = holderPid ? `Another Lumen server (pid ${holderPid})` : 'Another Lumen server';
    super(`${who} is already using DATA_DIR ${dataDir}. Stop it first, or give this server its own DATA_DIR.`);
    this.name = 'DataDirInUseError';
  }
}

export function openDatabase(options: OpenOptions): OpenedDatabase {
  if (options.databaseUrl) {
    // BIGINT (int8) columns hold millisecond timestamps: read them as numbers, not strings.
    // No lock here: several servers may share one PostgreSQL database.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is dropped
    // from the pool and replaced on the next query; without a listener its error would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL: an idle connection failed and was dropped (${error.message})`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir === ':memory:') return openSqlite(':memory:', null);
  makeDirectory(options.dataDir);
  const lock = lockDataDir(path.resolve(options.dataDir));
  try {
    return openSqlite(path.join(options.dataDir, DATABASE_FILE), lock);
  } catch (error) {
    lock.close();
    throw error;
  }
}

/**
 * The database for an operator's tool beside a running server: PostgreSQL as usual; the embedded
 * file read-only and without DATA_DIR's lock (WAL lets readers in while the server writes).
 */
export function openDatabaseToRead(options: OpenOptions): OpenedDatabase {
  if (options.databaseUrl || options.dataDir === ':memory:') return openDatabase(options);
  const file = path.join(options.dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) throw new Error(`There is no database in ${path.resolve(options.dataDir)} yet: start the server once (npm start), or set DATA_DIR`);
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    throw new Error(`Could not open the database ${file}: ${errorText(error)}`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * The database for an operator's tool that writes (`npm run studio`): PostgreSQL as usual; the
 * embedded file with DATA_DIR's lock when no server holds it, else beside the running server
 * without the lock (WAL lets one more writer in, waiting its turn with busy_timeout).
 */
export function openDatabaseForTool(options: OpenOptions): OpenedDatabase {
  try {
    return openDatabase(options);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return openSqlite(path.join(options.dataDir, DATABASE_FILE), null);
  }
}

/**
 * DATA_DIR's lock alone, without opening the database (`npm run restore` replaces the folder's files
 * under it, so that no server starts meanwhile). Creates DATA_DIR if needed; throws
 * DataDirInUseError when a server (or another tool) holds it.
 */
export function lockDataDirForTool(dataDir: string): { release(): void } {
  makeDirectory(dataDir);
  const lock = lockDataDir(path.resolve(dataDir));
  return { release: () => lock.close() };
}

/** The names of every migration this code knows, in order. */
export const knownMigrations = (): string[] => Object.keys(MIGRATIONS);

/**
 * SQLite's dialect, but a transaction that SQLite itself already rolled back (it does so when a
 * statement fails with SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY in some cases, or an out-of-memory)
 * is not rolled back again: kysely's ROLLBACK would fail with "no transaction is active", and that
 * error would replace the one that says what happened (a full disk answers 507, not 500).
 */
class SqliteDialectAfterAborts extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      const connection = await acquire();
      return {
        executeQuery: async (query) => {
          await breather.breathe();
          return connection.executeQuery(query);
        },
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      };
    };
    return driver;
  }
}

/**
 * better-sqlite3 runs each statement synchronously, and kysely's awaits between statements resolve
 * at once, as microtasks: a long run of statements (an import of 10,000 episodes, a whole seed)
 * would hold the event loop from its first statement to its last, and every request waits for it,
 * static files and answers from the cache included (measured: 11 s of a 10,000-episode import).
 * So a statement that comes when the loop has not turned for BREATH_MS lets it turn first. Others'
 * statements still wait for a transaction's end (the connection is held), but what needs no
 * database is answered, and load shedding does not mistake the import for an overload.
 */
const BREATH_MS = 25;

export class Breather {
  private since = 0;
  private watching = false;

  constructor(
    private readonly everyMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Resolves at once, or after one turn of the event loop when it has not turned for everyMs. */
  breathe(): Promise<void> | void {
    if (!this.watching) {
      // A burst of statements starts: the loop's next turn ends it.
      this.watching = true;
      this.since = this.now();
      setImmediate(() => (this.watching = false));
      return;
    }
    if (this.now() - this.since < this.everyMs) return;
    return new Promise((resolve) => setImmediate(resolve));
  }
}

const breather = new Breather(BREATH_MS);

function openSqlite(file: string, lock: SQLite.Database | null): OpenedDatabase {
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    /*
     * Durability: every write the API acknowledges survives the server process being killed
     * (SIGKILL, OOM killer, a crash). better-sqlite3 runs each statement synchronously, so a route
     * answers only after its COMMIT returned, and in WAL mode a COMMIT is a write() of the frames
     * into lumen.sqlite-wal: from then on the data is in the kernel's page cache and outlives the
     * process; the next open replays the WAL. synchronous=NORMAL skips the fsync at each commit
     * (only checkpoints fsync), so a power cut or kernel crash may lose the last commits before
     * the latest checkpoint, but it never corrupts the file. synchronous=FULL would add one fsync
     * per write to cover power loss too; for My List and resume points we take the faster one.
     * server/test/faults.test.ts kills the server mid-write and checks every acknowledged write.
     */
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    sqlite?.close();
    throw new Error(`Could not open the database ${file}: ${errorText(error)}`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialectAfterAborts(sqlite) });
  return {
    db,
    engine: 'sqlite',
    close: async () => {
      // Closing the last connection checkpoints the WAL into the file; the lock goes after that.
      await db.destroy();
      lock?.close();
    },
  };
}

/**
 * Takes DATA_DIR's lock, or throws DataDirInUseError when another process holds it.
 *
 * The lock is the operating system's (a POSIX advisory lock, the one SQLite itself uses) on
 * DATA_DIR/server.lock, a tiny SQLite file held in EXCLUSIVE locking mode for the life of the
 * process. The kernel drops such a lock the moment its process ends, however it ends, so there is
 * no stale lock to detect: a restart after `kill -9`, an OOM kill or a container restart just works,
 * and a recycled pid cannot be mistaken for a live server (a pid file could, and on a shared volume
 * two containers cannot see each other's pids at all). The file itself stays; its presence means
 * nothing. The holder writes its pid into the file's header (user_version, bytes 60-63) so that a
 * refused server can name it.
 */
function lockDataDir(dataDir: string): SQLite.Database {
  const file = path.join(dataDir, LOCK_FILE);
  let lock: SQLite.Database;
  try {
    // timeout 0: a held lock answers SQLITE_BUSY at once instead of waiting for it.
    lock = new SQLite(file, { timeout: 0 });
  } catch (error) {
    throw new Error(`DATA_DIR: cannot create files in ${dataDir} (${errorText(error)})`);
  }
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.pragma('journal_mode = MEMORY');
    // The first write takes the exclusive lock; EXCLUSIVE locking mode keeps it until close.
    lock.pragma(`user_version = ${process.pid}`);
    return lock;
  } catch (error) {
    lock.close();
    const code = (error as { code?: string }).code ?? '';
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') throw new DataDirInUseError(dataDir, lockHolder(file));
    if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
      throw new Error(`DATA_DIR: cannot write in ${dataDir} (${errorText(error)}); the server needs a writable folder`);
    }
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new Error(`DATA_DIR: the lock file ${file} is damaged; delete it while no server is running`);
    }
    throw new Error(`DATA_DIR: cannot lock ${file} (${errorText(error)})`);
  }
}

/** The pid the lock's holder wrote into the lock file's header, if it is there. */
function lockHolder(file: string): number | null {
  try {
    const header = Buffer.alloc(4);
    const fd = fs.openSync(file, 'r');
    try {
      if (fs.readSync(fd, header, 0, 4, 60) !== 4) return null;
    } finally {
      fs.closeSync(fd);
    }
    const pid = header.readUInt32BE(0);
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
      if (!fs.statSync(current).isDirectory()) {
        throw new Error(
          current === absolute ? `DATA_DIR: ${current} exists and is not a folder` : `DATA_DIR: ${absolute} cannot be made, ${current} is a file, not a folder`,
        );
      }
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

/** Migrations not yet applied to this database (empty when the schema is up to date). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await createMigrator(db).getMigrations();
  return migrations.filter((m) => !m.executedAt).map((m) => m.name);
}
