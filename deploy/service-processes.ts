import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/*
 * What the local services share: finding a binary, picking a free loopback port, waiting for a port
 * to open, stopping a child process (with SIGKILL after a grace period), running a command to its
 * end, and the Service handle each start function returns.
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
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
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
