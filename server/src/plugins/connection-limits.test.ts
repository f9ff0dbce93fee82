import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestServer } from '../../test/helper.js';
import { readServerConfig } from '../config.js';
import { ROOT } from '../../test/helper.js';

/** A raw socket to the server: what it wrote back, and when it closed. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  socket.on('error', () => undefined);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, opened, closed, received: () => text };
}

const withDeadline = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`${what}: still open after ${ms} ms`)), ms))]);

/** The status, headers and JSON body of a raw HTTP answer. */
function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('slow and malformed clients (issue 23, attack 4)', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await build({ app: { timeouts: { requestMs: 1500, headersMs: 1000, checkEveryMs: 200 } } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server.close());

  it('closes a socket whose body trickles in a byte at a time, with a 408 in the API error shape', async () => {
    const client = connect(port);
    await client.opened;
    const started = Date.now();
    client.socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\ncustomerid: lumen\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{');
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 300);
    const closedAt = await withDeadline(client.closed, 6000, 'slow body').finally(() => clearInterval(drip));
    expect(closedAt - started).toBeLessThan(4000);
    const answer = parse(client.received());
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ error: { message: 'The request took too long to arrive.' } });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closes a socket whose headers never end', async () => {
    const client = connect(port);
    await client.opened;
    client.socket.write('GET /api/appconfig HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => client.socket.writable && client.socket.write('x-slow: 1\r\n'), 300);
    await withDeadline(client.closed, 6000, 'slow headers').finally(() => clearInterval(drip));
    expect(parse(client.received()).status).toBe(408);
  });

  it("answers Node's own parse errors in the API's error shape, with the security headers", async () => {
    const garbage = connect(port);
    await garbage.opened;
    garbage.socket.write('NOT HTTP AT ALL\r\n\r\n');
    await withDeadline(garbage.closed, 5000, 'malformed request line');
    const bad = parse(garbage.received());
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { message: 'The request is not valid HTTP.' } });
    expect(bad.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bad.headers['x-frame-options']).toBe('DENY');
    expect(bad.headers['content-security-policy']).toContain("default-src 'self'");

    const huge = connect(port);
    await huge.opened;
    huge.socket.write(`GET /api/appconfig HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await withDeadline(huge.closed, 5000, 'header overflow');
    const tooLarge = parse(huge.received());
    expect(tooLarge.status).toBe(431);
    expect(tooLarge.body).toEqual({ error: { message: 'The request headers are too large.' } });
    expect(tooLarge.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('connections per address', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await build({ config: { connectionsPerAddress: 5 } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server.close());

  it('closes new connections from an address that already holds the cap, and admits it again once one closes', async () => {
    const held = Array.from({ length: 5 }, () => connect(port));
    await Promise.all(held.map((c) => c.opened));
    const refused = connect(port);
    await refused.opened.catch(() => undefined);
    await withDeadline(refused.closed, 3000, 'the sixth connection');
    expect(refused.received()).toBe('');
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const admitted = connect(port);
    await admitted.opened;
    admitted.socket.write('GET /api/appconfig HTTP/1.1\r\nHost: x\r\ncustomerid: lumen\r\nconnection: close\r\n\r\n');
    await withDeadline(admitted.closed, 5000, 'an admitted request');
    expect(admitted.received()).toMatch(/^HTTP\/1.1 200/);
    for (const c of held) c.socket.destroy();
  });

  it('reads its cap from MAX_CONNECTIONS_PER_ADDRESS (256 unless set; 0 is no cap)', () => {
    expect(readServerConfig({}, ROOT).connectionsPerAddress).toBe(256);
    expect(readServerConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }, ROOT).connectionsPerAddress).toBe(0);
    expect(() => readServerConfig({ MAX_CONNECTIONS_PER_ADDRESS: 'many' }, ROOT)).toThrow(/MAX_CONNECTIONS_PER_ADDRESS must be a whole number/);
  });
});
