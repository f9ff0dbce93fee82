import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TIZEN_UA } from './tests/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** A fresh database for each run, seeded on the server's first start. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `lumen-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = DATA_DIR;

const LAYOUTS = ['tv', 'desktop', 'mobile'] as const;

/**
 * Matches a test tagged with layouts that are not `layout` (Playwright matches a project's grep
 * against the test's titles followed by its tags and its describes' tags): a test tagged `@tv` is
 * left out of the desktop and mobile projects, one tagged `@tv @desktop` out of mobile only.
 */
function onlyOtherLayouts(layout: (typeof LAYOUTS)[number]): RegExp {
  const others = LAYOUTS.filter((other) => other !== layout).join('|');
  return new RegExp(`^(?![\\s\\S]*@${layout}(?![\\w-]))[\\s\\S]*@(?:${others})(?![\\w-])`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Two browsers at once (E2E_WORKERS to change): the specs share one server and database, and
  // each signs up its own viewers.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace only for a test's retry: recording one (a DOM snapshot at every action and a screencast)
    // cost 42% of the run (three TV specs, 37 tests: 319 s with it, 185 s without), and a test that
    // fails once is run again with it, so the failure that matters still leaves its trace.
    // `--trace retain-on-failure` records one at the first try, for a run made to be looked into.
    trace: 'on-first-retry',
    // The app registers a service worker (src/sw/). The specs model the network with page.route,
    // which does not see what a service worker fetches itself, so it is off for them; install.spec.ts
    // turns it on and covers it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // A test (or a describe) that belongs to some layouts only is tagged with them, `{ tag: '@tv' }`
  // or `{ tag: ['@tv', '@desktop'] }`, and is not scheduled on the others at all (no skip at run
  // time); an untagged test runs on all three. scripts/no-fixed-sleep.test.ts keeps the specs from
  // skipping by layout again.
  projects: [
    { name: 'tv', grepInvert: onlyOtherLayouts('tv'), use: { viewport: { width: 1920, height: 1080 }, userAgent: TIZEN_UA } },
    { name: 'desktop', grepInvert: onlyOtherLayouts('desktop'), use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
    {
      name: 'mobile',
      grepInvert: onlyOtherLayouts('mobile'),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    // tsx as a loader in the server's own process (not its CLI, a parent that a hard stop can leave
    // the server orphaned behind), so Playwright's stop reaches the server itself.
    command: 'node --import tsx server/src/server.ts',
    url: `http://localhost:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // One test run signs up many people from one address: the per-address limits are widened
    // (the limits themselves are covered by the server tests). x100: the run signs up over 200
    // people within the hour (every signed-in route crawled in English and Arabic, the text-fit
    // walk), past 10 x 20 sign-ups an hour, after which the last project's sign-ups got 429. Load shedding is off: the server
    // shares two cores with the browsers, and a second it is not scheduled would refuse the next
    // requests with 503 "very busy" (the shedding has tests of its own).
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100', DEMO_OUTBOX: '1', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' },
  },
});
