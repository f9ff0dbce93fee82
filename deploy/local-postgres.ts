import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, stopChild, type Service } from './service-processes.js';

/*
 * A throwaway PostgreSQL server (the test suite's, npm run test:pg, and the topology's): Debian's
 * binaries (package `postgresql`), a data folder and a socket folder under a folder of its own,
 * listening on 127.0.0.1 only, on a free port, with durability switched off (fsync,
 * synchronous_commit, full_page_writes: nothing outlives the server). initdb refuses to run as
 * root, so as root the server runs as the `postgres` system user (runuser), which owns the folder;
 * as any other user it runs as that user.
 *
 * startPostgres() answers once the server accepts connections; stop() shuts it down (fast mode) and
 * removes the folder. The superuser is `postgres` with trust authentication (loopback only).
 */

export interface RunningPostgres extends Service {
  /** postgres://postgres@127.0.0.1:PORT/DATABASE: `database`'s, else the maintenance database. */
  url: string;
  /** Stops the server and removes its files; safe to call twice. */
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** The folder for its files (made, and removed by stop()); a new temporary one by default. */
  dir?: string;
  /** A database to create, which `url` then names (the maintenance database `postgres` by default). */
  database?: string;
  /** Where the binaries are (PG_BIN, else the newest /usr/lib/postgresql/N/bin, else pg_config's). */
  binDir?: string;
  /** Enough for every test file's pool and the child servers at once. */
  maxConnections?: number;
  /**
   * The cluster's default collation: `icu:<ICU locale>` (default icu:en-US, PostgreSQL 15+) or an
   * OS locale such as C.UTF-8 (PG_LOCALE).
   */
  locale?: string;
  /** Prints the server's log lines as they come (PG_LOG=1). */
  log?: boolean;
}

export class PostgresNotInstalledError extends Error {
  constructor(looked: string[]) {
    super(
      `PostgreSQL's server binaries (initdb, postgres) were not found (looked in ${looked.join(', ') || 'PATH'}). ` +
        'Install the Debian package: apt-get update && apt-get install -y postgresql (or set PG_BIN to the folder holding initdb).',
    );
    this.name = 'PostgresNotInstalledError';
  }
}

/** The folder holding initdb and postgres (PG_BIN, Debian's folders, then pg_config's answer); throws PostgresNotInstalledError. */
export function findBinDir(explicit = process.env.PG_BIN, root = '/usr/lib/postgresql', askPgConfig = true): string {
  const candidates: string[] = [];
  if (explicit) candidates.push(explicit);
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(path.join(root, version, 'bin'));
  }
  const pgConfig = askPgConfig ? spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }) : null;
  if (pgConfig?.status === 0 && pgConfig.stdout.trim()) candidates.push(pgConfig.stdout.trim());
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres')));
  if (!found) throw new PostgresNotInstalledError(candidates);
  return found;
}

/** findBinDir(), or null when PostgreSQL is not installed (for skipping). */
export function postgresBinDir(): string | null {
  try {
    return findBinDir();
  } catch {
    return null;
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The command line for a binary, as the postgres system user when we are root. */
function asOwner(binary: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

function ownFolder(dir: string): void {
  if (!isRoot()) return;
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) throw new Error('Running as root, PostgreSQL needs the `postgres` system user (apt-get install -y postgresql creates it).');
  fs.chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
}

/** Signals the postmaster (its pid is postmaster.pid's first line), else the child we started. */
function signalServer(dataDir: string, child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) {
      process.kill(pid, signal);
      return;
    }
  } catch {
    // not written yet, or already gone
  }
  child.kill(signal);
}

export async function startPostgres(options: PostgresOptions = {}): Promise<RunningPostgres> {
  const bin = options.binDir ?? findBinDir();
  // Under /tmp (not a deep TMPDIR): the socket path must stay under 108 bytes.
  const base = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-pg-'));
  fs.mkdirSync(base, { recursive: true });
  fs.chmodSync(base, 0o755);
  const dataDir = path.join(base, 'data');
  const socketDir = path.join(base, 'socket');
  fs.mkdirSync(socketDir);
  ownFolder(base);
  ownFolder(socketDir);
  const removeFiles = () => fs.rmSync(base, { recursive: true, force: true });

  // A linguistic default collation, as most servers have (en_US.UTF-8 and the like), so that an
  // ORDER BY that only sorts right in byte order shows up here; from ICU, which needs no OS locale.
  const locale = options.locale ?? process.env.PG_LOCALE ?? 'icu:en-US';
  const localeArgs = locale.startsWith('icu:') ? ['--locale=C.UTF-8', '--locale-provider=icu', `--icu-locale=${locale.slice(4)}`] : [`--locale=${locale}`];
  const [initCommand, initArgs] = asOwner(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    ...localeArgs,
    '--no-sync',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    removeFiles();
    throw new Error(`initdb failed (${init.status ?? init.signal}):\n${init.stdout}${init.stderr}${init.error ? String(init.error) : ''}`);
  }

  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: socketDir,
    max_connections: String(options.maxConnections ?? 400),
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    shared_buffers: '64MB',
    // Many CREATE DATABASE ... TEMPLATE: checkpoints less often.
    max_wal_size: '4GB',
    checkpoint_timeout: '30min',
    log_min_messages: 'warning',
  };
  const serverArgs = ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  const [command, args] = asOwner(path.join(bin, 'postgres'), serverArgs);
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (options.log ?? process.env.PG_LOG === '1') process.stderr.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let exited = false;
  child.once('exit', () => (exited = true));

  const maintenanceUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      // SIGINT is PostgreSQL's fast shutdown; sent to the postmaster itself, not to runuser.
      if (!exited) await stopChild(child, 'SIGINT', 10_000, (signal) => signalServer(dataDir, child, signal));
      removeFiles();
    })());

  const until = Date.now() + 30_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`PostgreSQL exited during start-up:\n${output}`);
    }
    const client = new pg.Client({ connectionString: maintenanceUrl });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > until) {
        await stop();
        throw new Error(`PostgreSQL did not accept connections within 30 s (${String(error)}):\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  if (!options.database) return { url: maintenanceUrl, port, stop };
  const client = new pg.Client({ connectionString: maintenanceUrl });
  try {
    await client.connect();
    await client.query(`create database ${pg.escapeIdentifier(options.database)}`);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(options.database)}`, port, stop };
}
