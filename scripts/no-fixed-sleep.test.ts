import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The browser tests wait for the app, not the clock (issue 50, item 4). A helper of the specs
 * (tests/e2e/helpers.ts, the crawler, the walker, any module of tests/e2e that is not a spec) that
 * sleeps a fixed time makes every test that calls it as slow as the sleep, and still flaky when
 * the machine is slower than the sleep: it waits for a condition instead (waitForApp, a polling
 * assertion, a locator). A sleep that is meant (proving nothing happens for a while, a viewer's own
 * pace, the space between looks of a bounded wait) says why in a comment on its line or just above:
 * `// fixed-sleep-ok: <why>`.
 *
 * And a test that belongs to some layouts only is tagged with them (`{ tag: '@tv' }`), so that the
 * other projects do not schedule it at all (playwright.config.ts): no spec skips by layout at run
 * time.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const E2E = 'tests/e2e/';
const ALLOW = /fixed-sleep-ok:\s*\S.{9,}/;

function e2eFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', E2E], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return tracked.filter((file) => /\.(ts|mjs|js)$/.test(file) && fs.existsSync(path.join(ROOT, file)));
}

const isSpec = (file: string) => /\.spec\.ts$/.test(file);

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

/** Whether a comment on the call's line, or in the comment lines just above it, says why it sleeps. */
function allowed(lines: string[], line: number): boolean {
  if (ALLOW.test(lines[line] ?? '')) return true;
  const above: string[] = [];
  for (let i = line - 1; i >= 0 && /^\s*(\/\/|\/\*|\*)/.test(lines[i]!); i--) above.push(lines[i]!);
  return ALLOW.test(above.reverse().join(' '));
}

/**
 * The fixed sleeps in a helper's text, as `file:line: code`: `waitForTimeout(`, a timer wrapped in a
 * promise to be awaited (`new Promise((resolve) => setTimeout(resolve, 100))`), and an awaited timer
 * (node:timers/promises). A timer of 0 (the next task) is no sleep.
 */
export function fixedSleeps(file: string, text: string): string[] {
  const source = parse(file, text);
  const lines = text.split('\n');
  const found: string[] = [];
  const visit = (node: ts.Node, inPromise: boolean) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const delay = node.arguments[1];
      const timer = name === 'setTimeout' && ((inPromise && delay !== undefined && delay.getText(source) !== '0') || ts.isAwaitExpression(node.parent));
      if (name === 'waitForTimeout' || timer) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        if (!allowed(lines, line)) found.push(`${file}:${line + 1}: ${lines[line]!.trim()}`);
      }
    }
    const promise = inPromise || (ts.isNewExpression(node) && node.expression.getText(source) === 'Promise');
    ts.forEachChild(node, (child) => visit(child, promise));
  };
  visit(source, false);
  return found;
}

/** The skips by layout in a spec's text, as `file:line: code`: a skip whose condition reads the layout or the project. */
export function layoutSkips(file: string, text: string): string[] {
  const source = parse(file, text);
  const lines = text.split('\n');
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && /^(test|test\.describe|testInfo)\.(skip|fixme)$/.test(node.expression.getText(source))) {
      const condition = node.arguments[0];
      if (condition && /layoutOf\(|project\.name|\blayout\b/.test(condition.getText(source))) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        found.push(`${file}:${line + 1}: ${lines[line]!.trim()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the browser tests', () => {
  it('find the sleeps and the skips they look for', () => {
    expect(fixedSleeps('a.ts', 'async function press() {\n  await page.waitForTimeout(120);\n}')).toEqual(['a.ts:2: await page.waitForTimeout(120);']);
    expect(fixedSleeps('a.ts', 'const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));')).toHaveLength(1);
    expect(fixedSleeps('a.ts', "import { setTimeout } from 'node:timers/promises';\nawait setTimeout(50);")).toHaveLength(1);
    expect(fixedSleeps('a.ts', 'await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));')).toEqual([]);
    expect(fixedSleeps('a.ts', '// fixed-sleep-ok: proves that nothing moves for a second\nawait page.waitForTimeout(1000);')).toEqual([]);
    expect(fixedSleeps('a.ts', '// fixed-sleep-ok:\nawait page.waitForTimeout(1000);')).toHaveLength(1);
    expect(layoutSkips('a.spec.ts', "test.skip(layoutOf(testInfo) !== 'tv', 'the remote');")).toHaveLength(1);
    expect(layoutSkips('a.spec.ts', "test.skip(testInfo.project.name === 'mobile');")).toHaveLength(1);
    expect(layoutSkips('a.spec.ts', "test.skip(!hasFfmpeg, 'no ffmpeg');")).toEqual([]);
  });

  it('have no fixed sleep in their helpers, unless it says why', () => {
    const helpers = e2eFiles().filter((file) => !isSpec(file));
    expect(helpers).toContain('tests/e2e/helpers.ts');
    expect(helpers.some((file) => file.startsWith('tests/e2e/crawler/'))).toBe(true);
    expect(helpers.some((file) => file.startsWith('tests/e2e/walker/'))).toBe(true);
    const sleeps = helpers.flatMap((file) => fixedSleeps(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(sleeps).toEqual([]);
  });

  it('skip no test by layout at run time: a test of some layouts is tagged with them', () => {
    const specs = e2eFiles().filter(isSpec);
    expect(specs.length).toBeGreaterThan(20);
    const skips = specs.flatMap((file) => layoutSkips(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(skips).toEqual([]);
  });
});
