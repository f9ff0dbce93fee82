/**
 * Does the built app run under the server's Content-Security-Policy? Starts the real server on the
 * built app (a fresh data dir), opens its pages in headless Chromium (home, search, about, a
 * player and the live page signed in, the row harness) and fails on any CSP violation, on the
 * legacy bundle loading in a modern browser (what a blocked inline script or data: import would
 * cause), or on a player whose video does not advance.
 *
 *   node scripts/ensure-build.mjs && npx tsx server/test/csp-check.ts
 *
 * PORT (default 8401) and CHROMIUM_PATH (default /usr/bin/chromium) may be set.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium.js';
import { ROOT } from './helper.js';

const PORT = Number(process.env.PORT ?? 8401);
const BASE = `http://localhost:${PORT}`;
const headers = { customerid: 'lumen', 'content-type': 'application/json' };

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/appconfig`, { headers })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

async function api(method: string, url: string, body?: unknown) {
  const response = await fetch(`${BASE}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A verified, signed-in account, the way the e2e helpers make one. */
async function signedInSession(): Promise<string> {
  const email = `csp${Date.now().toString(36)}@example.org`;
  const password = createHash('sha256').update('pass-word-1').digest('hex');
  const registered = await api('POST', '/api/register', { first_name: 'Clare', last_name: 'Assisi', username: email, email_address: email, password });
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const mail = (await api('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.items[0];
  const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
  const uid = link.searchParams.get('uid')!;
  const token = link.searchParams.get('token')!;
  await api('POST', `/api/confirm/${encodeURIComponent(uid)}?token=${token}`, { username: uid, token });
  const login = await api('POST', '/api/login', { username: email, password });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  const session = {
    v: 1,
    appToken: null,
    userToken: { value: login.body.user_token, expiresAt: Date.now() + 24 * 3600 * 1000 },
    loggedIn: true,
    profileId: null,
    profileType: null,
    userId: login.body.user.id ?? null,
    firstName: 'Clare',
  };
  return `localStorage.setItem('lumen.session.v1', ${JSON.stringify(JSON.stringify(session))});`;
}

interface Visit {
  path: string;
  signedIn?: boolean;
  /** A video element whose time must advance. */
  plays?: boolean;
}

const VISITS: Visit[] = [
  { path: '/' },
  { path: '/search' },
  { path: '/search?query=rosary&type=CATALOGUE' },
  { path: '/aboutus' },
  { path: '/AllShows' },
  { path: '/viewVideo/ep00001/vod', signedIn: true, plays: true },
  { path: '/liveVideo/homenav/homenav', signedIn: true, plays: true },
  { path: '/mylist', signedIn: true },
  { path: '/harness/row.html' },
];

async function visit(page: Page, target: Visit): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (/-legacy-[^/]*\.js$/.test(request.url())) problems.push(`legacy bundle loaded: ${request.url()}`);
  });
  await page.goto(`${BASE}${target.path}`, { waitUntil: 'load' });
  // Past the splash, as a viewer would.
  await page.waitForTimeout(1500);
  await page.keyboard.press('Enter').catch(() => undefined);
  await page.waitForTimeout(target.plays ? 6000 : 3000);
  const state = await page.evaluate(() => ({
    modern: (window as unknown as { LUMEN_BOOT?: { bundle?: string } }).LUMEN_BOOT?.bundle === 'modern',
    violations: (window as unknown as { __csp: string[] }).__csp,
    video: (() => {
      const video = document.querySelector('video');
      return video ? { time: video.currentTime, src: video.currentSrc } : null;
    })(),
  }));
  if (!state.modern) problems.push('the modern bundle did not start (LUMEN_BOOT.bundle is not "modern")');
  problems.push(...state.violations.map((v) => `violation: ${v}`));
  if (target.plays) {
    if (!state.video) problems.push('no video element');
    else if (!(state.video.time > 0.5)) problems.push(`the video did not advance (currentTime ${state.video.time}, src ${state.video.src})`);
    else console.log(`    video at ${state.video.time.toFixed(1)} s from ${state.video.src.slice(0, 40)}`);
  }
  return problems;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist/index.html'))) throw new Error('Build the app first: node scripts/ensure-build.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-csp-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'server/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '20', DEMO_OUTBOX: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const browser = await (async () => {
    await waitForServer();
    return chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
  })();
  let failures = 0;
  try {
    const signIn = await signedInSession();
    for (const target of VISITS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      await context.addInitScript(
        `window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));`,
      );
      if (target.signedIn) await context.addInitScript(signIn);
      const page = await context.newPage();
      const problems = await visit(page, target);
      console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${target.path}${target.signedIn ? ' (signed in)' : ''}`);
      for (const problem of problems) console.log(`    ${problem}`);
      failures += problems.length;
      await context.close();
    }
  } finally {
    await browser.close();
    process.kill(-server.pid!, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures > 0) {
    console.log(`${failures} problem(s)`);
    process.exit(1);
  }
  console.log('No CSP violations.');
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
