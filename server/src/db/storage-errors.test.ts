import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller } from '../../test/accounts.js';
import { onPostgres } from '../../test/databases.js';
import { CUSTOMER, testConfig, type TestServer } from '../../test/helper.js';
import { seededDataDir } from '../../test/seeded.js';
import { buildApp } from '../app.js';
import { openDatabase, pendingMigrations, type Db, type OpenedDatabase } from './database.js';
import { isUnstorableText, STORAGE_MESSAGES, storageFailure } from './storage-errors.js';
import { TransactionRetryError } from './transaction.js';

/**
 * A full disk and a read-only store, on a real database file in WAL mode as `npm start` uses.
 * The disk fills for real as far as SQLite can tell: `PRAGMA max_page_count` caps the file at its
 * current size, so the next page a write needs fails with SQLITE_FULL, exactly as ENOSPC does.
 */
let dir: string;
let store: OpenedDatabase;
let server: TestServer;

async function serve(opened: OpenedDatabase): Promise<TestServer> {
  const app = await buildApp({
    config: testConfig({ contentCacheBytes: 0 }),
    db: opened.db,
  });
  await app.ready();
  return { app, db: opened.db, advance: () => undefined, close: () => app.close() };
}

const pragma = async (db: Db, text: string) => (await sql.raw(`PRAGMA ${text}`).execute(db)).rows as Array<Record<string, unknown>>;
const integrity = async (db: Db) => (await pragma(db, 'integrity_check')).map((row) => Object.values(row)[0]);

beforeAll(async () => {
  // The file tests below are SQLite's own; on PostgreSQL only storageFailure's run.
  if (onPostgres) return;
  dir = await seededDataDir('storage');
  store = openDatabase({ dataDir: dir });
  server = await serve(store);
});
afterAll(async () => {
  await server?.close();
  await store?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});
const { call, post, signedIn } = caller(() => server);
const listIds = async (auth: Record<string, string>) => {
  const list = await call('GET', '/api/mylist', undefined, auth);
  expect(list.status).toBe(200);
  return (list.body._embedded.items as Array<{ id: string }>).map((item) => item.id).sort();
};

describe('a full disk', () => {
  // SQLite mechanics: the full disk is made with PRAGMA max_page_count on the file.
  it.skipIf(onPostgres)('answers 507 with a clear message, keeps serving reads, stays whole, and saves again once there is room', async () => {
    const { token } = await signedIn('full-disk');
    const auth = bearer(token);
    expect((await post('/api/resume', { video_id: 'ep00001', status: 1, resumeTime: 42 }, auth)).status).toBe(200);
    const shows = (
      await store.db.selectFrom('items').select('id').where('customer_id', '=', CUSTOMER).where('type', '=', 'Series').orderBy('id').limit(400).execute()
    ).map((r) => r.id);

    // The disk is full from here: not one page more.
    const pages = Number(Object.values((await pragma(store.db, 'page_count'))[0]!)[0]);
    await pragma(store.db, `max_page_count = ${pages}`);
    const saved: string[] = [];
    let refused: { id: string; status: number; text: string } | undefined;
    try {
      for (const id of shows) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/mylist',
          headers: { customerid: CUSTOMER, ...auth },
          payload: { video_id: id, status: 1 },
        });
        if (response.statusCode === 200) {
          saved.push(id);
          continue;
        }
        refused = { id, status: response.statusCode, text: response.body };
        break;
      }
      expect(refused, 'some write must need a page the disk does not have').toBeDefined();
      expect(refused!.status).toBe(507);
      expect(JSON.parse(refused!.text)).toEqual({ error: { message: STORAGE_MESSAGES.full } });
      expect(refused!.text).not.toMatch(/SQLITE|stack|at \//i);

      // Reads go on: the list holds every acknowledged add and nothing else, and the catalogue answers.
      expect(await listIds(auth)).toEqual([...saved].sort());
      expect((await call('GET', '/api/catalogues?id=cat-all-shows&size=20&page=1')).status).toBe(200);
      expect((await call('GET', '/api/get-resume-list/', undefined, auth)).body.resumeList).toMatchObject([{ video_id: 'ep00001', resumeTime: 42 }]);
      // Removing frees room rather than needing it.
      if (saved.length > 0) expect((await post('/api/mylist', { video_id: saved.pop(), status: 0 }, auth)).status).toBe(200);
      expect(await integrity(store.db)).toEqual(['ok']);
    } finally {
      // Space is back (SQLite's own ceiling).
      await pragma(store.db, 'max_page_count = 1073741823');
    }

    // The refused write goes through now.
    expect((await post('/api/mylist', { video_id: refused!.id, status: 1 }, auth)).status).toBe(200);
    expect(await listIds(auth)).toEqual([...saved, refused!.id].sort());
    expect(await integrity(store.db)).toEqual(['ok']);
  });
});

describe('a read-only store', () => {
  // SQLite mechanics: the read-only disk is made with PRAGMA query_only on the connection.
  it.skipIf(onPostgres)('answers 503 with a clear message and keeps serving reads, then saves again', async () => {
    const { token } = await signedIn('read-only');
    const auth = bearer(token);
    expect((await post('/api/mylist', { video_id: 'sr0001', status: 1 }, auth)).status).toBe(200);
    // What a disk remounted read-only looks like to SQLite: every write fails with SQLITE_READONLY.
    await pragma(store.db, 'query_only = 1');
    try {
      for (const [url, body] of [
        ['/api/mylist', { video_id: 'sr0002', status: 1 }],
        ['/api/resume', { video_id: 'ep00002', status: 1, resumeTime: 7 }],
      ] as const) {
        const response = await post(url, body, auth);
        expect(response.status, url).toBe(503);
        expect(response.body).toEqual({ error: { message: STORAGE_MESSAGES.readOnly } });
      }
      expect(await listIds(auth)).toEqual(['sr0001']);
      expect((await call('GET', '/api/video?id=ep00002')).status).toBe(200);
    } finally {
      await pragma(store.db, 'query_only = 0');
    }
    expect((await post('/api/mylist', { video_id: 'sr0002', status: 1 }, auth)).status).toBe(200);
    expect(await listIds(auth)).toEqual(['sr0001', 'sr0002']);
  });
});

describe('the file afterwards', () => {
  // SQLite mechanics: reopens the file in DATA_DIR and runs PRAGMA integrity_check.
  it.skipIf(onPostgres)('opens cleanly: integrity_check ok and no migration pending', async () => {
    await server.close();
    await store.close();
    store = openDatabase({ dataDir: dir });
    expect(await integrity(store.db)).toEqual(['ok']);
    expect(await pendingMigrations(store.db)).toEqual([]);
    server = await serve(store);
  });
});

describe('storageFailure', () => {
  const sqliteError = (code: string) => Object.assign(new Error(code), { name: 'SqliteError', code });
  const pgError = (code: string) => Object.assign(new pg.DatabaseError('failed', 0, 'error'), { code });

  it('names the store failures a person can only wait out, and nothing else', () => {
    expect(storageFailure(sqliteError('SQLITE_FULL'))).toEqual({ statusCode: 507, message: STORAGE_MESSAGES.full });
    expect(storageFailure(sqliteError('SQLITE_IOERR_WRITE'))).toEqual({ statusCode: 503, message: STORAGE_MESSAGES.io });
    expect(storageFailure(sqliteError('SQLITE_READONLY_DBMOVED'))?.message).toBe(STORAGE_MESSAGES.readOnly);
    expect(storageFailure(sqliteError('SQLITE_BUSY'))?.statusCode).toBe(503);
    expect(storageFailure(pgError('53100'))?.statusCode).toBe(507);
    expect(storageFailure(pgError('25006'))?.message).toBe(STORAGE_MESSAGES.readOnly);
    expect(storageFailure(pgError('57P01'))?.message).toBe(STORAGE_MESSAGES.unavailable);
    expect(storageFailure(pgError('40001'))?.message).toBe(STORAGE_MESSAGES.busy);
    expect(storageFailure(new TransactionRetryError(5, '40001', { cause: pgError('40001') }))?.message).toBe(STORAGE_MESSAGES.busy);
    for (const other of [
      sqliteError('SQLITE_CONSTRAINT_PRIMARYKEY'),
      pgError('23505'),
      new Error('boom'),
      Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
      'text',
      null,
    ]) {
      expect(storageFailure(other)).toBeNull();
    }
  });

  it('tells text PostgreSQL refuses (a NUL character) from a failure of the server', () => {
    expect(isUnstorableText(pgError('22021'))).toBe(true);
    expect(isUnstorableText(pgError('22P05'))).toBe(true);
    for (const other of [pgError('23505'), sqliteError('SQLITE_MISMATCH'), new Error('22021')]) expect(isUnstorableText(other)).toBe(false);
  });
});
