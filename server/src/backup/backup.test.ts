/**
 * npm run backup / npm run restore, as an operator runs them: the commands as child processes on a
 * seeded DATA_DIR beside the real server (server/test/child-server.ts), while a viewer keeps adding
 * to My List; the restore into a fresh DATA_DIR, started as `npm start` would; refusals (a server on
 * DATA_DIR, damaged archives) that leave everything as it was; the command lines. In-process: an
 * older backup migrates forward, a newer one is refused; PostgreSQL when the suite runs on it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, DATABASE_FILE, migrateToLatest, openDatabase, pendingMigrations } from '../db/database.js';
import { seedCustomer } from '../seed/write.js';
import { killAllServers, makeTempDir, request, ROOT, type ServerProcess, signUp, startServer } from '../../test/child-server.js';
import { createTestDatabase, onPostgres, postgresUrl } from '../../test/databases.js';
import { seededDataDir } from '../../test/seeded.js';
import { createBackup, runPgTool } from './backup.js';
import { BackupError } from './manifest.js';
import { restoreBackup } from './restore.js';

const PORT = 8521;
const RESTORED_PORT = 8522;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -- ...args` as a child process, with the server's settings in env. */
function runCommand(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'error', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', `server/src/backup/${command}-cli.ts`, ...args], { cwd: ROOT, env: childEnv });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Every path under a folder with its size and sha256 (the live SQLite files by name only: the server writes them). */
function snapshot(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, entry);
    const stat = fs.statSync(full);
    if (stat.isDirectory()) found[entry] = 'folder';
    else if (/lumen\.sqlite|server\.lock/.test(entry)) found[entry] = 'file';
    else found[entry] = `${stat.size} ${createHash('sha256').update(fs.readFileSync(full)).digest('hex')}`;
  }
  return found;
}

/** What the restore left in TMPDIR (tsx keeps its cache there too). */
const leftovers = (tmp: string) => fs.readdirSync(tmp).filter((name) => name.startsWith('lumen-'));

const scratch = makeTempDir('backup-test');
afterAll(async () => {
  await killAllServers();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('npm run backup and restore beside a running server (SQLite)', () => {
  let dir: string;
  let server: ServerProcess;
  let viewer: { token: string };
  /** My List's additions the server acknowledged, in order. */
  const added: string[] = [];
  let acknowledgedBeforeBackup = 0;
  const backupFile = path.join(scratch, 'lumen-backup.tar.gz');
  const tmp = path.join(scratch, 'tmp');

  beforeAll(async () => {
    fs.mkdirSync(tmp);
    dir = await seededDataDir('backup');
    fs.mkdirSync(path.join(dir, 'media', 'uploads'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'pictures'));
    fs.writeFileSync(path.join(dir, 'media', 'uploads', 'clip.bin'), Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256)));
    fs.writeFileSync(path.join(dir, 'pictures', 'poster.jpg'), 'the poster before');
    // A studio picture caught half-written (uploaded-pictures.ts writes .partial, then renames): not copied.
    fs.writeFileSync(path.join(dir, 'pictures', `${'a'.repeat(32)}-640.webp.1234.1.partial`), 'half a pict');
    server = await startServer({ port: PORT, dataDir: dir });
    viewer = await signUp(server.base, 'backup');
  }, 120_000);

  it('takes a consistent copy while a viewer writes, and a restore into a fresh DATA_DIR shows exactly that copy', async () => {
    let next = 1;
    const addOne = async () => {
      const id = `ep${String(next++).padStart(5, '0')}`;
      const answer = await request(server.base, 'POST', '/api/mylist', { body: { video_id: id, status: 1 }, token: viewer.token });
      expect(answer.status, answer.text).toBe(200);
      added.push(id);
    };
    for (let i = 0; i < 5; i++) await addOne();
    acknowledgedBeforeBackup = added.length;

    const started = Date.now();
    const backup = runCommand('backup', [backupFile], { DATA_DIR: dir, TMPDIR: tmp });
    let done: Run | null = null;
    void backup.then((run) => (done = run));
    // One write at a time during the whole backup, and a few after it.
    while (!done && added.length < 480) await addOne();
    const run = await backup;
    const writesDuring = added.length - acknowledgedBeforeBackup;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Backed up the database in .* \(\d+ migrations applied\) and 2 other files from DATA_DIR to .*lumen-backup\.tar\.gz: [\d.]+ MB in [\d.]+ s\n$/,
    );
    console.log(`${run.stdout.trim()} (${Date.now() - started} ms with the command's start; ${writesDuring} writes acknowledged meanwhile)`);
    expect(writesDuring).toBeGreaterThan(0);
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);
    expect(fs.readdirSync(scratch).filter((name) => name.startsWith('lumen-backup'))).toEqual(['lumen-backup.tar.gz']);

    // Changes after the backup, which the restore must not show.
    const removed = added[0]!;
    expect((await request(server.base, 'POST', '/api/mylist', { body: { video_id: removed, status: 0 }, token: viewer.token })).status).toBe(200);
    for (let i = 0; i < 3; i++) await addOne();
    fs.writeFileSync(path.join(dir, 'pictures', 'poster.jpg'), 'the poster after');

    const restored = path.join(scratch, 'restored');
    const restore = await runCommand('restore', [backupFile], { DATA_DIR: restored, TMPDIR: tmp });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .*lumen-backup\.tar\.gz \(made .*\) into DATA_DIR .*restored\. Start the server/);
    expect(leftovers(tmp)).toEqual([]);
    expect(fs.readFileSync(path.join(restored, 'pictures', 'poster.jpg'), 'utf8')).toBe('the poster before');
    expect(fs.readdirSync(path.join(restored, 'pictures'))).toEqual(['poster.jpg']);
    expect(fs.readFileSync(path.join(restored, 'media', 'uploads', 'clip.bin'))).toEqual(fs.readFileSync(path.join(dir, 'media', 'uploads', 'clip.bin')));

    // The restored DATA_DIR as `npm start` runs it: the viewer's token still signs in.
    const second = await startServer({ port: RESTORED_PORT, dataDir: restored });
    const list = await request(second.base, 'GET', '/api/mylist', { token: viewer.token });
    expect(list.status, list.text).toBe(200);
    const ids = (list.body._embedded.items as Array<{ _id?: string; id?: string }>).map((item) => item._id ?? item.id).sort();
    // One snapshot: every write acknowledged before the backup started, then an unbroken run of the
    // later ones, none of the changes after it.
    expect(ids.length).toBeGreaterThanOrEqual(acknowledgedBeforeBackup);
    expect(ids).toEqual(added.slice(0, ids.length).sort());
    expect(ids).toContain(removed);
    expect(ids.length).toBeLessThan(added.length);
    console.log(`the restored My List holds ${ids.length} of the ${added.length} additions (${acknowledgedBeforeBackup} made before the backup started)`);
    await second.kill('SIGTERM');
  }, 240_000);

  it('refuses to restore while the server holds DATA_DIR, and leaves the folder as it was', async () => {
    const before = snapshot(dir);
    const run = await runCommand('restore', [backupFile], { DATA_DIR: dir, TMPDIR: tmp });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(new RegExp(`^Not restored, nothing changed: Another Lumen server \\(pid ${server.pid}\\) is already using DATA_DIR`));
    expect(snapshot(dir)).toEqual(before);
    expect(Object.keys(before).some((name) => name.startsWith('before-restore-'))).toBe(false);
    expect(leftovers(tmp)).toEqual([]);
    expect((await request(server.base, 'GET', '/api/mylist', { token: viewer.token })).status).toBe(200);
  }, 60_000);

  it('refuses damaged archives with a clear message and writes nothing', async () => {
    const good = fs.readFileSync(backupFile);
    const unpacked = path.join(scratch, 'unpacked');
    fs.mkdirSync(unpacked);
    await extractTar({ file: backupFile, cwd: unpacked });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    const entries = ['manifest.json', ...manifest.files.map((f: { path: string }) => f.path)];
    /** The good backup's files, changed by `change`, packed again. */
    const repack = async (name: string, change: (folder: string) => void, extra: string[] = []): Promise<string> => {
      const folder = path.join(scratch, `repack-${name}`);
      fs.cpSync(unpacked, folder, { recursive: true });
      change(folder);
      const file = path.join(scratch, `${name}.tar.gz`);
      await createTar({ gzip: true, file, cwd: folder }, [...entries.filter((entry) => fs.existsSync(path.join(folder, entry))), ...extra]);
      return file;
    };
    const editManifest = (folder: string, edit: (m: typeof manifest) => void) => {
      const m = structuredClone(manifest);
      edit(m);
      fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(m));
    };
    const write = (name: string, bytes: Buffer) => {
      const file = path.join(scratch, name);
      fs.writeFileSync(file, bytes);
      return file;
    };
    const flipped = Buffer.from(good);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;

    const cases: Array<[string, string, RegExp]> = [
      ['one byte flipped', write('flipped.tar.gz', flipped), /not a readable backup archive|does not match its sha256|is damaged/],
      ['cut short', write('truncated.tar.gz', good.subarray(0, Math.floor(good.length / 2))), /not a readable backup archive|cut short/],
      ['empty', write('empty.tar.gz', Buffer.alloc(0)), /not a readable backup archive|has no manifest\.json/],
      ['not an archive', write('text.tar.gz', Buffer.from('hello\n')), /not a readable backup archive/],
      ['missing', path.join(scratch, 'no-such-backup.tar.gz'), /there is no such file/],
      [
        'a manifest naming a missing file',
        await repack('missing-file', (folder) =>
          editManifest(folder, (m) => m.files.push({ path: 'files/pictures/gone.jpg', size: 3, sha256: 'a'.repeat(64) })),
        ),
        /manifest lists files\/pictures\/gone\.jpg, which the archive does not hold/,
      ],
      [
        'a file changed after the manifest',
        await repack('changed', (folder) => fs.writeFileSync(path.join(folder, 'files', 'pictures', 'poster.jpg'), 'the poster AFTER!')),
        /files\/pictures\/poster\.jpg does not match its sha256 in the manifest/,
      ],
      ['no manifest', await repack('no-manifest', (folder) => fs.rmSync(path.join(folder, 'manifest.json'))), /has no manifest\.json/],
      [
        'an unknown manifest version',
        await repack('version', (folder) => editManifest(folder, (m) => (m.version = 99))),
        /manifest is version 99, which this Lumen does not know/,
      ],
      [
        'a file its manifest does not list',
        await repack('extra', (folder) => fs.writeFileSync(path.join(folder, 'files', 'extra.txt'), 'x'), ['files/extra.txt']),
        /holds files\/extra\.txt, which its manifest does not list/,
      ],
    ];
    const existing = path.join(scratch, 'existing');
    fs.mkdirSync(path.join(existing, 'pictures'), { recursive: true });
    fs.writeFileSync(path.join(existing, 'pictures', 'mine.jpg'), 'keep me');
    const existingBefore = snapshot(existing);
    for (const [what, file, message] of cases) {
      // The command over a DATA_DIR with files in it, the same code in-process into a new one.
      const run = await runCommand('restore', [file], { DATA_DIR: existing, TMPDIR: tmp });
      expect(run.code, `${what}: ${run.stderr}`).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n'), what).toHaveLength(1);
      expect(run.stderr, what).toMatch(/^Not restored, nothing changed: /);
      expect(run.stderr, what).toMatch(message);
      expect(leftovers(tmp), what).toEqual([]);
      expect(snapshot(existing), what).toEqual(existingBefore);
      const fresh = path.join(scratch, `never-${what.replaceAll(' ', '-')}`);
      await expect(restoreBackup({ file, dataDir: fresh, databaseUrl: null, customerId: 'lumen' }), what).rejects.toThrow(message);
      expect(fs.existsSync(fresh), what).toBe(false);
    }
  }, 300_000);
});

describe('command lines', () => {
  it.each([
    ['backup', [], /^Usage: npm run backup -- FILE /],
    ['backup', ['a.tar.gz', 'b.tar.gz'], /^Usage: npm run backup -- FILE /],
    ['backup', ['--verbose', 'a.tar.gz'], /Unknown option '--verbose'[\s\S]*\nUsage: npm run backup -- FILE /],
    ['restore', [], /^Usage: npm run restore -- FILE /],
    ['restore', ['--help'], /^Usage: npm run restore -- FILE /],
  ] as const)('npm run %s -- %j: exit 2 with the usage', async (command, args, usage) => {
    const run = await runCommand(command, [...args], { DATA_DIR: path.join(scratch, 'usage-never') });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(usage);
    expect(fs.existsSync(path.join(scratch, 'usage-never'))).toBe(false);
  });

  it('a bad setting is exit 2, a backup of a DATA_DIR without a database exit 1, with nothing written', async () => {
    const bad = await runCommand('backup', [path.join(scratch, 'x.tar.gz')], { DATA_DIR: scratch, PORT: 'eighty' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^Invalid configuration:/);
    const empty = makeTempDir('backup-empty');
    const none = await runCommand('backup', [path.join(scratch, 'none.tar.gz')], { DATA_DIR: empty });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^Backup failed, nothing written to .*none\.tar\.gz: there is no database in .* yet/);
    expect(fs.readdirSync(scratch).filter((name) => name.startsWith('none') || name.startsWith('x.'))).toEqual([]);
    fs.rmSync(empty, { recursive: true, force: true });
  }, 30_000);
});

it('names the package to install when pg_dump or pg_restore is missing', async () => {
  await expect(runPgTool(path.join(scratch, 'no-such-bin', 'pg_dump'), ['--version'], process.env)).rejects.toThrow(
    /^pg_dump was not found: install PostgreSQL's client tools \(Debian and Ubuntu: apt-get install postgresql-client/,
  );
});

describe.skipIf(onPostgres)('schema versions (SQLite, in-process)', () => {
  const options = (dataDir: string, file: string) => ({ file, dataDir, databaseUrl: null, customerId: 'lumen' });

  it('an older backup is restored as it was, and the next start migrates it forward', async () => {
    const old = makeTempDir('backup-old');
    const store = openDatabase({ dataDir: old });
    const migrator = createMigrator(store.db);
    const names = (await migrator.getMigrations()).map((m) => m.name);
    const previous = names[names.length - 2]!;
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await store.close();
    const file = path.join(scratch, 'old.tar.gz');
    const made = await createBackup(options(old, file));
    expect(made.migrations).toEqual(names.slice(0, -1));

    const restored = path.join(scratch, 'old-restored');
    const result = await restoreBackup(options(restored, file));
    expect(result.asideDir).toBeNull();
    const reopened = openDatabase({ dataDir: restored });
    try {
      expect(await pendingMigrations(reopened.db)).toEqual([names[names.length - 1]]);
      await migrateToLatest(reopened.db);
      expect(await pendingMigrations(reopened.db)).toEqual([]);
    } finally {
      await reopened.close();
    }

    // Restoring over it keeps what was there, aside.
    const again = await restoreBackup(options(restored, file));
    expect(again.asideDir).toMatch(/before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(fs.existsSync(path.join(again.asideDir!, DATABASE_FILE))).toBe(true);
    fs.rmSync(old, { recursive: true, force: true });
  }, 60_000);

  it('a backup whose database has a migration this code does not know is refused, nothing written', async () => {
    const future = makeTempDir('backup-future');
    const store = openDatabase({ dataDir: future });
    await migrateToLatest(store.db);
    await store.close();
    const sqlite = new SQLite(path.join(future, DATABASE_FILE));
    sqlite.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999_from_the_future', new Date().toISOString());
    sqlite.close();
    const file = path.join(scratch, 'future.tar.gz');
    await createBackup(options(future, file));
    const target = path.join(scratch, 'future-restored');
    await expect(restoreBackup(options(target, file))).rejects.toThrow(
      /migrations this Lumen does not know \(9999_from_the_future\): it was made by a newer Lumen/,
    );
    await expect(restoreBackup(options(target, file))).rejects.toBeInstanceOf(BackupError);
    expect(fs.existsSync(target)).toBe(false);
    fs.rmSync(future, { recursive: true, force: true });
  }, 60_000);
});

describe.runIf(onPostgres)('PostgreSQL: pg_dump and pg_restore (npm run test:pg)', () => {
  it('backs up a seeded database, restores it into an empty one, and refuses a database that is not empty', async () => {
    const source = await createTestDatabase(true);
    const empty = await createTestDatabase(false);
    const dataDir = makeTempDir('backup-pg');
    try {
      fs.mkdirSync(path.join(dataDir, 'pictures'));
      fs.writeFileSync(path.join(dataDir, 'pictures', 'poster.jpg'), 'poster');
      const file = path.join(scratch, 'pg.tar.gz');
      const made = await createBackup({ file, dataDir, databaseUrl: source.url, customerId: 'lumen' });
      expect(made.engine).toBe('postgres');
      expect(made.files).toBe(1);

      await expect(restoreBackup({ file, dataDir: path.join(scratch, 'pg-never'), databaseUrl: source.url, customerId: 'lumen' })).rejects.toThrow(
        /database in DATABASE_URL is not empty .*restore into a new, empty database/,
      );
      expect(fs.existsSync(path.join(scratch, 'pg-never'))).toBe(false);

      const restoredDir = path.join(scratch, 'pg-restored');
      const result = await restoreBackup({ file, dataDir: restoredDir, databaseUrl: empty.url, customerId: 'lumen' });
      expect(result.manifest.migrations).toEqual(made.migrations);
      expect(fs.readFileSync(path.join(restoredDir, 'pictures', 'poster.jpg'), 'utf8')).toBe('poster');
      const count = async (url: string) => {
        const store = openDatabase({ databaseUrl: url, dataDir: ':memory:' });
        try {
          return await store.db
            .selectFrom('items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
        } finally {
          await store.close();
        }
      };
      expect(await count(empty.url)).toEqual(await count(source.url));
      const reopened = openDatabase({ databaseUrl: empty.url, dataDir: ':memory:' });
      try {
        expect(await pendingMigrations(reopened.db)).toEqual([]);
        await seedCustomer(reopened.db, 'lumen');
      } finally {
        await reopened.close();
      }
    } finally {
      await source.drop();
      await empty.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(postgresUrl).not.toBeNull();
  }, 120_000);
});
