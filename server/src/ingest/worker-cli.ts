/**
 * `npm run worker`: a process that only makes films into streams, beside the API processes. It takes
 * jobs from BullMQ in Redis (REDIS_URL) and works on the shared database (DATABASE_URL, PostgreSQL)
 * and DATA_DIR (the same disk the API processes write uploads to); INGEST_CONCURRENCY jobs at once.
 * SIGTERM or SIGINT stops it: jobs under way go back to the queue for another worker.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INGEST_MESSAGES } from '../../../contract/ingest.js';
import { CONTENT_CHANGED_CHANNEL } from '../app.js';
import { ConfigError, readServerConfig } from '../config.js';
import { openDatabase, pendingMigrations } from '../db/database.js';
import { createRedisState } from '../lib/redis-state.js';
import { createPictureStore } from '../media/uploaded-pictures.js';
import { createProgrammeService } from '../studio/programmes.js';
import { startBullWorker } from './bullmq.js';
import { findTools } from './ffmpeg.js';
import { ingestPaths } from './jobs.js';
import { defaultConcurrency } from './runner.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function main(): Promise<void> {
  let config;
  try {
    config = readServerConfig(process.env, rootDir);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 2);
    throw error;
  }
  if (!config.redisUrl) fail('npm run worker takes jobs from Redis: set REDIS_URL (without it, the server makes films itself).', 2);
  if (!config.databaseUrl) fail('npm run worker shares the database with the API processes: set DATABASE_URL to their PostgreSQL database.', 2);
  const tools = findTools();
  if (!tools) fail(INGEST_MESSAGES.noFfmpeg);

  const store = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const pending = await pendingMigrations(store.db).catch((error: unknown) =>
    fail(`Could not read the database: ${error instanceof Error ? error.message : String(error)}`),
  );
  if (pending.length > 0) fail(`The database is not up to date (${pending.join(', ')}): start an API server first, which brings it up to date.`);

  const state = createRedisState(config.redisUrl);
  const pictures = createPictureStore(path.join(config.dataDir, 'pictures'));
  const now = Date.now;
  const programmes = createProgrammeService({ db: store.db, now, contentChanged: () => state.publish(CONTENT_CHANGED_CHANNEL, String(now())), pictures });
  const concurrency = config.ingestConcurrency ?? defaultConcurrency();
  const paths = ingestPaths(config.dataDir);
  const worker = startBullWorker(
    { db: store.db, paths, tools, programmes, pictures, now, owner: `${os.hostname()}:${process.pid}`, log: (line) => console.log(line) },
    config.redisUrl,
    Math.max(1, concurrency),
  );
  console.log(`Ingest worker ${process.pid}: making up to ${Math.max(1, concurrency)} film(s) at once from the queue in Redis.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: giving jobs under way back to the queue, then stopping.`);
    await worker.stop();
    await state.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
