/**
 * npm run test:old-engine: the app on a real old TV engine, Qt 5.15's WebEngine (Chromium 87, as
 * Debian ships it in python3-pyqt5.qtwebengine), driven by tests/old-engine/walk.py with Qt's own
 * key events.
 *
 * Builds the app if needed (and the relative build TV packages hold), starts the server on a free
 * port with a fresh data dir, signs up a viewer through the server's outbox, stages the webOS and
 * Tizen packages pointed at that server, runs the walk and fails with what it found. Without Qt it
 * fails in CI (CI=true) and skips loudly elsewhere. Chrome 87 is an engine of the middle bundle
 * (src/boot/boot.js): every section must have run it, but the legacy section, which takes
 * ResizeObserver away so that the legacy bundle runs, as on an engine before Chrome 64.
 *
 *   OLD_ENGINE_PYTHON   the Python with PyQt5.QtWebEngineWidgets (default /usr/bin/python3)
 *   OLD_ENGINE_ONLY     comma-separated sections of the walk (home,search,shows,playback,walk,rtl,webos,tizen,legacy)
 *   OLD_ENGINE_WALK_SEED, OLD_ENGINE_WALK_KEYS   the random walk's seed (49) and keys (40)
 *   OLD_ENGINE_KEEP     a folder to keep the report and screenshots in
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../deploy/service-processes';
import { packageTizen, packageVersion, packageWebos, ROOT, type PackageOptions, type TvPlatform } from '../../platforms/packaging';
import { PROBE_OPTIONS } from '../e2e/crawler/crawl';
import { settleAndProbe } from '../e2e/crawler/probe';
import { busyMs, menuDrawn, WALK_RULES } from '../e2e/walker/walk';
import { signIn } from '../perf/common';

const PYTHON = process.env.OLD_ENGINE_PYTHON ?? '/usr/bin/python3';
const WALK = path.join(ROOT, 'tests/old-engine/walk.py');
const WALK_TIMEOUT_MS = 360_000;
/** The random walk's seed and keys on the old engine (OLD_ENGINE_WALK_SEED, OLD_ENGINE_WALK_KEYS). */
const WALK_SEED = Number(process.env.OLD_ENGINE_WALK_SEED ?? 49);
const WALK_KEYS = Number(process.env.OLD_ENGINE_WALK_KEYS ?? 40);
const IN_CI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
/** What Chromium, ALSA and Qt print about a machine without a session bus, a sound card or a GPU. */
const ENGINE_NOISE = /ERROR:bus\.cc|ALSA lib|alsa_util\.cc|XDG_RUNTIME_DIR|Release of profile requested|dbus|ERROR:gpu|viz_main|Fontconfig/;

interface Section {
  section: string;
  ok: boolean;
  seconds: number;
  detail: string | null;
  problems: string[];
}

interface StartBytes {
  legacyJs: number;
  middleJs: number;
  modernJs: number;
  css: number;
  files: number;
}

interface Report {
  engine: { userAgent: string; chrome: string };
  sections: Section[];
  measures: { homeFocusSeconds?: number; startBytes?: StartBytes; legacyStartBytes?: StartBytes };
  /** What the boot script started in each section (window.LUMEN_BOOT). */
  bundles: Record<string, { bundle: string; reason: string } | null>;
  requests: number;
  modernChunks: string[];
  consoleErrors: unknown[];
}

function log(message: string): void {
  console.log(`old-engine: ${message}`);
}

function qtMissing(): string | null {
  const probe = spawnSync(PYTHON, ['-c', 'import PyQt5.QtWebEngineWidgets'], { encoding: 'utf8' });
  if (probe.error) return `${PYTHON} cannot be run (${probe.error.message})`;
  if (probe.status !== 0) return `${PYTHON} has no PyQt5.QtWebEngineWidgets (${probe.stderr.trim().split('\n').pop()})`;
  return null;
}

function ensureBuilds(): void {
  for (const args of [[], ['--package']]) {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs'), ...args], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`the app build failed (scripts/ensure-build.mjs ${args.join(' ')})`);
  }
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    // Its own process group, so stopping it stops everything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_OUTBOX: '1', RATE_LIMIT_FACTOR: '20', LOG_LEVEL: 'warn' },
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/appconfig`, { headers: { customerid: 'lumen' } })).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(server);
  throw new Error(`the server did not answer on port ${port} within 120 s:\n${output}`);
}

function stopServer(server: ChildProcess): void {
  if (server.exitCode === null && server.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** The session the app keeps in local storage, for a viewer signed in through the API. */
function sessionFor(token: string): string {
  return JSON.stringify({
    v: 1,
    appToken: null,
    userToken: { value: token, expiresAt: Date.now() + 24 * 3_600_000 },
    loggedIn: true,
    profileId: null,
    profileType: null,
    userId: null,
    firstName: 'Clare',
  });
}

async function stagePackages(serverUrl: string, outDir: string): Promise<Record<TvPlatform, string>> {
  const version = await packageVersion();
  const appDir = path.join(ROOT, 'build/package-app');
  const staged = {} as Record<TvPlatform, string>;
  for (const platform of ['webos', 'tizen'] as const) {
    const options: PackageOptions = { platform, serverUrl, customerId: 'lumen', outDir, appDir };
    staged[platform] = (await (platform === 'tizen' ? packageTizen : packageWebos)(appDir, options, version)).stageDir;
  }
  return staged;
}

/**
 * The random walk's judge for the old engine: the focus crawler's probe and the walk's own rules
 * (tests/e2e), as one script (their syntax is Chrome 87's: nothing newer than ??=, which is 85's).
 * __name is the helper esbuild's keepNames (tsx) wraps inner functions in.
 */
function walkScript(): string {
  const source = `var __name = function (f) { return f; };
window.__lumenWalk = {
  probe: ${settleAndProbe.toString()},
  busyMs: ${busyMs.toString()},
  menuDrawn: ${menuDrawn.toString()},
  options: ${JSON.stringify(PROBE_OPTIONS)},
  rules: ${JSON.stringify(WALK_RULES)}
};`;
  return source;
}

function runWalk(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const walk = spawn(PYTHON, [WALK, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const timer = setTimeout(() => {
      log(`the walk ran past ${WALK_TIMEOUT_MS / 1000} s: stopped`);
      if (walk.pid) process.kill(-walk.pid, 'SIGKILL');
    }, WALK_TIMEOUT_MS);
    const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (!ENGINE_NOISE.test(line) && line.trim() !== '') out.write(`${line}\n`);
      });
    };
    relay(walk.stdout!, process.stdout);
    relay(walk.stderr!, process.stderr);
    walk.on('error', reject);
    walk.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main(): Promise<number> {
  const missing = qtMissing();
  if (missing) {
    const install = 'apt-get install -y python3-pyqt5.qtwebengine (.ci/run does)';
    if (IN_CI) {
      console.error(`old-engine: FAILED: ${missing}. The old-engine walk needs Qt WebEngine: ${install}.`);
      return 1;
    }
    const bar = '!'.repeat(100);
    console.warn(`${bar}\nold-engine: SKIPPED, not run: ${missing}.\n  Install Qt WebEngine to run the app on a real old TV engine: ${install}.\n${bar}`);
    return 0;
  }

  const started = Date.now();
  ensureBuilds();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-old-engine-'));
  const keep = process.env.OLD_ENGINE_KEEP ? path.resolve(process.env.OLD_ENGINE_KEEP) : null;
  const reportFile = path.join(keep ?? work, 'report.json');
  let server: ChildProcess | null = null;
  // A failed walk leaves its folder (report, screenshots) for a look.
  let passed = false;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(port, path.join(work, 'data'));
    const session = sessionFor(await signIn(base));
    const staged = await stagePackages(base, path.join(work, 'packages'));
    const runtimeDir = path.join(work, 'xdg');
    fs.mkdirSync(runtimeDir, { mode: 0o700 });
    if (keep) fs.mkdirSync(keep, { recursive: true });
    log(`server ${base}, packages in ${path.join(work, 'packages')}`);
    const args = ['--base', base, '--session', session, '--webos', staged.webos, '--tizen', staged.tizen, '--report', reportFile];
    args.push('--screens', path.join(keep ?? work, 'screens'));
    const walkFile = path.join(work, 'walk-probe.js');
    fs.writeFileSync(walkFile, walkScript());
    args.push('--walk-script', walkFile, '--walk-seed', String(WALK_SEED), '--walk-keys', String(WALK_KEYS));
    if (process.env.OLD_ENGINE_ONLY) args.push('--only', process.env.OLD_ENGINE_ONLY);
    const code = await runWalk(args, {
      ...process.env,
      QT_QPA_PLATFORM: 'offscreen',
      QT_QUICK_BACKEND: 'software',
      QTWEBENGINE_CHROMIUM_FLAGS: '--no-sandbox --disable-gpu',
      XDG_RUNTIME_DIR: runtimeDir,
    });
    if (!fs.existsSync(reportFile)) {
      console.error(`old-engine: FAILED: the walk wrote no report (exit ${code}); its output is above.`);
      return 1;
    }
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
    // Which bundle each section ran: the middle one on Chrome 87; the legacy one where it is forced,
    // and in a package whose middle modules Qt refused (file:// scripts have no MIME type there).
    for (const section of report.sections) {
      const boot = report.bundles[section.section];
      const fellBack = ['webos', 'tizen'].includes(section.section) && boot?.bundle === 'legacy' && boot.reason === 'the middle bundle did not load';
      const expected = section.section === 'legacy' ? 'legacy' : 'middle';
      if (boot?.bundle !== expected && !fellBack && section.ok) {
        section.ok = false;
        section.problems.push(`ran the ${String(boot?.bundle)} bundle, not the ${expected} one`);
      }
    }
    const failed = report.sections.filter((section) => !section.ok);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    const startBytes = (what: string, bytes: StartBytes | undefined) =>
      bytes ? `; ${what} fetched ${kb(bytes.middleJs)} of middle JS, ${kb(bytes.legacyJs)} of legacy JS, ${kb(bytes.modernJs)} of modern JS` : '';
    log(
      `Chrome ${report.engine.chrome} (Qt WebEngine): ${report.requests} requests, ${report.modernChunks.length} modern chunks fetched, ` +
        `${report.consoleErrors.length} console errors` +
        startBytes('home start', report.measures.startBytes) +
        startBytes('the legacy section', report.measures.legacyStartBytes) +
        `; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
    );
    log(
      `bundles run: ${Object.entries(report.bundles)
        .map(([section, boot]) => `${section} ${boot ? boot.bundle + (boot.reason && boot.reason !== 'engine' ? ` (${boot.reason})` : '') : 'none'}`)
        .join(', ')}`,
    );
    if (failed.length > 0 || code !== 0) {
      console.error(
        `old-engine: FAILED: ${failed.map((section) => section.section).join(', ') || `the walk exited ${code}`} (report and screenshots: ${path.dirname(reportFile)}).`,
      );
      for (const section of failed) for (const problem of section.problems) console.error(`  ${section.section}: ${problem}`);
    }
    console.log(`old-engine: ${report.sections.length - failed.length} passed, ${failed.length} failed`);
    passed = failed.length === 0 && code === 0;
    return passed ? 0 : 1;
  } finally {
    if (server) stopServer(server);
    if (passed) fs.rmSync(work, { recursive: true, force: true });
    else fs.rmSync(path.join(work, 'data'), { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`old-engine: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
