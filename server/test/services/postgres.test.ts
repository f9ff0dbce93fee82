import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBinDir, PostgresNotInstalledError } from './postgres.js';

const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-no-pg-'));
afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

describe('the test PostgreSQL without its binaries', () => {
  it('says which package to install', () => {
    let refusal: unknown;
    try {
      findBinDir(path.join(empty, 'bin'), empty, false);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(PostgresNotInstalledError);
    expect((refusal as Error).message).toContain('apt-get update && apt-get install -y postgresql');
    expect((refusal as Error).message).toContain(path.join(empty, 'bin'));
  });

  it('finds the newest Debian version folder', () => {
    for (const version of ['13', '15']) {
      const bin = path.join(empty, version, 'bin');
      fs.mkdirSync(bin, { recursive: true });
      for (const name of ['initdb', 'postgres']) fs.writeFileSync(path.join(bin, name), '');
    }
    expect(findBinDir(undefined, empty, false)).toBe(path.join(empty, '15', 'bin'));
  });
});
