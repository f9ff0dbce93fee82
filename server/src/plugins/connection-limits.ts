/**
 * Not @fastify/rate-limit because it counts requests once Fastify has them; this caps the open
 * sockets of one address before a byte is read and answers Node's own parse errors and timeouts,
 * which no Fastify plugin sees.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.js';

/**
 * How long a client may take, so a slow or silent one cannot hold a socket for ever (a request
 * sending one byte every few seconds, or headers that never end). Figures in the README.
 */
export const SERVER_TIMEOUTS = {
  /** All of the request's headers. */
  headersMs: 10_000,
  /** The whole request, headers and body (bodies are at most 64 KB). Answers are not limited. */
  requestMs: 30_000,
  /** A socket with nothing moving either way. */
  idleMs: 120_000,
  /** An idle keep-alive connection between requests (above the 60 s of common load balancers). */
  keepAliveMs: 65_000,
  /** How often Node looks for requests past their time. */
  checkEveryMs: 2_000,
} as const;

export type ServerTimeouts = { [K in keyof typeof SERVER_TIMEOUTS]: number };

/** Fastify's server options for the timeouts above (tests pass shorter ones). */
export function timeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const t: ServerTimeouts = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
  };
}

/** The words for errors Node's HTTP parser raises before Fastify sees a request. */
function clientFailure(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: /*i18n*/ 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: /*i18n*/ 'The request headers are too large.' };
  return { status: 400, message: /*i18n*/ 'The request is not valid HTTP.' };
}

/**
 * Fastify's `clientErrorHandler`: a malformed request line, headers too large or a request too
 * slow, answered in the API's one error shape with the headers every answer carries.
 */
export function clientErrorHandler(headers: () => Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const failure = clientFailure(error.code);
      const body = JSON.stringify(errorBody(failure.message));
      const lines = [
        `HTTP/1.1 ${failure.status} ${http.STATUS_CODES[failure.status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'Connection: close',
        ...Object.entries(headers()).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}

export interface ConnectionCapOptions {
  /** At most this many open connections per address; 0 turns the cap off. */
  perAddress: number;
  /** TRUST_PROXY: its proxies carry many people's connections and are not capped (a hop count: none are). */
  trustProxy: false | number | string[];
}

/**
 * Closes a new connection from an address that already holds `perAddress` of them, before a byte
 * is read: one address cannot take all the server's sockets.
 */
export function capConnectionsPerAddress(app: FastifyInstance, options: ConnectionCapOptions): void {
  if (options.perAddress <= 0 || typeof options.trustProxy === 'number') return;
  const trusted = options.trustProxy ? proxyAddr.compile(options.trustProxy) : () => false;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = open.get(address) ?? 0;
    if (count >= options.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
