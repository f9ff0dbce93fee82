import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/*
 * Throwaway services on loopback for the one-machine topology and the tests: PostgreSQL, Redis and
 * nginx, each in a folder of its own, each stopped by the handle that started it.
 */

/** The first of `candidates` that exists, else a name found on PATH, else null. */
export function findBinary(name: string, candidates: string[] = []): string | null {
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const binary = found.stdout.trim();
  return found.status === 0 && binary ? binary : null;
}

/** A free TCP port on loopback (the OS picks one; it is free again once this returns). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port; `exited` ends the wait early. */
export async function waitForPort(port: number, timeoutMs = 15_000, exited?: () => string | null): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    const why = exited?.();
    if (why) throw new Error(why);
    if (Date.now() > until) throw new Error(`Nothing listened on 127.0.0.1:${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits for a child to exit, sending SIGKILL if it has not after `graceMs`. `send` delivers the first
 * signal (by default to the child; PostgreSQL's goes to the postmaster behind runuser).
 */
export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
  send: (signal: NodeJS.Signals) => void = (name) => void child.kill(name),
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  send(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Runs a command to its end; throws with its output when it fails. */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

export interface Service {
  url: string;
  port: number;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Redis

export interface LocalRedis extends Service {
  /** SIGKILL, as abrupt as a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that hangs (connections open, no answers), then wakes. */
  pause(): void;
  resume(): void;
}

export const redisServerBinary = () => findBinary('redis-server', ['/usr/bin/redis-server']);

/** A redis-server on a free loopback port, without persistence. */
export async function startRedis(binary = redisServerBinary() ?? 'redis-server'): Promise<LocalRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = started;
    let failure: string | null = null;
    started.once('error', (error) => (failure = `redis-server did not start: ${error.message}`));
    started.once('exit', (code) => (failure ??= `redis-server exited with ${code}`));
    await waitForPort(port, 10_000, () => failure);
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (running) await stopChild(running, 'SIGKILL');
  };
  await start();
  const signal = (name: NodeJS.Signals) => () => void (child as ChildProcess | null)?.kill(name);
  return { url: `redis://127.0.0.1:${port}`, port, kill, start, stop: kill, pause: signal('SIGSTOP'), resume: signal('SIGCONT') };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

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

// ---------------------------------------------------------------------------------------------
// nginx

export const nginxBinary = () => findBinary('nginx', ['/usr/sbin/nginx']);

export interface NginxOptions {
  /** Folder for the generated configuration, its logs, temporary files and cache. */
  dir: string;
  port: number;
  upstreamPorts: number[];
  appDir: string;
}

const DEPLOY_DIR = path.dirname(new URL(import.meta.url).pathname);

/** deploy/nginx/lumen.conf.template with its placeholders filled in. */
export function renderSiteConfig(values: {
  listen: string;
  serverName: string;
  upstreams: string[];
  appDir: string;
  cacheDir: string;
  snippetsDir: string;
}): string {
  const template = fs.readFileSync(path.join(DEPLOY_DIR, 'nginx', 'lumen.conf.template'), 'utf8');
  const servers = values.upstreams.map((address) => `    server ${address} max_fails=2 fail_timeout=5s;`).join('\n');
  return template
    .replaceAll('{{UPSTREAM_SERVERS}}', servers)
    .replaceAll('{{LISTEN}}', values.listen)
    .replaceAll('{{SERVER_NAME}}', values.serverName)
    .replaceAll('{{APP_DIR}}', values.appDir)
    .replaceAll('{{CACHE_DIR}}', values.cacheDir)
    .replaceAll('{{SNIPPETS_DIR}}', values.snippetsDir);
}

/** nginx in the foreground with a configuration of its own (nothing of /etc/nginx but mime.types). */
export async function startNginx(options: NginxOptions, binary = nginxBinary()): Promise<Service & { logFile: string }> {
  if (!binary) throw new Error('nginx is not installed; apt-get install -y nginx');
  const dir = options.dir;
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  fs.chmodSync(dir, 0o755);
  fs.copyFileSync(path.join(DEPLOY_DIR, 'nginx', 'lumen-media-cache.conf'), path.join(dir, 'lumen-media-cache.conf'));
  fs.writeFileSync(
    path.join(dir, 'lumen.conf'),
    renderSiteConfig({
      listen: `127.0.0.1:${options.port}`,
      serverName: 'localhost',
      upstreams: options.upstreamPorts.map((port) => `127.0.0.1:${port}`),
      appDir: options.appDir,
      cacheDir: path.join(dir, 'cache'),
      snippetsDir: dir,
    }),
  );
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const logFile = path.join(dir, 'error.log');
  // Workers of an nginx started by root run as an unprivileged account (Debian's www-data).
  const user = process.getuid?.() === 0 ? 'user www-data;' : '';
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${logFile} warn;
events { worker_connections 1024; }
http {
    ${mimeTypes}
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    client_body_temp_path ${dir}/tmp-body;
    proxy_temp_path ${dir}/tmp-proxy;
    fastcgi_temp_path ${dir}/tmp-fastcgi;
    uwsgi_temp_path ${dir}/tmp-uwsgi;
    scgi_temp_path ${dir}/tmp-scgi;
    include ${dir}/lumen.conf;
}
`,
  );
  run(binary, ['-t', '-q', '-p', dir, '-e', logFile, '-c', path.join(dir, 'nginx.conf')]);
  const child = spawn(binary, ['-p', dir, '-e', logFile, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let failure: string | null = null;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.once('exit', (code) => (failure ??= `nginx exited with ${code}: ${stderr}`));
  await waitForPort(options.port, 10_000, () => failure);
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    logFile,
    // SIGQUIT: a graceful stop (SIGTERM would be a fast one).
    stop: () => stopChild(child, 'SIGQUIT', 5_000),
  };
}
