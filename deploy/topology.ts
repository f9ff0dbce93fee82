import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNginx, startPostgres, startRedis, stopChild, waitForPort, type LocalRedis, type Service } from './local-services.js';
import { findTools } from '../server/src/ingest/ffmpeg.js';

/*
 * The production topology on one machine, on loopback: PostgreSQL, Redis, N API processes sharing
 * them (DATABASE_URL, REDIS_URL), and nginx in front balancing the API and caching the media.
 * `npm run topology` starts it and prints the address; Ctrl-C stops everything. The topology test
 * (deploy/topology.test.ts) starts it through start() too.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CUSTOMER_ID = 'lumen';

export interface TopologyOptions {
  /** API processes (2 by default). */
  replicas?: number;
  /** nginx's port; a free one by default. */
  port?: number;
  /** Where each process writes its log lines as they come (the CLI: the terminal). */
  onLog?: (source: string, line: string) => void;
  /** More settings for the API processes (the test: RATE_LIMIT_FACTOR, so its sign-ups from one address pass). */
  env?: Record<string, string>;
  /** Build the app first when it is missing or old (scripts/ensure-build.mjs); true by default. */
  build?: boolean;
  /** Ingest workers (`npm run worker`) beside the API processes, which then make no films themselves (2 by default; none without ffmpeg). */
  workers?: number;
}

export interface Replica {
  name: string;
  port: number;
  url: string;
  pid: number | undefined;
  /** Ends the process with a signal (SIGKILL: a crash) and waits for it to be gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Topology {
  /** nginx: what people would use. */
  url: string;
  replicas: Replica[];
  /** The ingest workers, sharing the queue in Redis. */
  workers: Replica[];
  /** The DATA_DIR every process shares (uploads, made streams, pictures), as one disk or a network share would be. */
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  redis: LocalRedis;
  /** The folder of the throwaway cluster, the logs and nginx's configuration and cache. */
  dir: string;
  stop(): Promise<void>;
}

/** Resolves once the API answers on `port` (its database migrated and seeded). */
async function waitForApi(port: number, exited: () => string | null, timeoutMs = 60_000): Promise<void> {
  await waitForPort(port, timeoutMs, exited);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/appconfig`, { headers: { customerid: CUSTOMER_ID } }).catch(() => null);
    if (answer?.ok) return;
    const why = exited();
    if (why) throw new Error(why);
    if (Date.now() > until) throw new Error(`The API on port ${port} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A process of the topology that is not an API process (an ingest worker): started, its log kept, ready once it says so. */
function startProcessIn(dir: string, log: (source: string, line: string) => void) {
  return (name: string, args: string[], env: Record<string, string>): Replica & { ready: Promise<void> } => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
    const logFile = fs.createWriteStream(path.join(dir, `${name}.log`));
    let said = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.once('exit', (code, signal) => reject(new Error(`${name} exited (${signal ?? `code ${code}`}) before it was ready:\n${said}`)));
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream?.on('data', (chunk: Buffer) => {
          logFile.write(chunk);
          said += chunk.toString();
          if (/Ingest worker \d+: making/.test(said)) resolve();
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) if (line.trim()) log(name, line);
        });
      }
    });
    ready.catch(() => undefined);
    child.once('exit', () => logFile.end());
    return {
      name,
      port: 0,
      url: '',
      pid: child.pid,
      ready,
      kill: (signal: NodeJS.Signals = 'SIGTERM') => stopChild(child, signal, 10_000),
    };
  };
}

export async function start(options: TopologyOptions = {}): Promise<Topology> {
  const replicaCount = options.replicas ?? 2;
  const log = options.onLog ?? (() => undefined);
  if (options.build !== false) {
    const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('Building the app failed (scripts/ensure-build.mjs)');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-topology-'));
  fs.chmodSync(dir, 0o755);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    // Last started, first stopped: nginx, the API processes, then Redis and PostgreSQL.
    for (const stopOne of stops.splice(0).reverse()) await stopOne().catch((error: Error) => log('topology', `stop: ${error.message}`));
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    const postgres = await startPostgres({ dir: path.join(dir, 'postgres'), database: 'lumen', maxConnections: 100 });
    stops.push(() => postgres.stop());
    log('postgres', `listening on ${postgres.url}`);
    const redis = await startRedis();
    stops.push(() => redis.stop());
    log('redis', `listening on ${redis.url}`);

    const dataDir = path.join(dir, 'data');
    const startProcess = startProcessIn(dir, log);
    fs.mkdirSync(dataDir);
    const port = options.port ?? (await freePort());
    const publicUrl = `http://127.0.0.1:${port}`;
    const ports = await Promise.all(Array.from({ length: replicaCount }, () => freePort()));
    const children: ChildProcess[] = [];
    const replicas: Replica[] = ports.map((apiPort, index) => {
      const name = `api-${index + 1}`;
      let child: ChildProcess | null = null;
      let exitedWith: string | null = null;
      const replica: Replica & { launch(): ChildProcess; exited(): string | null } = {
        name,
        port: apiPort,
        url: `http://127.0.0.1:${apiPort}`,
        pid: undefined,
        launch() {
          // Plain node with tsx's loader: one process, so a signal reaches the server itself.
          child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
            cwd: ROOT,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: {
              ...process.env,
              PORT: String(apiPort),
              HOST: '127.0.0.1',
              DATABASE_URL: postgres.url,
              REDIS_URL: redis.url,
              DATA_DIR: dataDir,
              // Films are made by the workers, not by the processes answering requests.
              INGEST_CONCURRENCY: '0',
              CUSTOMER_ID,
              PUBLIC_URL: publicUrl,
              // nginx is on this machine: believe its X-Forwarded-For, from loopback only.
              TRUST_PROXY: 'loopback',
              LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
              SHUTDOWN_TIMEOUT_SECONDS: '5',
              ...options.env,
            },
          });
          replica.pid = child.pid;
          children.push(child);
          const logFile = fs.createWriteStream(path.join(dir, `${name}.log`));
          for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream?.on('data', (chunk: Buffer) => {
              logFile.write(chunk);
              const lines = (rest + chunk.toString()).split('\n');
              rest = lines.pop() ?? '';
              for (const line of lines) if (line.trim()) log(name, line);
            });
          }
          child.once('exit', (code, signal) => {
            exitedWith = `${name} exited (${signal ?? `code ${code}`}); its log: ${path.join(dir, `${name}.log`)}`;
            logFile.end();
          });
          return child;
        },
        exited: () => exitedWith,
        async kill(signal: NodeJS.Signals = 'SIGTERM') {
          if (child) await stopChild(child, signal, 10_000);
        },
      };
      return replica;
    });
    stops.push(async () => {
      await Promise.all(replicas.map((replica) => replica.kill('SIGTERM')));
    });

    // The first process migrates the database and seeds the catalogue alone; the others start
    // once it answers, and find both done (migrations also take an advisory lock on PostgreSQL,
    // and a seed that finds another one's rows gives way, so concurrent starts would be safe too).
    const [first, ...others] = replicas as Array<Replica & { launch(): ChildProcess; exited(): string | null }>;
    first!.launch();
    await waitForApi(first!.port, () => first!.exited());
    for (const replica of others) replica.launch();
    await Promise.all(others.map((replica) => waitForApi(replica.port, () => replica.exited())));
    log('topology', `${replicas.length} API processes on ports ${ports.join(', ')}`);

    const nginx: Service = await startNginx({ dir: path.join(dir, 'nginx'), port, upstreamPorts: ports, appDir: path.join(ROOT, 'dist') });
    stops.push(() => nginx.stop());
    log('nginx', `listening on ${nginx.url}`);

    // The ingest workers, once the database is migrated.
    // Without ffmpeg there is no film to make: no workers (the API processes say uploads are off).
    const workers = Array.from({ length: options.workers ?? (findTools() ? 2 : 0) }, (_, index) =>
      startProcess(`worker-${index + 1}`, ['--import', 'tsx', 'server/src/ingest/worker-cli.ts'], {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        CUSTOMER_ID,
        INGEST_CONCURRENCY: '1',
      }),
    );
    stops.push(async () => {
      await Promise.all(workers.map((worker) => worker.kill('SIGTERM')));
    });
    await Promise.all(workers.map((worker) => worker.ready));
    log('topology', `${workers.length} ingest workers`);

    return { url: nginx.url, replicas, workers, dataDir, databaseUrl: postgres.url, redisUrl: redis.url, redis, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<void> {
  const replicas = Number(process.env.REPLICAS ?? '2');
  const port = process.env.PORT ? Number(process.env.PORT) : 8080;
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) throw new Error('REPLICAS must be a whole number from 1 to 16');
  const started = Date.now();
  const topology = await start({ replicas, port, onLog: (source, line) => console.log(`[${source}] ${line}`) });
  console.log(
    `\nLumen is running at ${topology.url} (nginx -> ${topology.replicas.map((r) => r.url).join(', ')}), started in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`PostgreSQL: ${topology.databaseUrl}   Redis: ${topology.redisUrl}   files: ${topology.dir}`);
  console.log('Press Ctrl-C to stop everything.');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping nginx, the API processes, Redis and PostgreSQL...');
    await topology.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
