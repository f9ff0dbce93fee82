/**
 * Start-up refusals and the graceful stop, with the real server process.
 *
 * The slow in-flight request is a real one: a client that sends a request's headers and half its
 * body, then the rest later (a TV on a poor connection does this), so the server is mid-request
 * for as long as the test wants, with no test hook in the server.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../src/db/database.js';
import { databaseUrlFor, onPostgres } from './databases.js';
import { CUSTOMER, killAllServers, makeTempDir, request, ServerProcess, signUp, sleep, startServer } from './child-server.js';
import { seededDataDir } from './seeded.js';

const PORT = 8505;
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = makeTempDir(name);
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await killAllServers();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A POST whose body arrives in two parts. It asks `Expect: 100-continue`, as curl does for large
 * bodies, so `started` resolves once the server has read the headers and taken the request on;
 * then half the body goes, and `finish()` sends the rest. `answer` is the final response.
 */
function slowPost(port: number, urlPath: string, token: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    `POST ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\ncustomerid: ${CUSTOMER}\r\nauthorization: Bearer ${token}\r\n` +
      `content-type: application/json\r\ncontent-length: ${payload.length}\r\nexpect: 100-continue\r\n\r\n`,
  );
  let raw = '';
  let onContinue: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (onContinue = resolve));
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    raw += chunk;
    if (/^HTTP\/1\.1 100 Continue\r\n\r\n/.test(raw)) {
      raw = raw.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      socket.write(payload.subarray(0, 8));
      onContinue();
    }
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      const text = raw.slice(raw.indexOf('\r\n\r\n') + 4);
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      resolve({ status, body: parsed });
    });
  });
  return { started, answer, finish: () => socket.write(payload.subarray(8)), abandon: () => socket.destroy() };
}

/** Whether a new TCP connection to the port is refused. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Every My List row of the stopped server's database (the file in DATA_DIR, or its PostgreSQL database). */
async function storedList(dataDir: string): Promise<string[]> {
  if (!onPostgres) {
    const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      return (sqlite.prepare('select item_id from my_list order by item_id').all() as Array<{ item_id: string }>).map((row) => row.item_id);
    } finally {
      sqlite.close();
    }
  }
  const store = openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir });
  try {
    return (await store.db.selectFrom('my_list').select('item_id').orderBy('item_id').execute()).map((row) => row.item_id);
  } finally {
    await store.close();
  }
}

const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, sleep(ms).then(() => 'still running' as const)]);

describe('start-up with an unusable DATA_DIR', () => {
  it('stops with exit code 1 and one clear line, for a file, a path under a file, and a file that is not a database', async () => {
    const base = tempDir('bad-data-dir');
    const file = path.join(base, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const damaged = path.join(base, 'damaged');
    fs.mkdirSync(damaged);
    fs.writeFileSync(path.join(damaged, DATABASE_FILE), 'x'.repeat(8192));
    const cases = [
      [file, `DATA_DIR: ${file} exists and is not a folder`],
      [path.join(file, 'data'), `DATA_DIR: ${path.join(file, 'data')} cannot be made, ${file} is a file, not a folder`],
      [damaged, `Could not open the database ${path.join(damaged, DATABASE_FILE)}: file is not a database`],
    ] as const;
    // No port is needed: none of them gets that far.
    const servers = cases.map(([dataDir]) => new ServerProcess({ port: PORT, dataDir }));
    const exits = await Promise.all(servers.map((server) => within(server.exited, 60_000)));
    for (const [index, [, message]] of cases.entries()) {
      expect(exits[index], servers[index]!.output).toEqual({ code: 1, signal: null });
      expect(servers[index]!.output).toBe(`${message}\n`);
    }
  }, 90_000);
});

describe('stopping on SIGTERM', () => {
  let dir = '';
  let token = '';

  it('finishes the request in flight with 200, refuses new connections meanwhile, and exits 0', async () => {
    dir = await seededDataDir('shutdown');
    dirs.push(dir);
    const server = await startServer({ port: PORT, dataDir: dir });
    ({ token } = await signUp(server.base, 'stopping'));
    // An idle keep-alive connection must not hold the stop up.
    const agent = new http.Agent({ keepAlive: true });
    expect((await request(server.base, 'GET', '/api/catalogues?id=cat-all-shows&size=5&page=1', { agent })).status).toBe(200);

    const slow = slowPost(PORT, '/api/mylist', token, { video_id: 'sr0003', status: 1 });
    await slow.started;
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForOutput(/SIGTERM received: finishing in-flight requests \(at most 10 s\), then stopping\./);
    expect(await connectionRefused(PORT)).toBe(true);
    await sleep(500);
    expect(server.hasExited, 'the process must wait for the request under way').toBe(false);

    slow.finish();
    expect(await slow.answer).toEqual({ status: 200, body: { message: 'Added to My List', status: 1, video_id: 'sr0003' } });
    expect(await within(server.exited, 5000)).toEqual({ code: 0, signal: null });
    const stopMs = Date.now() - signalled;
    expect(server.output).toMatch(/Stopped\.\n$/);
    agent.destroy();
    console.log(`graceful stop: exit 0 ${stopMs} ms after SIGTERM (of which the test held the request at least 500 ms)`);
    // A clean close: the WAL is checkpointed into the file and removed, and the write is in it.
    if (!onPostgres) expect(fs.existsSync(path.join(dir, `${DATABASE_FILE}-wal`))).toBe(false);
    expect(await storedList(dir)).toEqual(['sr0003']);
  }, 150_000);

  it('gives up after SHUTDOWN_TIMEOUT_SECONDS with exit code 1 and says why', async () => {
    // The folder is free for the next start, with the write of the stop before.
    const server = await startServer({ port: PORT, dataDir: dir, env: { SHUTDOWN_TIMEOUT_SECONDS: '1' } });
    const list = await request(server.base, 'GET', '/api/mylist', { token });
    expect(list.body._embedded.items.map((item: { id: string }) => item.id)).toEqual(['sr0003']);

    const slow = slowPost(PORT, '/api/mylist', token, { video_id: 'sr0004', status: 1 });
    await slow.started;
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await within(server.exited, 10_000)).toEqual({ code: 1, signal: null });
    const stopMs = Date.now() - signalled;
    expect(stopMs).toBeGreaterThanOrEqual(1000);
    expect(server.output).toMatch(/Stopped after 1 s with requests still in flight \(SHUTDOWN_TIMEOUT_SECONDS\)\.\n$/);
    slow.abandon();
    // The abandoned request never reached its handler.
    expect(await storedList(dir)).toEqual(['sr0003']);
    if (!onPostgres) {
      const sqlite = new SQLite(path.join(dir, DATABASE_FILE), { readonly: true });
      try {
        expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        sqlite.close();
      }
    }
  }, 120_000);
});
