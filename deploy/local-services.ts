import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

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

/** Waits for a child to exit, sending SIGKILL if it has not after `graceMs`. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
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

export interface LocalPostgres extends Service {
  dataDir: string;
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl), or null. */
export function postgresBinDir(): string | null {
  // PATH may hold links to some of the programs only (initdb, pg_ctl): follow them to their folder.
  const initdb = findBinary('initdb');
  if (initdb) return path.dirname(fs.realpathSync(initdb));
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (fs.existsSync(path.join(root, version, 'bin', 'initdb'))) return path.join(root, version, 'bin');
  return null;
}

/**
 * A throwaway PostgreSQL cluster in `dir` on a free loopback port, with a `lumen` superuser and a
 * `lumen` database, trusting loopback connections. initdb refuses to run as root, so as root the
 * cluster belongs to the `postgres` account (runuser).
 */
export async function startPostgres(dir: string, binDir = postgresBinDir()): Promise<LocalPostgres> {
  if (!binDir) throw new Error('PostgreSQL is not installed (initdb not found); apt-get install -y postgresql');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? 'postgres' : null;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) run('chown', [owner, dir]);
  const as = (program: string, args: string[]) => (owner ? run('runuser', ['-u', owner, '--', path.join(binDir, program), ...args]) : run(path.join(binDir, program), args));
  as('initdb', ['-D', dir, '-U', 'lumen', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  as('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
  try {
    as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'lumen', 'lumen']);
  } catch (error) {
    as('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://lumen@127.0.0.1:${port}/lumen`,
    port,
    dataDir: dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      as('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
    },
  };
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
export function renderSiteConfig(values: { listen: string; serverName: string; upstreams: string[]; appDir: string; cacheDir: string; snippetsDir: string }): string {
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
