import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readServerConfig } from './config.js';
import { migrateToLatest, openDatabase, type OpenedDatabase } from './db/database.js';
import { INGEST_MESSAGES } from '../../contract/ingest.js';
import { findTools } from './ingest/ffmpeg.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  let config;
  try {
    config = readServerConfig(process.env, rootDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  // Before the database: a first start migrates and seeds for minutes, and a port found taken only
  // then left a newcomer waiting, and a seeded DATA_DIR behind.
  const portProblem = await listenProblem(config.port, config.host);
  if (portProblem) {
    console.error(portProblem);
    process.exit(1);
  }

  let store: OpenedDatabase;
  try {
    // The embedded database also takes DATA_DIR's lock here: a second server on the same folder
    // stops with "Another Lumen server (pid N) is already using DATA_DIR ..." (database.ts).
    store = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    console.error(oneLine(error instanceof Error ? error.message : `Could not open the database: ${String(error)}`));
    process.exit(1);
  }
  // The rest loads once the data folder is ours, so a refused or misconfigured start ends at once.
  const [
    { buildApp },
    { createTokenRepository },
    { createAppTokenRepository },
    { seedCustomer },
    { createRedisState },
    { deleteOldOutboxMessages, mailWarnings, smtpProblem },
  ] = await Promise.all([
    import('./app.js'),
    import('./repositories/tokens.js'),
    import('./repositories/app-tokens.js'),
    import('./seed/write.js'),
    import('./lib/redis-state.js'),
    import('./mail/transport.js'),
  ]);
  try {
    await migrateToLatest(store.db);
    const started = Date.now();
    const seed = await seedCustomer(store.db, config.customerId);
    if (seed.seeded) console.log(`Seeded the demo catalogue for "${config.customerId}": ${seed.items} items in ${Date.now() - started} ms`);
  } catch (error) {
    const where = config.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `the database in ${config.dataDir}`;
    console.error(`Could not prepare ${where}: ${error instanceof Error ? error.message : String(error)}`);
    await store.close().catch(() => undefined);
    process.exit(1);
  }

  // Shared with the other processes through Redis when REDIS_URL is set; a Redis that cannot be
  // reached does not stop the start (see lib/redis-state.ts for what happens meanwhile).
  const state = config.redisUrl ? createRedisState(config.redisUrl) : undefined;
  const app = await buildApp({ config, db: store.db, state, logger: { level: config.logLevel } });
  const tokens = createAppTokenRepository(store.db);
  const userTokens = createTokenRepository(store.db);
  const sweep = setInterval(
    () => {
      void tokens.deleteExpired().catch(() => undefined);
      void userTokens.deleteExpired().catch(() => undefined);
      void deleteOldOutboxMessages(store.db, Date.now()).catch(() => undefined);
    },
    10 * 60 * 1000,
  );
  sweep.unref();

  /*
   * Graceful stop: the listening socket closes at once (new connections are refused), idle
   * keep-alive connections are dropped, requests already under way run to their answer, then the
   * database closes (SQLite checkpoints its WAL and lets DATA_DIR's lock go) and the process exits 0.
   * Requests still open after SHUTDOWN_TIMEOUT_SECONDS (10 s) are abandoned with exit code 1.
   * A second signal while stopping changes nothing (a terminal's Ctrl+C often arrives twice).
   */
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const seconds = config.shutdownTimeoutMs / 1000;
    console.log(`${signal} received: finishing in-flight requests (at most ${seconds} s), then stopping.`);
    clearInterval(sweep);
    setTimeout(() => {
      console.error(`Stopped after ${seconds} s with requests still in flight (SHUTDOWN_TIMEOUT_SECONDS).`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    // A connection that finishes its last request while we wait goes too, rather than idling on.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(idle);
      await state?.close();
      await store.close();
    } catch (error) {
      console.error(oneLine(`Could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`));
      process.exit(1);
    }
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken since the check at the start (another program was quicker).
    console.error(listenRefusal(error, config.port));
    await store.close();
    process.exit(1);
  }
  console.log(`Lumen is running at ${config.publicUrl} (API under /api, media under /media)`);
  for (const line of mailWarnings(config)) console.warn(line);
  if (!findTools()) console.warn(`WARNING: ${INGEST_MESSAGES.noFfmpeg} Set FFMPEG_PATH and FFPROBE_PATH if they are installed elsewhere.`);
  // Not waited for: a mail server slow to answer does not hold up the start (mail waits in the outbox).
  const mail = config.mailTransport;
  if (mail !== 'outbox') void smtpProblem(mail.smtpUrl, config.mailFrom).then((warning) => warning && console.warn(warning));
}

/** Why the server cannot listen on `port`, or null when it can: tried with a listener of its own, closed at once. */
async function listenProblem(port: number, host: string): Promise<string | null> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
    return null;
  } catch (error) {
    return listenRefusal(error, port);
  } finally {
    await new Promise<void>((resolve) => (probe.listening ? probe.close(() => resolve()) : resolve()));
  }
}

/** The one line that says why listening failed, naming what to change. */
function listenRefusal(error: unknown, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} is already in use. Stop the other server or set PORT to a free port.`;
  if (code === 'EACCES') return `Not allowed to listen on port ${port}. Set PORT to 1024 or higher.`;
  return oneLine(`Could not start the server: ${error instanceof Error ? error.message : String(error)}`);
}

/** Start-up and stop messages are single lines, for logs that read one line per event. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

void main();
