/**
 * `npm run backup -- FILE`: a consistent copy of Lumen's data while the server runs.
 *
 * The embedded database is copied with SQLite's online backup API from a read-only connection that
 * takes no lock (WAL lets it read beside the server's writes); the copy is one snapshot: when the
 * server writes meanwhile, SQLite starts the copy again, and the whole rest goes in one step so that
 * a busy server cannot keep it restarting. PostgreSQL is copied with `pg_dump` (one transaction's
 * snapshot). Everything else DATA_DIR holds (pictures, media) is copied as it is, without the live
 * database files, the lock, and earlier restores' `before-restore-*` folders.
 *
 * The archive is written to FILE.partial and renamed to FILE only once it is whole and on disk.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { create as createTar } from 'tar';
import { DATABASE_FILE, LOCK_FILE, type DbEngine } from '../db/database.js';
import {
  BACKUP_FORMAT,
  BackupError,
  databaseEntry,
  FILES_PREFIX,
  hashFile,
  MANIFEST_NAME,
  MANIFEST_VERSION,
  type Manifest,
  type ManifestFile,
} from './manifest.js';

export interface BackupOptions {
  /** Where the archive goes (a .tar.gz); replaced if it exists. */
  file: string;
  dataDir: string;
  databaseUrl: string | null;
  customerId: string;
  now?: () => Date;
  /** The pg_dump command (tests point it elsewhere). */
  pgDump?: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  engine: DbEngine;
  migrations: string[];
  /** Files from DATA_DIR besides the database. */
  files: number;
  ms: number;
}

/** Top-level names in DATA_DIR that are not copied: the live database, its lock, earlier restores' leftovers, unfinished ingest. */
export function isSkippedTopLevel(name: string): boolean {
  return (
    name === DATABASE_FILE ||
    name.startsWith(`${DATABASE_FILE}-`) ||
    name === LOCK_FILE ||
    name.startsWith(`${LOCK_FILE}-`) ||
    name.startsWith('before-restore-') ||
    name.endsWith('.partial') ||
    // Films being uploaded or made into streams: not yet anything to restore (media/ holds what was made).
    name === 'uploads' ||
    name === 'ingest-work'
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The part of `child` under `parent`, or null when it is not inside it. */
export function inside(parent: string, child: string): string | null {
  const relative = path.relative(path.resolve(parent), path.resolve(child));
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return relative === '' ? '' : null;
  return relative;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const target = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  const engine: DbEngine = options.databaseUrl ? 'postgres' : 'sqlite';
  if (inside(dataDir, target) !== null) throw new BackupError(`${target} is inside DATA_DIR (${dataDir}): write the backup somewhere else`);
  const folder = path.dirname(target);
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new BackupError(`the folder ${folder} does not exist`);
  if (fs.existsSync(target) && !fs.statSync(target).isFile()) throw new BackupError(`${target} exists and is not a file`);
  if (engine === 'sqlite' && !fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    throw new BackupError(`there is no database in ${dataDir} yet: start the server once (npm start), or set DATA_DIR`);
  }

  const partial = `${target}.partial`;
  let staging: string;
  try {
    staging = fs.mkdtempSync(`${target}.staging-`);
  } catch (error) {
    throw new BackupError(`cannot write in ${folder} (${(error as NodeJS.ErrnoException).code ?? errorText(error)})`);
  }
  try {
    const dbEntry = databaseEntry(engine);
    const dbCopy = path.join(staging, dbEntry);
    fs.mkdirSync(path.dirname(dbCopy), { recursive: true });
    const migrations =
      engine === 'sqlite'
        ? await copySqlite(path.join(dataDir, DATABASE_FILE), dbCopy)
        : await dumpPostgres(options.databaseUrl!, dbCopy, options.pgDump ?? 'pg_dump');
    const files: ManifestFile[] = [{ path: dbEntry, ...(await hashFile(dbCopy)) }];
    if (fs.existsSync(dataDir)) files.push(...(await copyDataFiles(dataDir, path.join(staging, FILES_PREFIX))));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: MANIFEST_VERSION,
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      engine,
      customerId: options.customerId,
      migrations,
      files,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first, so that a reader meets it before the files it describes.
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_NAME, ...files.map((f) => f.path)]);
    syncFile(partial);
    fs.renameSync(partial, target);
    syncFolder(folder);
    return { file: target, bytes: fs.statSync(target).size, engine, migrations, files: files.length - 1, ms: Date.now() - started };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC') throw new BackupError(`the disk holding ${folder} is full`);
    throw new BackupError(errorText(error));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** SQLite's online backup of the live file into `copy`; answers the migrations the copy has applied. */
async function copySqlite(file: string, copy: string): Promise<string[]> {
  let source: SQLite.Database;
  try {
    source = new SQLite(file, { readonly: true, fileMustExist: true });
    source.pragma('busy_timeout = 5000');
  } catch (error) {
    throw new BackupError(`could not open the database ${file}: ${errorText(error)}`);
  }
  try {
    // After the first step (100 pages), the rest in one step: one read transaction, one snapshot.
    await source.backup(copy, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } catch (error) {
    throw new BackupError(`SQLite's backup of ${file} failed: ${errorText(error)}`);
  } finally {
    source.close();
  }
  const copied = new SQLite(copy);
  try {
    // A file that stands alone: no -wal beside it in the archive.
    copied.pragma('journal_mode = DELETE');
    const check = copied.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the copy of the database failed SQLite's check (${String(check)})`);
    return readSqliteMigrations(copied);
  } finally {
    copied.close();
  }
}

/** The migrations an embedded database has applied, in order ([] for a database that never started). */
export function readSqliteMigrations(db: SQLite.Database): string[] {
  const table = db.prepare(`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`).get();
  if (!table) return [];
  return (db.prepare('select name from kysely_migration order by name').all() as Array<{ name: string }>).map((row) => row.name);
}

/** libpq's connection for a child (pg_dump, pg_restore): the URL without its password, which goes in PGPASSWORD (not on the command line). */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const env: NodeJS.ProcessEnv = { ...process.env };
  try {
    const url = new URL(databaseUrl);
    if (url.password) {
      env.PGPASSWORD = decodeURIComponent(url.password);
      url.password = '';
    }
    return { dbname: url.toString(), env };
  } catch {
    return { dbname: databaseUrl, env };
  }
}

/** Runs a PostgreSQL client tool; a missing tool or a failure is a BackupError with its last words. */
export function runPgTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      const name = path.basename(command);
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${name} was not found: install PostgreSQL's client tools (Debian and Ubuntu: apt-get install postgresql-client, of the server's major version or newer) and try again`
            : `${name} could not be started: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const last = stderr.trim().split('\n').filter(Boolean).pop() ?? `exit code ${code}`;
      reject(new BackupError(`${path.basename(command)} failed: ${last}`));
    });
  });
}

/** pg_dump's custom format (one snapshot) into `copy`; answers the migrations the database has applied. */
async function dumpPostgres(databaseUrl: string, copy: string, pgDump: string): Promise<string[]> {
  const { dbname, env } = libpqConnection(databaseUrl);
  const migrations = await readPostgresMigrations(databaseUrl);
  await runPgTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${copy}`, `--dbname=${dbname}`], env);
  return migrations;
}

/** The migrations a PostgreSQL database has applied, in order. */
export async function readPostgresMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const exists = await client.query(`select to_regclass('kysely_migration') as name`);
    if (!exists.rows[0]?.name) return [];
    return (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((row) => row.name);
  } catch (error) {
    throw new BackupError(`could not read the PostgreSQL database in DATABASE_URL: ${errorText(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Copies DATA_DIR's other files into `into` (keeping their paths), hashing the copies. */
async function copyDataFiles(dataDir: string, into: string): Promise<ManifestFile[]> {
  const copied: ManifestFile[] = [];
  const walk = async (relative: string): Promise<void> => {
    const names = fs.readdirSync(path.join(dataDir, relative)).sort();
    for (const name of names) {
      if (relative === '' && isSkippedTopLevel(name)) continue;
      // A file still being written (the studio's pictures are written as .partial, then renamed) is not data yet.
      if (name.endsWith('.partial')) continue;
      const entry = relative ? `${relative}/${name}` : name;
      const source = path.join(dataDir, entry);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(source);
      } catch {
        continue; // gone meanwhile
      }
      if (stat.isDirectory()) await walk(entry);
      else if (stat.isFile()) {
        const destination = path.join(into, entry);
        fs.mkdirSync(path.dirname(destination), { recursive: true });
        try {
          fs.copyFileSync(source, destination);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw new BackupError(`could not copy ${source}: ${errorText(error)}`);
        }
        copied.push({ path: `${FILES_PREFIX}${entry}`, ...(await hashFile(destination)) });
      }
      // Links, sockets and the like are not data.
    }
  };
  await walk('');
  return copied;
}

function syncFile(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function syncFolder(folder: string): void {
  try {
    syncFile(folder);
  } catch {
    // Not every file system lets a folder be fsynced.
  }
}
