import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { SocialVerifier } from '../src/accounts/social.js';
import { buildApp, type AppOptions } from '../src/app.js';
import type { AnswerViolation } from '../src/plugins/answer-check.js';
import { migrateToLatest, type Db } from '../src/db/database.js';
import { openTestDatabase } from './databases.js';
import { buildDemoCatalogue, type DemoCatalogue } from '../src/seed/catalogue.js';
import { seedCustomer } from '../src/seed/write.js';

export const CUSTOMER = 'lumen';
export const ROOT = path.resolve(import.meta.dirname, '../..');

let catalogue: DemoCatalogue | undefined;
/** The demo catalogue, built once per test worker. */
export function demoCatalogue(): DemoCatalogue {
  catalogue ??= buildDemoCatalogue();
  return catalogue;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export interface BuildOptions {
  appDir?: string;
  mediaDir?: string;
  startMs?: number;
  contentCacheBytes?: number;
  trustedCountryHeader?: string | null;
  googleClientId?: string | null;
  social?: Partial<Record<'google' | 'facebook', SocialVerifier>>;
  /** Any other settings (CORS, trusted proxies, the rate-limit factor...). */
  config?: Partial<AppOptions['config']>;
  /** Load shedding, write limits, a logger, a route observer, how often mail due is looked for. */
  app?: Pick<
    AppOptions,
    'loadShedding' | 'writeLimits' | 'logger' | 'onRoute' | 'timeouts' | 'mailPollMs' | 'ingestTools' | 'ingestPollMs' | 'ingestFreeBytes'
  >;
  /** Adds routes or hooks of the test's own before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** Answer each query after a random pause, so requests sent at once interleave (see QUERY_JITTER). */
  queryJitter?: boolean;
}

/**
 * Answers each query after 0-2 ms, as a database across a network does (PostgreSQL), so requests
 * sent at once interleave between their queries; better-sqlite3 alone answers at once.
 */
export const QUERY_JITTER: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 3)));
    return args.result;
  },
};

/** The app's settings in tests (the outbox for mail, served over HTTP; no social sign-in), with `overrides`. */
export function testConfig(overrides: Partial<AppOptions['config']> = {}): AppOptions['config'] {
  return {
    appDir: path.join(os.tmpdir(), 'lumen-no-app'),
    mediaDir: path.join(ROOT, 'public/media'),
    publicUrl: 'http://localhost:8080',
    customerId: CUSTOMER,
    contentCacheBytes: 8 * 1024 * 1024,
    trustedCountryHeader: null,
    mailTransport: 'outbox',
    demoOutbox: true,
    mailFrom: 'Lumen <no-reply@test>',
    googleClientId: null,
    facebookAppId: null,
    facebookAppSecret: null,
    rateLimitFactor: 1,
    ...overrides,
  };
}

/** A fresh in-memory database with the demo catalogue, and the app over it. */
export async function build(options: BuildOptions = {}): Promise<TestServer> {
  // In memory on SQLite; on PostgreSQL a database of its own, copied from the seeded template.
  const store = await openTestDatabase({ seeded: true });
  await migrateToLatest(store.db);
  await seedCustomer(store.db, CUSTOMER, demoCatalogue());
  let now = options.startMs ?? Date.now();
  const violations: AnswerViolation[] = [];
  const app = await buildApp({
    config: testConfig({
      ...(options.appDir && { appDir: options.appDir }),
      ...(options.mediaDir && { mediaDir: options.mediaDir }),
      ...(options.contentCacheBytes !== undefined && { contentCacheBytes: options.contentCacheBytes }),
      trustedCountryHeader: options.trustedCountryHeader ?? null,
      googleClientId: options.googleClientId ?? null,
      ...options.config,
    }),
    db: options.queryJitter ? store.db.withPlugin(QUERY_JITTER) : store.db,
    now: () => now,
    social: options.social,
    // Every JSON answer of the API is checked against its route's schema; close() fails on a mismatch.
    checkAnswers: (violation) => violations.push(violation),
    ...options.app,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: store.db,
    advance: (ms) => {
      now += ms;
    },
    close: async () => {
      // As server.ts stops: a connection that finishes its last answer while the app closes goes
      // too, rather than idle on for the keep-alive's 65 s (a test that listened waited that long).
      const idle = setInterval(() => app.server.closeIdleConnections(), 50);
      try {
        await app.close();
      } finally {
        clearInterval(idle);
      }
      await store.close();
      if (violations.length > 0) {
        const lines = violations.map((v) => `${v.route} ${v.status}: ${v.problem}`);
        throw new Error(`Answers that do not match their route's schema (server/src/schemas/answers.ts):\n${[...new Set(lines)].join('\n')}`);
      }
    },
  };
}

/** A throwaway built-app folder with an index.html carrying the customer placeholder. */
export function fakeAppDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-app-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><meta name="lumen-customer-id" content="__LUMEN_CUSTOMER_ID__"><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  // The service worker and the web app manifest sit at the root of the build.
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Lumen","start_url":"/"}');
  return dir;
}

export const headers = { customerid: CUSTOMER };
