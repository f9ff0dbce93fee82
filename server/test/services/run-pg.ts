/**
 * npm run test:pg [-- vitest arguments]: the server test project on a throwaway PostgreSQL
 * (postgres.ts), with DATABASE_URL pointing at it. The server is stopped and its files removed
 * whatever happens: the tests pass or fail, or the run is interrupted (Ctrl-C, SIGTERM).
 * Exit code: vitest's, or 1 when PostgreSQL could not start (2 when it is not installed).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PostgresNotInstalledError, startPostgres, type RunningPostgres } from './postgres.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function main(): Promise<number> {
  const started = Date.now();
  let server: RunningPostgres;
  try {
    server = await startPostgres();
  } catch (error) {
    console.error(`test:pg: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof PostgresNotInstalledError ? 2 : 1;
  }
  console.log(`test:pg: PostgreSQL on ${server.url} (started in ${Date.now() - started} ms)`);
  let stopping = false;
  const vitest = spawn(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: server.url },
    stdio: 'inherit',
  });
  // Ctrl-C reaches vitest too (same process group); a SIGTERM is passed on. Either way we wait for
  // vitest to end, then stop the server.
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    vitest.kill(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  const code = await new Promise<number>((resolve) => {
    vitest.once('error', (error) => {
      console.error(`test:pg: could not run vitest: ${error.message}`);
      resolve(1);
    });
    vitest.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  await server.stop();
  console.log(`test:pg: PostgreSQL stopped; ${Math.round((Date.now() - started) / 1000)} s in all`);
  return code;
}

process.exitCode = await main();
