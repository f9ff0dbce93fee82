import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, digest } from '../test/accounts.js';
import { build, CUSTOMER, ROOT, type TestServer } from '../test/helper.js';
import { readServerConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { createOutboxTransport, deleteOldOutboxMessages, mailWarnings, OUTBOX_RETENTION_MS } from './mail/transport.js';
import { formatMessage, readArguments } from './outbox-cli.js';

/*
 * Issue 23, attack 1: with the outbox served to anyone, `POST /api/reset` for a victim, then
 * reading the link from /api/dev/outbox, took over any account on a plain `npm start`.
 */
describe('the outbox on a server as `npm start` runs it (no DEMO_OUTBOX)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build({ config: { demoOutbox: false } });
  });
  afterAll(() => server.close());
  const { post, call } = caller(() => server);

  it('is served to nobody, so a reset link for someone else cannot be read', async () => {
    const email = 'victim@example.org';
    expect(
      (await post('/api/register', { first_name: 'Vic', last_name: 'Tim', username: email, email_address: email, password: digest('secret1') })).status,
    ).toBe(200);
    expect((await post('/api/reset', { email })).status).toBe(200);
    // The messages are kept, undelivered, for the operator...
    const kept = await server.db.selectFrom('outbox').select('subject').where('recipient', '=', email).execute();
    expect(kept.length).toBe(2);
    // ...but no HTTP route hands them out.
    const api = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(api.status).toBe(404);
    expect(JSON.stringify(api.body)).not.toContain('token=');
    // Outside /api the path is just one of the app's (its page, or here, with no app built, 503).
    const page = await server.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('<h1>Outbox</h1>');
    expect(page.body).not.toContain(email);
  });
});

describe('DEMO_OUTBOX and the start-up warnings', () => {
  it('is off unless asked for, and refuses a value it cannot read', () => {
    expect(readServerConfig({}, ROOT).demoOutbox).toBe(false);
    expect(readServerConfig({ DEMO_OUTBOX: '1' }, ROOT).demoOutbox).toBe(true);
    expect(readServerConfig({ DEMO_OUTBOX: 'no' }, ROOT).demoOutbox).toBe(false);
    expect(() => readServerConfig({ DEMO_OUTBOX: 'please' }, ROOT)).toThrow(/DEMO_OUTBOX must be 1/);
  });

  it('says loudly where undelivered mail goes, and that a served outbox is readable by anyone', () => {
    const plain = mailWarnings({ mailTransport: 'outbox', demoOutbox: false, publicUrl: 'http://localhost:8080' });
    expect(plain).toEqual([expect.stringMatching(/^WARNING: MAIL_TRANSPORT is not set.*npm run outbox/)]);
    const demo = mailWarnings({ mailTransport: 'outbox', demoOutbox: true, publicUrl: 'http://localhost:8080' });
    expect(demo[1]).toMatch(/^WARNING: DEMO_OUTBOX=1: .*readable by anyone at http:\/\/localhost:8080\/dev\/outbox/);
    const smtp = mailWarnings({ mailTransport: { smtpUrl: 'smtp://mail.example.org' }, demoOutbox: false, publicUrl: 'http://localhost:8080' });
    expect(smtp).toEqual([expect.stringMatching(/SMS has no gateway/)]);
  });
});

describe('npm run outbox', () => {
  it('reads the arguments strictly', () => {
    expect(readArguments([])).toEqual({ to: null, limit: 20 });
    expect(readArguments(['--to', ' Rose@Example.org ', '--limit', '3'])).toEqual({ to: 'rose@example.org', limit: 3 });
    expect(readArguments(['--limit', '0'])).toEqual({ problem: expect.stringMatching(/--limit must be a whole number from 1 to 500/) });
    expect(readArguments(['--bogus'])).toEqual({ problem: expect.stringMatching(/Usage: npm run outbox/) });
  });

  it('prints the undelivered messages, newest first, beside a running server holding DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-outbox-cli-'));
    // The running server's hold on the folder: its lock and its open database.
    const store = openDatabase({ dataDir });
    try {
      await migrateToLatest(store.db);
      const transport = createOutboxTransport(store.db, () => Date.UTC(2026, 10, 24, 9));
      await transport.send({
        customerId: CUSTOMER,
        channel: 'email',
        to: 'rose@example.org',
        subject: 'Confirm your Lumen account',
        body: 'Open http://x/emailverify?uid=rose',
      });
      await transport.send({ customerId: CUSTOMER, channel: 'sms', to: '+353871234567', subject: 'Lumen code', body: 'Your Lumen code is 123456.' });
      await transport.send({ customerId: 'other', channel: 'email', to: 'rose@example.org', subject: 'Another customer', body: 'not ours' });
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'server/src/outbox-cli.ts', ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir, CUSTOMER_ID: CUSTOMER, DATABASE_URL: '' },
          encoding: 'utf8',
        });
      const all = run();
      expect(all.status).toBe(0);
      expect(all.stdout).toContain('EMAIL to rose@example.org\nSubject: Confirm your Lumen account');
      expect(all.stdout).toContain('SMS to +353871234567');
      expect(all.stdout).not.toContain('Another customer');
      const toRose = run('--to', 'ROSE@example.org');
      expect(toRose.stdout).toContain('http://x/emailverify?uid=rose');
      expect(toRose.stdout).not.toContain('123456');
      expect(run('--to', 'nobody@example.org').stdout.trim()).toBe('No undelivered messages to nobody@example.org.');
      const bad = run('--limit', 'lots');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('--limit must be a whole number');
    } finally {
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says where to start when there is no database yet', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-outbox-none-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/outbox-cli.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('There is no database in');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('formats one message for a terminal', () => {
    expect(formatMessage({ channel: 'sms', recipient: '+1555', subject: 'Code', body: 'Your code\n', created_at: 0 })).toBe(
      '1970-01-01T00:00:00.000Z  SMS to +1555\nSubject: Code\n\nYour code\n',
    );
  });
});

describe('undelivered messages are not kept for ever', () => {
  it('deletes those older than the retention', async () => {
    const store = openDatabase({ dataDir: ':memory:' });
    await migrateToLatest(store.db);
    const start = Date.UTC(2026, 0, 1);
    await createOutboxTransport(store.db, () => start).send({ customerId: CUSTOMER, channel: 'sms', to: '+1555', subject: 'old', body: 'old code' });
    await createOutboxTransport(store.db, () => start + OUTBOX_RETENTION_MS).send({
      customerId: CUSTOMER,
      channel: 'sms',
      to: '+1555',
      subject: 'new',
      body: 'new code',
    });
    expect(await deleteOldOutboxMessages(store.db, start + OUTBOX_RETENTION_MS + 1)).toBe(1);
    expect((await store.db.selectFrom('outbox').select('subject').execute()).map((m) => m.subject)).toEqual(['new']);
    await store.close();
  });
});
