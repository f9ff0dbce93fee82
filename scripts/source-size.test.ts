import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Past this a file holds more than one thing to understand: split it by what its parts do. */
const MAX_LINES = 400;
/** The product's own code: the app, the server, the shared shapes, the studio, deployment, packaging and scripts (not their tests). */
const SOURCE = /^(src|server\/src|contract|studio|deploy|platforms|scripts)\/.*\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx)$/;

const linesOf = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function sourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return tracked.filter((file) => SOURCE.test(file) && !TEST.test(file) && fs.existsSync(path.join(ROOT, file)));
}

describe('source files', () => {
  it(`are each at most ${MAX_LINES} lines`, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: linesOf(fs.readFileSync(path.join(ROOT, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
