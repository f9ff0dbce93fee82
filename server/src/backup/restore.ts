/**
 * `npm run restore -- FILE`: checks a backup, then puts it in place of the server's data.
 *
 * Nothing is written until the whole file is checked: a readable archive, a manifest of a known
 * version, every file it lists there with its size and sha256 (and nothing it does not list), and a
 * database that opens and whose migrations this code knows. Then DATA_DIR's lock is taken for the
 * whole restore (a running server holds it, so the restore is refused; a server started meanwhile
 * is refused). What DATA_DIR held is moved to DATA_DIR/before-restore-<time>, never deleted. On
 * PostgreSQL the dump goes into DATABASE_URL with pg_restore, only when that database is empty.
 * The next `npm start` migrates an older backup forward as usual.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { extract as extractTar } from 'tar';
import { DATABASE_FILE, knownMigrations, LOCK_FILE, lockDataDirForTool, type DbEngine } from '../db/database.js';
import { isSkippedTopLevel, libpqConnection, readPostgresMigrations, readSqliteMigrations, runPgTool } from './backup.js';
import { BackupError, databaseEntry, FILES_PREFIX, hashFile, isSafeEntryPath, MANIFEST_NAME, parseManifest, type Manifest } from './manifest.js';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  databaseUrl: string | null;
  customerId: string;
  now?: () => Date;
  /** The pg_restore command (tests point it elsewhere). */
  pgRestore?: string;
}

export interface RestoreResult {
  manifest: Manifest;
  dataDir: string;
  /** Where DATA_DIR's earlier contents went, or null when it held nothing. */
  asideDir: string | null;
  files: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Every regular file under `dir`, as relative paths with '/'. */
function listFiles(dir: string, relative = ''): string[] {
  const found: string[] = [];
  for (const name of fs.readdirSync(path.join(dir, relative))) {
    const entry = relative ? `${relative}/${name}` : name;
    const stat = fs.lstatSync(path.join(dir, entry));
    if (stat.isDirectory()) found.push(...listFiles(dir, entry));
    else found.push(entry);
  }
  return found;
}

/**
 * Unpacks `file` into `staging` (an empty folder) and checks everything in it; answers its manifest.
 * Throws BackupError saying what is wrong. Writes nowhere else.
 */
export async function checkBackup(file: string, staging: string, pgRestore = 'pg_restore'): Promise<Manifest> {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new BackupError('there is no such file');
  }
  if (!stat.isFile()) throw new BackupError('it is not a file');
  const odd: string[] = [];
  try {
    await extractTar({
      file,
      cwd: staging,
      strict: true,
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        const clean = entryPath.replace(/\/+$/, '');
        if ((type !== 'File' && type !== 'Directory') || !isSafeEntryPath(clean)) {
          odd.push(entryPath);
          return false;
        }
        return true;
      },
    });
  } catch (error) {
    throw new BackupError(`it is not a readable backup archive (a .tar.gz): ${errorText(error)}`);
  }
  if (odd.length > 0) throw new BackupError(`the archive holds ${odd[0]}, which no backup holds (a link, a device, or a path outside the archive)`);
  const manifestFile = path.join(staging, MANIFEST_NAME);
  if (!fs.existsSync(manifestFile)) throw new BackupError(`the archive has no ${MANIFEST_NAME}: it is not a Lumen backup, or it is cut short`);
  const manifest = parseManifest(fs.readFileSync(manifestFile, 'utf8'));

  const listed = new Set(manifest.files.map((f) => f.path));
  for (const entry of listFiles(staging)) {
    if (entry !== MANIFEST_NAME && !listed.has(entry)) throw new BackupError(`the archive holds ${entry}, which its manifest does not list`);
  }
  for (const expected of manifest.files) {
    if (expected.path.startsWith(FILES_PREFIX) && isSkippedTopLevel(expected.path.slice(FILES_PREFIX.length).split('/')[0]!)) {
      throw new BackupError(`its manifest lists ${expected.path}, a name DATA_DIR keeps for the database or its lock`);
    }
    const copy = path.join(staging, expected.path);
    if (!fs.existsSync(copy)) throw new BackupError(`its manifest lists ${expected.path}, which the archive does not hold (cut short?)`);
    const actual = await hashFile(copy);
    if (actual.size !== expected.size)
      throw new BackupError(`${expected.path} is ${actual.size} bytes, its manifest says ${expected.size}: the file is damaged`);
    if (actual.sha256 !== expected.sha256) throw new BackupError(`${expected.path} does not match its sha256 in the manifest: the file is damaged`);
  }

  const known = new Set(knownMigrations());
  if (manifest.engine === 'sqlite') {
    const migrations = checkSqliteCopy(path.join(staging, databaseEntry('sqlite')));
    if (migrations.join('\n') !== manifest.migrations.join('\n'))
      throw new BackupError('the migrations its database has applied are not the ones its manifest lists');
  } else {
    await runPgTool(pgRestore, ['--list', path.join(staging, databaseEntry('postgres'))], process.env);
  }
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `its database has migrations this Lumen does not know (${unknown.join(', ')}): it was made by a newer Lumen; restore it with that version`,
    );
  }
  if (manifest.migrations.length === 0) throw new BackupError('its database has no migrations applied: it is not a Lumen database');
  return manifest;
}

/** Opens the backup's SQLite file and checks it; answers its migrations. */
function checkSqliteCopy(file: string): string[] {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`its database fails SQLite's check (${String(check)})`);
    return readSqliteMigrations(db);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`its database does not open: ${errorText(error)}`);
  } finally {
    db?.close();
  }
}

/** Moves a file or folder, copying when it crosses file systems. */
function move(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** 2025-01-31T12-00-00Z: a folder name's form of the time. */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** Checks the backup, then restores it into DATA_DIR (and DATABASE_URL on PostgreSQL). */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const engine: DbEngine = options.databaseUrl ? 'postgres' : 'sqlite';
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-restore-'));
  try {
    const manifest = await checkBackup(path.resolve(options.file), staging, options.pgRestore);
    if (manifest.engine !== engine) {
      throw new BackupError(
        manifest.engine === 'sqlite'
          ? 'it holds the embedded SQLite database, but DATABASE_URL is set: unset DATABASE_URL to restore it into DATA_DIR'
          : 'it holds a PostgreSQL database, but DATABASE_URL is not set: set DATABASE_URL to a new, empty PostgreSQL database to restore it there',
      );
    }
    if (manifest.customerId !== options.customerId) {
      throw new BackupError(
        `it is customer "${manifest.customerId}"'s, but CUSTOMER_ID is "${options.customerId}": set CUSTOMER_ID=${manifest.customerId} to restore it`,
      );
    }

    if (engine === 'postgres') await refuseUnlessEmpty(options.databaseUrl!);
    // From here on DATA_DIR is ours: a running server holds this lock (DataDirInUseError), and a
    // server started meanwhile is refused.
    const lock = lockDataDirForTool(dataDir);
    try {
      const moved: Array<{ from: string; to: string }> = [];
      const installed: string[] = [];
      let asideDir: string | null = null;
      try {
        const present = fs
          .readdirSync(dataDir)
          .filter((name) => name !== LOCK_FILE && !name.startsWith(`${LOCK_FILE}-`) && !name.startsWith('before-restore-'));
        if (present.length > 0) {
          asideDir = path.join(dataDir, `before-restore-${stamp(options.now?.() ?? new Date())}`);
          fs.mkdirSync(asideDir);
          for (const name of present) {
            const from = path.join(dataDir, name);
            const to = path.join(asideDir, name);
            move(from, to);
            moved.push({ from, to });
          }
        }
        if (engine === 'sqlite') {
          const target = path.join(dataDir, DATABASE_FILE);
          move(path.join(staging, databaseEntry('sqlite')), target);
          installed.push(target);
        } else {
          const { dbname, env } = libpqConnection(options.databaseUrl!);
          const dump = path.join(staging, databaseEntry('postgres'));
          await runPgTool(
            options.pgRestore ?? 'pg_restore',
            ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump],
            env,
          );
          const migrations = await readPostgresMigrations(options.databaseUrl!);
          if (migrations.join('\n') !== manifest.migrations.join('\n'))
            throw new BackupError('after pg_restore, the database does not have the migrations the manifest lists');
        }
        const files = manifest.files.filter((f) => f.path.startsWith(FILES_PREFIX));
        for (const f of files) {
          const target = path.join(dataDir, f.path.slice(FILES_PREFIX.length));
          const top = path.join(dataDir, f.path.slice(FILES_PREFIX.length).split('/')[0]!);
          move(path.join(staging, f.path), target);
          if (!installed.includes(top)) installed.push(top);
        }
        return { manifest, dataDir, asideDir, files: files.length };
      } catch (error) {
        // Put DATA_DIR back as it was.
        for (const entry of installed) fs.rmSync(entry, { recursive: true, force: true });
        for (const { from, to } of moved.reverse()) {
          try {
            move(to, from);
          } catch {
            // left in asideDir, which the message names
          }
        }
        if (asideDir && fs.existsSync(asideDir) && fs.readdirSync(asideDir).length === 0) fs.rmdirSync(asideDir);
        if (error instanceof BackupError) throw error;
        throw new BackupError(
          `restoring into ${dataDir} failed (${errorText(error)}); what it held was put back${asideDir && fs.existsSync(asideDir) ? ` or is in ${asideDir}` : ''}`,
        );
      }
    } finally {
      lock.release();
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** pg_restore goes only into an empty database: it would mix a backup with other data. */
async function refuseUnlessEmpty(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  let count: number;
  try {
    await client.connect();
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_class c join pg_catalog.pg_namespace s on s.oid = c.relnamespace
       where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    count = result.rows[0]!.n;
  } catch (error) {
    throw new BackupError(`could not read the PostgreSQL database in DATABASE_URL: ${errorText(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  if (count > 0) {
    throw new BackupError(
      `the PostgreSQL database in DATABASE_URL is not empty (${count} tables and other relations): restore into a new, empty database (createdb NAME, then set DATABASE_URL to it and run npm run restore again), then point the servers at it`,
    );
  }
}
