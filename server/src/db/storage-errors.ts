import pg from 'pg';
import { TransactionRetryError } from './transaction.js';

/** What the API answers when the database itself cannot do its part, whatever the route. */
export interface StorageFailure {
  statusCode: number;
  message: string;
}

export const STORAGE_MESSAGES = {
  full: /*i18n*/ 'The server cannot save right now: its disk is full. Please try again later.',
  readOnly: /*i18n*/ 'The server cannot save right now: its storage is read-only. Please try again later.',
  io: /*i18n*/ 'The server cannot reach its storage right now. Please try again in a moment.',
  busy: /*i18n*/ 'The server is busy. Please try again in a moment.',
  unavailable: /*i18n*/ 'The server cannot reach its database right now. Please try again in a moment.',
} as const;

const full: StorageFailure = { statusCode: 507, message: STORAGE_MESSAGES.full };
const readOnly: StorageFailure = { statusCode: 503, message: STORAGE_MESSAGES.readOnly };
const io: StorageFailure = { statusCode: 503, message: STORAGE_MESSAGES.io };
const busy: StorageFailure = { statusCode: 503, message: STORAGE_MESSAGES.busy };
const unavailable: StorageFailure = { statusCode: 503, message: STORAGE_MESSAGES.unavailable };

/**
 * The answer for a database error the person can do nothing about but wait: a full disk (507), a
 * read-only or failing disk, a locked database or an unreachable PostgreSQL (503). Null for any
 * other error. SQLite rolls back the failed statement, so the file stays whole and the next write
 * succeeds once there is room again (server/src/db/storage-errors.test.ts).
 */
export function storageFailure(error: unknown): StorageFailure | null {
  if (!(error instanceof Error)) return null;
  if (error instanceof TransactionRetryError) return busy;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  if (error.name === 'SqliteError') {
    // Extended codes carry the primary one as a prefix (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED).
    const primary = /^SQLITE_[A-Z]+/.exec(code)?.[0];
    switch (primary) {
      case 'SQLITE_FULL':
        return full;
      case 'SQLITE_READONLY':
        return readOnly;
      case 'SQLITE_IOERR':
      case 'SQLITE_CANTOPEN':
        return io;
      case 'SQLITE_BUSY':
      case 'SQLITE_LOCKED':
        return busy;
      default:
        return null;
    }
  }
  if (error instanceof pg.DatabaseError) {
    // SQLSTATE: 53100 disk_full, 25006 read_only_sql_transaction, 53300 too_many_connections,
    // 57P01-57P03 the server shutting down or starting up, 08xxx connection failures.
    if (code === '53100') return full;
    if (code === '25006') return readOnly;
    if (code === '53300' || code.startsWith('57P') || code.startsWith('08')) return unavailable;
    // 40001/40P01: concurrent writes collided (inTransaction retries these; a write outside one,
    // or one that collided on every try, ends here): the next try will likely pass.
    if (code === '40001' || code === '40P01') return busy;
    return null;
  }
  return null;
}

/** The answer when PostgreSQL refuses text the request sent (SQLite stores any string). */
export const UNSTORABLE_TEXT = /*i18n*/ 'The request contains a character that cannot be stored (such as U+0000).';

/**
 * Whether PostgreSQL refused a text value of the request as such: 22021 (a NUL character, or bytes
 * that are not UTF-8) or 22P05 (a character the database's encoding lacks). The request is at
 * fault, not the server: 400. SQLite never raises these (it stores any string).
 */
export function isUnstorableText(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return false;
  return error.code === '22021' || error.code === '22P05';
}
