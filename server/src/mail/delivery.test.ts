/*
 * Issue 50, mail that is never lost: with MAIL_TRANSPORT pointing at an SMTP server that was down,
 * a sign-up answered 500 yet made the account, and its verification e-mail was gone. Every message
 * is now kept in the outbox and sent from there, tried again with a growing wait.
 */
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { caller, digest } from '../../test/accounts.js';
import { build, ROOT, type TestServer } from '../../test/helper.js';
import { readServerConfig } from '../config.js';
import { MESSAGES } from '../accounts/account-context.js';
import { RETRY_FIRST_MS, retryDelay } from './delivery.js';
import { mailWarnings, smtpProblem } from './transport.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * The least of an SMTP server, on loopback: greets, says yes to each step of one message, and
 * keeps what it was given.
 */
async function fakeSmtpServer(port = 0): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let message: Received = { from: '', to: [], data: '' };
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          message.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(message);
          message = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.test\r\n');
        else if (verb === 'MAIL') {
          message.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          message.to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until<T>(look: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let fake: Awaited<ReturnType<typeof fakeSmtpServer>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('sign-up while the SMTP server is down', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
    server = await build({ config: { mailTransport: { smtpUrl: `smtp://127.0.0.1:${port}` }, demoOutbox: false }, app: { mailPollMs: 25 } });
  });
  afterAll(() => server.close());
  const { post } = caller(() => server);
  const messageTo = (email: string) =>
    server.db
      .selectFrom('outbox')
      .select(['subject', 'body', 'sent_at', 'attempts', 'next_attempt_at', 'last_error'])
      .where('recipient', '=', email)
      .executeTakeFirst();

  it('answers as usual, keeps the e-mail unsent, tries again later and later, and sends it once the server listens', async () => {
    const email = 'while-down@example.org';
    const registered = await post('/api/register', {
      first_name: 'Rita',
      last_name: 'Cascia',
      username: email,
      email_address: email,
      password: digest('pass-1'),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.message).toBe(MESSAGES.registered);

    // Tried at once, refused, and kept: unsent, due again after the first wait.
    const first = await until(async () => {
      const row = await messageTo(email);
      return row && row.attempts >= 1 ? row : undefined;
    }, 'the first try');
    expect(first).toMatchObject({ subject: 'Confirm your Lumen account', sent_at: null, attempts: 1 });
    expect(first.last_error).toMatch(/ECONNREFUSED/);
    const failedAt = Number(first.next_attempt_at) - RETRY_FIRST_MS;

    // Due again: tried again, refused again, and the wait doubles.
    server.advance(RETRY_FIRST_MS);
    const second = await until(async () => {
      const row = await messageTo(email);
      return row && row.attempts >= 2 ? row : undefined;
    }, 'the second try');
    expect(second.sent_at).toBeNull();
    expect(Number(second.next_attempt_at)).toBe(failedAt + RETRY_FIRST_MS + retryDelay(2));

    // The server comes back on the same address; the next try delivers the verification link.
    fake = await fakeSmtpServer(port);
    server.advance(retryDelay(2));
    const sent = await until(async () => {
      const row = await messageTo(email);
      return row?.sent_at != null ? row : undefined;
    }, 'the message to be sent');
    expect(sent.attempts).toBe(3);
    expect(sent.last_error).toBeNull();
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.to).toEqual([email]);
    expect(fake.received[0]!.data).toContain('Subject: Confirm your Lumen account');
    expect(fake.received[0]!.data.replace(/=\r\n/g, '')).toMatch(/\/emailverify\?uid=/);
    // The account was made once, and its message is no longer among those waiting for the operator.
    expect(await server.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });
});

describe('a message while the SMTP server is up', () => {
  it('is sent at once, and kept as sent', async () => {
    fake = await fakeSmtpServer();
    const server = await build({ config: { mailTransport: { smtpUrl: `smtp://127.0.0.1:${fake.port}` } }, app: { mailPollMs: 25 } });
    try {
      const email = 'while-up@example.org';
      const body = { first_name: 'Rose', last_name: 'Lima', username: email, email_address: email, password: digest('pass-2') };
      expect((await caller(() => server).post('/api/register', body)).status).toBe(200);
      await until(async () => (fake!.received.length === 1 ? true : undefined), 'the message');
      // The SMTP server has it before the outbox row is marked sent (the mark follows the server's answer).
      const row = await until(async () => {
        const now = await server.db.selectFrom('outbox').select(['sent_at', 'attempts']).where('recipient', '=', email).executeTakeFirstOrThrow();
        return now.sent_at === null ? undefined : now;
      }, 'the message marked sent');
      expect(row.attempts).toBe(1);
      expect(fake!.received).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('start-up and MAIL_TRANSPORT', () => {
  it('warns, naming MAIL_TRANSPORT, when the SMTP server cannot be reached, and not when it can', async () => {
    const port = await closedPort();
    const warning = await smtpProblem(`smtp://user:secret@127.0.0.1:${port}`, 'Lumen <no-reply@test>');
    expect(warning).toMatch(/^WARNING: MAIL_TRANSPORT: could not reach the SMTP server 127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\)\. E-mail is kept in the outbox/);
    expect(warning).not.toContain('secret');
    fake = await fakeSmtpServer();
    expect(await smtpProblem(`smtp://127.0.0.1:${fake.port}`, 'Lumen <no-reply@test>')).toBeNull();
  });

  it('does not say MAIL_TRANSPORT is not set when it is set to outbox on purpose', () => {
    const chosen = readServerConfig({ MAIL_TRANSPORT: 'outbox' }, ROOT);
    expect(chosen.mailTransportSet).toBe(true);
    const lines = mailWarnings(chosen);
    expect(lines.join('\n')).not.toMatch(/not set/);
    expect(lines).toEqual([expect.stringMatching(/^Note: MAIL_TRANSPORT=outbox: .*npm run outbox/)]);
    const unset = readServerConfig({}, ROOT);
    expect(unset.mailTransportSet).toBe(false);
    expect(mailWarnings(unset)).toEqual([expect.stringMatching(/^WARNING: MAIL_TRANSPORT is not set/)]);
  });
});
