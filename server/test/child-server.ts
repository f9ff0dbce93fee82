/**
 * The real server as a child process (as `npm start` runs it, without the build step), and a small
 * HTTP client for it: for tests that kill it, restart it, stop it or load it.
 *
 * The child is `node --import tsx server/src/server.ts` itself, not the tsx CLI (which would run the
 * server in a grandchild that a SIGKILL of its parent leaves running), so its pid is the server's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlFor } from './databases.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CUSTOMER = 'lumen';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** Extra environment (wins over the defaults below). */
  env?: Record<string, string>;
  /** Preloads heap-probe.ts with --expose-gc, for heapAfterGc(). */
  heapProbe?: boolean;
}

const running = new Set<ServerProcess>();

export class ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly base: string;
  readonly exited: Promise<Exit>;
  private text = '';
  private exit: Exit | null = null;

  constructor(readonly options: ServerOptions) {
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'error',
      // Many sign-ups from one address in a test run.
      RATE_LIMIT_FACTOR: '1000',
      // The tests read sign-up links and codes from the outbox over HTTP.
      DEMO_OUTBOX: '1',
      ...options.env,
    };
    // The outbox, and the embedded store unless the DATA_DIR came with a PostgreSQL database of its
    // own (seeded.ts on PostgreSQL), whatever the surrounding shell says.
    for (const name of ['DATABASE_URL', 'MAIL_TRANSPORT', 'PUBLIC_URL']) if (!options.env?.[name]) delete env[name];
    const databaseUrl = options.env?.DATABASE_URL ?? databaseUrlFor(options.dataDir);
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const probe = options.heapProbe ? ['--expose-gc', '--import', './server/test/heap-probe.ts'] : [];
    this.child = spawn(process.execPath, ['--import', 'tsx', ...probe, 'server/src/server.ts'], {
      cwd: ROOT,
      env,
      stdio: options.heapProbe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    this.pid = this.child.pid!;
    this.base = `http://127.0.0.1:${options.port}`;
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.text += chunk));
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.text += chunk));
    running.add(this);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        running.delete(this);
        resolve(this.exit);
      });
    });
  }

  /** Everything it printed so far (stdout and stderr). */
  get output(): string {
    return this.text;
  }

  get hasExited(): boolean {
    return this.exit !== null;
  }

  /** Resolves once it answers the API; rejects with its output if it exits or takes too long. */
  async ready(timeoutMs = 90_000): Promise<this> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.exit) throw new Error(`the server exited (${JSON.stringify(this.exit)}) before answering:\n${this.text}`);
      try {
        if ((await request(this.base, 'GET', '/api/appconfig', { agent: false, timeoutMs: 2000 })).status === 200) return this;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${this.text}`);
  }

  /** Resolves when its output matches `pattern`. */
  async waitForOutput(pattern: RegExp, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!pattern.test(this.text)) {
      if (Date.now() > until) throw new Error(`no ${pattern} in the server's output:\n${this.text}`);
      if (this.exit) throw new Error(`the server exited before printing ${pattern}:\n${this.text}`);
      await sleep(20);
    }
  }

  /** The heap V8 still holds after a full collection, in bytes (needs `heapProbe`). */
  heapAfterGc(timeoutMs = 10_000): Promise<number> {
    if (!this.options.heapProbe) throw new Error('heapAfterGc needs a server started with heapProbe');
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no heap answer within ${timeoutMs} ms`)), timeoutMs);
      const onMessage = (message: { heapUsed?: number; collected?: boolean }) => {
        if (typeof message?.heapUsed !== 'number') return;
        done(message.collected ? null : new Error('the server ran without --expose-gc'), message.heapUsed);
      };
      const done = (error: Error | null, bytes = 0) => {
        clearTimeout(timer);
        this.child.off('message', onMessage);
        if (error) reject(error);
        else resolve(bytes);
      };
      this.child.on('message', onMessage);
      this.child.send('heap');
    });
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<Exit> {
    if (!this.exit) this.child.kill(signal);
    return this.exited;
  }
}

/** Starts the server and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const server = new ServerProcess(options);
  try {
    return await server.ready();
  } catch (error) {
    await server.kill();
    throw error;
  }
}

/** SIGKILLs every server a test started that still runs (for afterAll, so a failing test leaves none). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill('SIGKILL')));
}

export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `lumen-${prefix}-`));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  text: string;
  body: any;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** A keep-alive agent to reuse connections; false for a connection of its own. */
  agent?: http.Agent | false;
  timeoutMs?: number;
}

/** One API call with the customerid header (and the user token when given). */
export function request(base: string, method: string, urlPath: string, options: RequestOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { customerid: CUSTOMER, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(base + urlPath, { method, headers, agent: options.agent ?? false, timeout: options.timeoutMs ?? 15_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', reject);
      res.on('end', () => {
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, text, body });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** One API call: over HTTP to a server (`request` on its base), or app.inject in the test's process. */
export type Call = (method: string, urlPath: string, options?: RequestOptions) => Promise<Answer>;

let accountSeq = 0;
/** A new e-mail-verified account, signed in through the API (register, the outbox's link, login). */
export async function signUp(server: string | Call, name: string): Promise<{ email: string; token: string; profileId: string }> {
  const call: Call = typeof server === 'string' ? (method, urlPath, options) => request(server, method, urlPath, options) : server;
  const email = `${name}-${process.pid}-${++accountSeq}@example.org`;
  const password = createHash('sha256').update('pass-word-1').digest('hex');
  const registered = await call('POST', '/api/register', {
    body: { first_name: 'Clare', last_name: 'Assisi', username: email, email_address: email, password },
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.text}`);
  const mail = (await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.items[0];
  const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
  const uid = link.searchParams.get('uid')!;
  const token = link.searchParams.get('token')!;
  const confirmed = await call('POST', `/api/confirm/${encodeURIComponent(uid)}?token=${token}`, { body: { username: uid, token } });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  const login = await call('POST', '/api/login', { body: { username: email, password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  const profiles = (await call('GET', '/api/profiles', { token: login.body.user_token })).body.profiles as Array<{ id: string }>;
  return { email, token: login.body.user_token, profileId: profiles[0]!.id };
}

/** The server's resident memory in bytes, from /proc (Linux), or null when it cannot be read. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
