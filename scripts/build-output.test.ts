import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types
import { buildsFolder, ensureBuild, withLock } from './build-output.mjs';

const MODULE = pathToFileURL(path.join(import.meta.dirname, 'build-output.mjs')).href;

let root: string;
let output: string;
let source: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-build-'));
  output = path.join(root, 'dist');
  source = path.join(root, 'src');
  fs.mkdirSync(source);
  fs.writeFileSync(path.join(source, 'app.ts'), 'export {};\n');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A stand-in for vite: writes index.html in two parts, as a real build writes its files over time. */
function fakeBuild(label: string) {
  return (dir: string) => {
    fs.writeFileSync(path.join(dir, 'index.html'), `<!-- ${label} start -->`);
    fs.appendFileSync(path.join(dir, 'index.html'), `<!-- ${label} end -->`);
  };
}

/** A node script run in a child process, with the module's functions at hand. */
function script(body: string): string {
  const file = path.join(root, `child-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, `import fs from 'node:fs';\nimport path from 'node:path';\nimport { ensureBuild } from '${MODULE}';\n${body}\n`);
  return file;
}

describe('ensureBuild', () => {
  it('builds once, then finds the output current until a source changes', () => {
    const inputs = [source];
    expect(ensureBuild({ root, output, inputs, build: fakeBuild('one') })).toBe('built');
    expect(fs.lstatSync(output).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(output, 'index.html'), 'utf8')).toContain('one end');
    expect(ensureBuild({ root, output, inputs, build: fakeBuild('two') })).toBe('current');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(source, 'app.ts'), later, later);
    expect(ensureBuild({ root, output, inputs, build: fakeBuild('three') })).toBe('built');
    expect(fs.readFileSync(path.join(output, 'index.html'), 'utf8')).toContain('three end');
  });

  it('a build is readable by all, as a plain folder is (nginx serves it as www-data)', () => {
    ensureBuild({ root, output, inputs: [source], build: fakeBuild('one') });
    expect(fs.statSync(fs.realpathSync(output)).mode & 0o777).toBe(0o755);
  });

  it('keeps the current build and the one before it, and moves an old plain folder aside', () => {
    fs.mkdirSync(output);
    fs.writeFileSync(path.join(output, 'index.html'), 'plain');
    for (const label of ['a', 'b', 'c']) ensureBuild({ root, output, inputs: [source], build: fakeBuild(label), force: true });
    const builds = fs.readdirSync(buildsFolder(output, root)).filter((name) => !name.startsWith('.'));
    expect(builds).toHaveLength(2);
    expect(fs.readFileSync(path.join(output, 'index.html'), 'utf8')).toContain('c end');
  });

  it('a failed build leaves the last good one in place', () => {
    ensureBuild({ root, output, inputs: [source], build: fakeBuild('good') });
    expect(() =>
      ensureBuild({
        root,
        output,
        inputs: [source],
        force: true,
        build: (dir: string) => {
          fs.writeFileSync(path.join(dir, 'index.html'), 'half');
          throw new Error('vite build failed');
        },
      }),
    ).toThrow('vite build failed');
    expect(fs.readFileSync(path.join(output, 'index.html'), 'utf8')).toContain('good end');
    expect(fs.existsSync(path.join(buildsFolder(output, root), '.lock'))).toBe(false);
  });

  it('a reader never finds the output missing or half-written while builds land', async () => {
    ensureBuild({ root, output, inputs: [source], build: fakeBuild('first') });
    const reader = script(`
      const file = path.join(${JSON.stringify(output)}, 'index.html');
      let reads = 0, bad = 0;
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        try {
          const html = fs.readFileSync(file, 'utf8');
          if (!html.endsWith('end -->')) bad++;
        } catch { bad++; }
        reads++;
      }
      console.log(JSON.stringify({ reads, bad }));`);
    const child = spawn(process.execPath, [reader]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const done = new Promise((resolve) => child.on('exit', resolve));
    let landed = 0;
    const until = Date.now() + 1200;
    while (Date.now() < until) {
      ensureBuild({ root, output, inputs: [source], build: fakeBuild(`b${landed}`), force: true });
      landed++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await done;
    const { reads, bad } = JSON.parse(out) as { reads: number; bad: number };
    expect(landed).toBeGreaterThan(10);
    expect(reads).toBeGreaterThan(100);
    expect(bad).toBe(0);
  });

  it('two builders started together build once; the second waits and takes that build', async () => {
    const log = path.join(root, 'builds.log');
    const builder = script(`
      const result = ensureBuild({
        root: ${JSON.stringify(root)},
        output: ${JSON.stringify(output)},
        inputs: [${JSON.stringify(source)}],
        build: (dir) => {
          fs.appendFileSync(${JSON.stringify(log)}, process.pid + '\\n');
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 700);
          fs.writeFileSync(path.join(dir, 'index.html'), 'whole end -->');
        },
      });
      console.log(result);`);
    const run = () =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, [builder]);
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', () => resolve(out.trim()));
      });
    const results = await Promise.all([run(), run()]);
    expect(results.sort()).toEqual(['built', 'current']);
    expect(fs.readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});

describe('withLock', () => {
  it('takes over a lock whose builder has died', () => {
    const lock = path.join(root, 'build', '.lock');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, dead);
    const started = Date.now();
    expect(withLock(lock, () => 'ran')).toBe('ran');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fs.existsSync(lock)).toBe(false);
  });
});
