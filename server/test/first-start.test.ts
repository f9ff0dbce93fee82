/*
 * Issue 50, a newcomer's first start: with PORT taken, the server migrated and seeded a new
 * DATA_DIR for two minutes, then said the port was in use and left the seeded folder behind. It
 * now says so before it touches DATA_DIR.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, makeTempDir, ServerProcess, sleep } from './child-server.js';

const dirs: string[] = [];
afterAll(async () => {
  await killAllServers();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A loopback listener on a port of the system's choosing, as another program holding PORT. */
async function occupiedPort(): Promise<net.Server> {
  const holder = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  return holder;
}

describe('a first start on a port in use', () => {
  it('stops at once with exit code 1 and one line naming PORT, leaving no DATA_DIR behind', async () => {
    const holder = await occupiedPort();
    const port = (holder.address() as net.AddressInfo).port;
    const base = makeTempDir('first-start');
    dirs.push(base);
    const dataDir = path.join(base, 'data');
    try {
      const server = new ServerProcess({ port, dataDir });
      // Well before a first migration and seed could end on this machine.
      const exit = await Promise.race([server.exited, sleep(30_000).then(() => 'still running' as const)]);
      expect(exit, server.output).toEqual({ code: 1, signal: null });
      expect(server.output).toBe(`Port ${port} is already in use. Stop the other server or set PORT to a free port.\n`);
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);
});
