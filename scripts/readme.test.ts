import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** Where the repository's own files live: a name starting with one of these is a claim that it exists. */
const TOP = /^(src|server|contract|studio|platforms|deploy|public|scripts|tests|docs|eslint-rules|harness|\.ci)\//;

/** The repository paths a Markdown file names: in code spans and as link targets. */
function namedPaths(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const links = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)].map((m) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), m[1]!)));
  return [...spans, ...links].map((name) => name.trim().replace(/[:,.;]+$/, '')).filter((name) => TOP.test(name) && !/[*{}<>|\s]|\.\.\./.test(name));
}

describe('the README and docs/', () => {
  it('keep the README short: under 500 lines, the rest in docs/', () => {
    expect(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThan(500);
  });

  it.each(DOCS)('%s names only files and folders that exist', (file) => {
    const named = namedPaths(file);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !fs.existsSync(path.join(ROOT, name)))).toEqual([]);
  });

  it('cite nothing outside the repository', () => {
    for (const file of DOCS) expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(/\.\.\/shared|DESIGN\.md|STYLE\.md|SPEC\.md/);
  });
});
