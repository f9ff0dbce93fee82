import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, openDatabase, type OpenedDatabase } from './database.js';

/** DATA_DIR's lock in one process (server/test/faults.test.ts covers separate processes and kill -9). */
const dirs: string[] = [];
const opened: OpenedDatabase[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-lock-'));
  dirs.push(dir);
  return dir;
};
const open = (dataDir: string) => {
  const store = openDatabase({ dataDir });
  opened.push(store);
  return store;
};

describe('the DATA_DIR lock', () => {
  it('refuses a second opening of the same folder, naming the holder, until the first closes', async () => {
    const dir = tempDir();
    const first = open(dir);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    let refusal: unknown;
    try {
      open(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `Another Lumen server (pid ${process.pid}) is already using DATA_DIR ${dir}. Stop it first, or give this server its own DATA_DIR.`,
    );
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    // Closed, the lock is free again; the file left behind means nothing.
    const second = open(dir);
    expect(second.engine).toBe('sqlite');
  });

  it('leaves other folders and in-memory databases alone', () => {
    const [a, b] = [tempDir(), tempDir()];
    const stores = [open(a), open(b), open(':memory:'), open(':memory:')];
    // Each opened, each its own: a folder's lock is in that folder only, and memory takes none.
    expect(stores.map((store) => store.engine)).toEqual(['sqlite', 'sqlite', 'sqlite', 'sqlite']);
    expect(fs.existsSync(path.join(a, LOCK_FILE)) && fs.existsSync(path.join(b, LOCK_FILE))).toBe(true);
    expect(fs.existsSync(path.join(process.cwd(), ':memory:', LOCK_FILE))).toBe(false);
    expect(new Set(stores.map((store) => store.db)).size).toBe(4);
  });

  it('explains a DATA_DIR that is a file, or lies under one', () => {
    const file = path.join(tempDir(), 'plain-file');
    fs.writeFileSync(file, 'not a folder');
    expect(() => open(file)).toThrow(`DATA_DIR: ${file} exists and is not a folder`);
    expect(() => open(path.join(file, 'data'))).toThrow(`DATA_DIR: ${path.join(file, 'data')} cannot be made, ${file} is a file, not a folder`);
  });

  it('explains a database file that is not a database', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'lumen.sqlite'), 'x'.repeat(4096));
    expect(() => open(dir)).toThrow(`Could not open the database ${path.join(dir, 'lumen.sqlite')}: file is not a database`);
    // The failed opening let its lock go.
    fs.rmSync(path.join(dir, 'lumen.sqlite'));
    expect(open(dir).engine).toBe('sqlite');
  });

  it('explains a database path it cannot open', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'lumen.sqlite'));
    expect(() => open(dir)).toThrow(`Could not open the database ${path.join(dir, 'lumen.sqlite')}: unable to open database file`);
  });
});
