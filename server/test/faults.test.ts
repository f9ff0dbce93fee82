/**
 * Crash safety of the embedded database, with the real server process: writers hammer My List and
 * resume points, the server is killed with SIGKILL mid-write, restarted on the same DATA_DIR, and
 * every write it acknowledged (HTTP 200) must be there. Also: DATA_DIR's lock refuses a second
 * server while one runs, and a kill -9 leaves no lock behind.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase, pendingMigrations } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { killAllServers, request, ServerProcess, signUp, sleep, startServer } from './child-server.js';
import { databaseUrlFor, onPostgres } from './databases.js';
import { seededDataDir } from './seeded.js';

const PORT = 8501;
const SECOND_PORT = 8502;
const USERS = 6;
const CYCLES = 3;
/** Each user's writers touch these keys: a small set, so keys flip back and forth many times. */
const SHOWS = Array.from({ length: 10 }, (_, i) => `sr${String(i + 1).padStart(4, '0')}`);
const VIDEOS = Array.from({ length: 10 }, (_, i) => `ep${String(i + 1).padStart(5, '0')}`);

interface ResumeState {
  status: number;
  resumeTime: number;
}

/**
 * One account with two writers (My List, resume), each sending one request at a time, so the last
 * acknowledged write of a key is well defined. A write whose answer was lost to the kill may or may
 * not have landed: it is kept aside as "uncertain" and either outcome is accepted for that key.
 */
interface Writer {
  token: string;
  list: Map<string, boolean>;
  resume: Map<string, ResumeState>;
  uncertainList: Map<string, boolean>;
  uncertainResume: Map<string, ResumeState>;
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const totals = { acknowledged: 0, inFlightAtKill: 0, keysChecked: 0, lost: [] as string[], unexpected: [] as string[] };

let dir: string;
let server: ServerProcess;
let writers: Writer[] = [];

beforeAll(async () => {
  dir = await seededDataDir('faults');
  server = await startServer({ port: PORT, dataDir: dir });
  const accounts = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(server.base, `writer${i}`)));
  writers = accounts.map((account) => ({ token: account.token, list: new Map(), resume: new Map(), uncertainList: new Map(), uncertainResume: new Map() }));
}, 120_000);

afterAll(async () => {
  await killAllServers();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes one kind of key for one account until the server goes away. */
async function writeUntilDown(base: string, agent: http.Agent, writer: Writer, kind: 'list' | 'resume', killed: () => boolean): Promise<number> {
  let acknowledged = 0;
  for (;;) {
    if (kind === 'list') {
      const show = pick(SHOWS);
      const add = Math.random() < 0.5;
      let answer;
      try {
        answer = await request(base, 'POST', '/api/mylist', { body: { video_id: show, status: add ? 1 : 0 }, token: writer.token, agent });
      } catch (error) {
        if (!killed()) totals.unexpected.push(`My List ${show}: ${String(error)} before the kill`);
        writer.uncertainList.set(show, add);
        return acknowledged;
      }
      if (answer.status !== 200) totals.unexpected.push(`My List ${show}: ${answer.status} ${answer.text}`);
      else {
        writer.list.set(show, add);
        writer.uncertainList.delete(show);
        acknowledged++;
      }
    } else {
      const video = pick(VIDEOS);
      const status = Math.random() < 0.8 ? 1 : 0;
      const resumeTime = 1 + Math.floor(Math.random() * 5000);
      let answer;
      try {
        answer = await request(base, 'POST', '/api/resume', { body: { video_id: video, status, resumeTime }, token: writer.token, agent });
      } catch (error) {
        if (!killed()) totals.unexpected.push(`resume ${video}: ${String(error)} before the kill`);
        // A finished video (status 0) is stored at 0 s.
        writer.uncertainResume.set(video, { status, resumeTime: status === 0 ? 0 : resumeTime });
        return acknowledged;
      }
      if (answer.status !== 200) totals.unexpected.push(`resume ${video}: ${answer.status} ${answer.text}`);
      else {
        writer.resume.set(video, { status: answer.body.status, resumeTime: answer.body.resumeTime });
        writer.uncertainResume.delete(video);
        acknowledged++;
      }
    }
  }
}

/** Compares what the restarted server holds with the last acknowledged write of every key. */
async function checkEveryKey(base: string): Promise<void> {
  for (const [index, writer] of writers.entries()) {
    const list = await request(base, 'GET', '/api/mylist?size=500', { token: writer.token });
    expect(list.status).toBe(200);
    const inList = new Set((list.body._embedded.items as Array<{ id: string }>).map((item) => item.id));
    for (const show of SHOWS) {
      const actual = inList.has(show);
      const expected = writer.list.get(show) ?? false;
      const uncertain = writer.uncertainList.get(show);
      totals.keysChecked++;
      if (actual !== expected && actual !== uncertain) totals.lost.push(`writer ${index} My List ${show}: expected ${expected}, found ${actual}`);
      writer.list.set(show, actual);
    }
    writer.uncertainList.clear();

    const resume = await request(base, 'GET', '/api/get-resume-list/', { token: writer.token });
    expect(resume.status).toBe(200);
    const points = new Map(
      (resume.body.resumeList as Array<ResumeState & { video_id: string }>).map((p) => [p.video_id, { status: p.status, resumeTime: p.resumeTime }]),
    );
    for (const video of VIDEOS) {
      const actual = points.get(video);
      const expected = writer.resume.get(video);
      const uncertain = writer.uncertainResume.get(video);
      const same = (a?: ResumeState, b?: ResumeState) => a?.status === b?.status && a?.resumeTime === b?.resumeTime;
      totals.keysChecked++;
      if (!same(actual, expected) && !(uncertain && same(actual, uncertain))) {
        totals.lost.push(`writer ${index} resume ${video}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(actual)}`);
      }
      if (actual) writer.resume.set(video, actual);
      else writer.resume.delete(video);
    }
    writer.uncertainResume.clear();
  }
}

/** The server's database, as a second client (on PostgreSQL, the DATA_DIR's own database). */
const openStore = () => openDatabase({ databaseUrl: databaseUrlFor(dir), dataDir: dir });

/**
 * integrity_check and the migrations of the file, read-only beside the running server (WAL allows
 * it). On PostgreSQL, the migrations (the server keeps its own storage whole).
 */
async function checkFile(): Promise<void> {
  if (onPostgres) {
    const store = openStore();
    try {
      expect(await pendingMigrations(store.db)).toEqual([]);
    } finally {
      await store.close();
    }
    return;
  }
  const sqlite = new SQLite(path.join(dir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(await pendingMigrations(db)).toEqual([]);
  } finally {
    await db.destroy();
  }
}

describe('DATA_DIR lock', () => {
  // SQLite mechanics: the lock guards the embedded file; servers on PostgreSQL share one database by design.
  it.skipIf(onPostgres)(
    'refuses a second server on the same DATA_DIR with a one-line message and exit code 1, and the first goes on',
    async () => {
      const second = new ServerProcess({ port: SECOND_PORT, dataDir: dir });
      const exit = await Promise.race([second.exited, sleep(60_000).then(() => null)]);
      expect(exit, second.output).toEqual({ code: 1, signal: null });
      expect(second.output).toBe(
        `Another Lumen server (pid ${server.pid}) is already using DATA_DIR ${dir}. Stop it first, or give this server its own DATA_DIR.\n`,
      );
      expect((await request(server.base, 'GET', '/api/mylist', { token: writers[0]!.token })).status).toBe(200);
    },
    90_000,
  );
});

describe(`SIGKILL in the middle of writes, ${CYCLES} times`, () => {
  it('keeps every acknowledged write, and the database opens cleanly after each kill', async () => {
    const cycles: string[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      let killed = false;
      const before = totals.acknowledged;
      const running = writers.flatMap((writer) =>
        (['list', 'resume'] as const).map((kind) => writeUntilDown(server.base, agent, writer, kind, () => killed).then((n) => (totals.acknowledged += n))),
      );
      await sleep(700 + Math.random() * 800);
      killed = true;
      const exit = await server.kill('SIGKILL');
      expect(exit.signal).toBe('SIGKILL');
      await Promise.all(running);
      agent.destroy();
      const inFlight = writers.reduce((n, w) => n + w.uncertainList.size + w.uncertainResume.size, 0);
      totals.inFlightAtKill += inFlight;

      // The restart after kill -9: the lock died with the process, the WAL is replayed.
      const started = Date.now();
      server = await startServer({ port: PORT, dataDir: dir });
      const restartMs = Date.now() - started;
      await checkEveryKey(server.base);
      await checkFile();
      cycles.push(`cycle ${cycle}: ${totals.acknowledged - before} acknowledged writes, ${inFlight} in flight at the kill, restart ${restartMs} ms`);
    }
    console.log(
      `faults: ${CYCLES} SIGKILLs, ${totals.acknowledged} acknowledged writes, ${totals.inFlightAtKill} unanswered at a kill, ` +
        `${totals.keysChecked} key checks, ${totals.lost.length} lost\n  ${cycles.join('\n  ')}`,
    );
    expect(totals.unexpected).toEqual([]);
    expect(totals.lost).toEqual([]);
    expect(totals.acknowledged).toBeGreaterThan(CYCLES * 20);
  }, 180_000);

  it('stops cleanly on SIGTERM, and the file then opens with the lock free, whole and up to date', async () => {
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    // A clean close checkpoints the WAL into the file.
    expect(fs.existsSync(path.join(dir, `${DATABASE_FILE}-wal`))).toBe(false);
    const store = openStore();
    try {
      const check = await store.db
        .selectFrom('my_list')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow();
      expect(Number(check.rows)).toBe(writers.reduce((n, w) => n + [...w.list.values()].filter(Boolean).length, 0));
      expect(await pendingMigrations(store.db)).toEqual([]);
    } finally {
      await store.close();
    }
    await checkFile();
  }, 60_000);
});
