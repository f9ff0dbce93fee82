import { spawn, type ChildProcess } from 'node:child_process';
import { findBinary, freePort, stopChild, waitForPort, type Service } from './service-processes.js';

/*
 * A throwaway redis-server on a free loopback port, without persistence; besides stopping, its handle
 * can kill it abruptly, start it again empty on the same port, and pause and resume it.
 */

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
