/**
 * Not @fastify/env (nor env-schema) because the settings are needed before Fastify exists
 * (TRUST_PROXY is a constructor option) and by the CLIs with no server at all, and JSON Schema can
 * say only the simple half of these checks (URLs, origins, CIDR ranges and FACEBOOK_APP_SECRET
 * with FACEBOOK_APP_ID would stay code), in Ajv's words rather than those config.test.ts checks.
 */
import { isIP } from 'node:net';
import path from 'node:path';

/** Server settings, read once from the environment and checked before anything starts. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL switches storage from the embedded SQLite file to PostgreSQL. */
  databaseUrl: string | null;
  /**
   * A redis:// URL (REDIS_URL) shares rate-limit counters and word of changes between the server's
   * processes; without it they are kept in this process (one process is the whole deployment).
   */
  redisUrl: string | null;
  customerId: string;
  /** The address people use to reach the app; used in e-mailed links, never the Host header. */
  publicUrl: string;
  /** Folder with the built app (index.html and assets). */
  appDir: string;
  /** Folder with the built studio (build/studio), served at /studio. */
  studioDir: string;
  /** Folder with the sample media (public/media). */
  mediaDir: string;
  /** A header set by a trusted proxy or CDN with the visitor's two-letter country (COUNTRY_HEADER). */
  trustedCountryHeader: string | null;
  /** Where e-mail and SMS go: 'outbox' (stored undelivered, for `npm run outbox`) or an smtp:// URL for e-mail. */
  mailTransport: 'outbox' | { smtpUrl: string };
  /** MAIL_TRANSPORT was set (to 'outbox' on purpose, or a URL), so start-up does not warn that it is missing. */
  mailTransportSet: boolean;
  mailFrom: string;
  /**
   * Serve the outbox over HTTP (`/dev/outbox`, `/api/dev/outbox`) for development, tests and demos
   * (DEMO_OUTBOX=1). Off by default: whoever can read the outbox can reset any account's password.
   * Without it, undelivered messages are read by the operator with `npm run outbox`.
   */
  demoOutbox: boolean;
  googleClientId: string | null;
  facebookAppId: string | null;
  facebookAppSecret: string | null;
  /** Multiplies the per-address rate limits (accounts behind one address, or a test run). */
  rateLimitFactor: number;
  /**
   * The key the CRM gateway (`/api/contacts/...`) asks for in `x-api-key` (CRM_API_KEY). The app
   * carries it in the open (the key is embedded client-side), so it only keeps out
   * callers who never loaded the app; the per-address limits do the rest.
   */
  crmApiKey: string;
  /** Size of the in-memory cache of content answers (CONTENT_CACHE_MB); 0 turns it off. */
  contentCacheBytes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Origins whose pages may call this server from the browser (CORS_ORIGINS, comma-separated;
   * `*` for any). By default only PUBLIC_URL's origin.
   */
  corsOrigins: string[];
  /**
   * Also admit the packaged TV apps, which run from file:// and send `Origin: null` or
   * `Origin: file://` (CORS_ALLOW_PACKAGED, default true).
   */
  corsAllowPackaged: boolean;
  /** Origins the app may load art, streams and API answers from besides its own (CSP_EXTRA_ORIGINS), e.g. a CDN. */
  cspExtraOrigins: string[];
  /**
   * Which proxies in front of the server are believed about the client's address and protocol
   * (X-Forwarded-For, X-Forwarded-Proto): false (none, the default), a number of hops, or a list
   * of addresses and CIDR ranges (TRUST_PROXY).
   */
  trustProxy: false | number | string[];
  /**
   * Requests are refused with 503 while the event loop runs this many milliseconds late on average
   * (LOAD_SHED_EVENT_LOOP_DELAY_MS, default 1000); 0 turns load shedding off.
   */
  loadShedEventLoopDelayMs: number;
  /** Open connections one address may hold at once (MAX_CONNECTIONS_PER_ADDRESS); 0 turns the cap off. */
  connectionsPerAddress: number;
  /** How long SIGTERM/SIGINT waits for in-flight requests before the process gives up and exits 1 (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutMs: number;
  /**
   * Films made into streams at once by this process (INGEST_CONCURRENCY; default one for each two
   * cores); 0 makes none here, leaving the jobs to `npm run worker` processes.
   */
  ingestConcurrency: number | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const CUSTOMER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DEFAULT_CUSTOMER_ID = 'lumen';
export const DEFAULT_LOAD_SHED_EVENT_LOOP_DELAY_MS = 1000;
/** The cap on open connections per address (plugins/connection-limits.ts enforces it). */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;
/** Named address ranges TRUST_PROXY accepts besides addresses and CIDRs (as Fastify's proxy-addr does). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** The origin (scheme://host[:port]) of an http(s) URL with nothing after the host, else null. */
export function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** A comma-separated list of origins; the bad entries are reported with the variable's name. */
function readOrigins(name: string, text: string, problems: string[], allowAny: boolean): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (allowAny && entries.length === 1 && entries[0] === '*') return ['*'];
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (origin) origins.push(origin);
    else {
      problems.push(
        `${name} must be a comma-separated list of origins such as https://tv.example.org (scheme, host and port only${allowAny ? ', or * alone for any origin' : ''}); "${entry}" is not one`,
      );
    }
  }
  return [...new Set(origins)];
}

function isProxyRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
/** The development key of the CRM gateway; set CRM_API_KEY to your own in production. */
export const DEFAULT_CRM_API_KEY = 'lumen-dev-crm-key';
const CRM_API_KEY_PATTERN = /^[A-Za-z0-9._~-]{16,200}$/;

/** Reads and validates the environment; throws ConfigError listing every bad value at once. */
export function readServerConfig(env: NodeJS.ProcessEnv, rootDir: string): ServerConfig {
  const problems: string[] = [];

  const portText = (env.PORT ?? '8080').trim();
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${env.PORT}")`);
  }

  const host = (env.HOST ?? '0.0.0.0').trim();
  if (!host) problems.push('HOST must not be empty when set');

  const dataDirText = (env.DATA_DIR ?? './data').trim();
  if (!dataDirText) problems.push('DATA_DIR must not be empty when set');
  if (dataDirText.includes('\0')) problems.push('DATA_DIR must not contain NUL characters');

  let databaseUrl: string | null = null;
  const dbText = env.DATABASE_URL?.trim();
  if (dbText) {
    try {
      const url = new URL(dbText);
      if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
        problems.push(`DATABASE_URL must be a postgres:// or postgresql:// URL (got protocol "${url.protocol}")`);
      } else if (!url.hostname && !url.searchParams.get('host')) {
        problems.push('DATABASE_URL must name a host');
      } else {
        databaseUrl = dbText;
      }
    } catch {
      problems.push('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)');
    }
  }

  let redisUrl: string | null = null;
  const redisText = env.REDIS_URL?.trim();
  if (redisText) {
    try {
      const url = new URL(redisText);
      if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
        problems.push(`REDIS_URL must be a redis:// or rediss:// URL (got protocol "${url.protocol}")`);
      } else if (!url.hostname) {
        problems.push('REDIS_URL must name a host (redis://host:6379)');
      } else if (url.pathname !== '' && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname)) {
        problems.push(`REDIS_URL may end only in a database number such as /0 (got "${url.pathname}")`);
      } else {
        redisUrl = redisText;
      }
    } catch {
      problems.push('REDIS_URL is not a valid URL (expected redis://[:password@]host:6379[/db])');
    }
  }

  const customerId = (env.CUSTOMER_ID ?? DEFAULT_CUSTOMER_ID).trim();
  if (!CUSTOMER_ID_PATTERN.test(customerId)) {
    problems.push(`CUSTOMER_ID must be 1-64 letters, digits, "-" or "_", starting with a letter or digit (got "${env.CUSTOMER_ID}")`);
  }

  let publicUrl = `http://localhost:${Number.isFinite(port) ? port : 8080}`;
  const publicText = env.PUBLIC_URL?.trim();
  if (publicText) {
    try {
      const url = new URL(publicText);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        problems.push(`PUBLIC_URL must start with http:// or https:// (got "${publicText}")`);
      } else if (url.search || url.hash) {
        problems.push('PUBLIC_URL must not carry a query or fragment');
      } else {
        publicUrl = url.toString().replace(/\/+$/, '');
      }
    } catch {
      problems.push(`PUBLIC_URL is not a valid URL (got "${publicText}")`);
    }
  }

  const cacheText = (env.CONTENT_CACHE_MB ?? '32').trim();
  const cacheMb = Number(cacheText);
  if (!/^\d+$/.test(cacheText) || cacheMb > 4096) {
    problems.push(`CONTENT_CACHE_MB must be a whole number of megabytes from 0 to 4096 (got "${env.CONTENT_CACHE_MB}")`);
  }

  const countryHeaderText = env.COUNTRY_HEADER?.trim().toLowerCase() ?? '';
  if (countryHeaderText && !/^[a-z0-9-]{1,64}$/.test(countryHeaderText)) {
    problems.push(`COUNTRY_HEADER must be a header name such as cf-ipcountry (got "${env.COUNTRY_HEADER}")`);
  }

  let mailTransport: ServerConfig['mailTransport'] = 'outbox';
  const mailText = (env.MAIL_TRANSPORT ?? 'outbox').trim();
  if (mailText !== 'outbox') {
    if (/^smtps?:\/\/[^\s]+$/.test(mailText)) mailTransport = { smtpUrl: mailText };
    else problems.push(`MAIL_TRANSPORT must be "outbox" or an smtp:// or smtps:// URL (got "${env.MAIL_TRANSPORT}")`);
  }
  const demoOutboxText = (env.DEMO_OUTBOX ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0', 'yes', 'no'].includes(demoOutboxText)) {
    problems.push(`DEMO_OUTBOX must be 1 (serve the outbox over HTTP, for development only) or 0 (got "${env.DEMO_OUTBOX}")`);
  }
  const demoOutbox = ['true', '1', 'yes'].includes(demoOutboxText);
  const mailFrom = (env.MAIL_FROM ?? 'Lumen <no-reply@lumen.example.org>').trim();

  const googleClientId = env.GOOGLE_CLIENT_ID?.trim() || null;
  if (googleClientId && !/^[A-Za-z0-9._-]{10,200}$/.test(googleClientId)) problems.push('GOOGLE_CLIENT_ID does not look like a Google OAuth client id');
  const facebookAppId = env.FACEBOOK_APP_ID?.trim() || null;
  const facebookAppSecret = env.FACEBOOK_APP_SECRET?.trim() || null;
  if (facebookAppId && !/^\d{5,30}$/.test(facebookAppId)) problems.push('FACEBOOK_APP_ID must be the numeric app id');
  if (facebookAppId && !facebookAppSecret) problems.push('FACEBOOK_APP_SECRET is needed with FACEBOOK_APP_ID, to check sign-ins on the server');

  const factorText = (env.RATE_LIMIT_FACTOR ?? '1').trim();
  const rateLimitFactor = Number(factorText);
  if (!/^\d+(\.\d+)?$/.test(factorText) || rateLimitFactor < 1 || rateLimitFactor > 1000) {
    problems.push(`RATE_LIMIT_FACTOR must be a number from 1 to 1000 (got "${env.RATE_LIMIT_FACTOR}")`);
  }

  const crmApiKey = (env.CRM_API_KEY ?? DEFAULT_CRM_API_KEY).trim();
  if (!CRM_API_KEY_PATTERN.test(crmApiKey)) {
    problems.push('CRM_API_KEY must be 16-200 letters, digits, ".", "_", "~" or "-"');
  }

  const logLevelText = (env.LOG_LEVEL ?? 'warn').trim();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelText)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }

  const corsText = env.CORS_ORIGINS?.trim();
  let publicOrigin = 'http://localhost:8080';
  try {
    publicOrigin = new URL(publicUrl).origin;
  } catch {
    // Only when PORT is out of range, which is reported above.
  }
  const corsOrigins = corsText ? readOrigins('CORS_ORIGINS', corsText, problems, true) : [publicOrigin];
  if (corsText !== undefined && corsText !== '' && corsOrigins.length === 0 && !problems.some((p) => p.startsWith('CORS_ORIGINS'))) {
    problems.push('CORS_ORIGINS must name at least one origin when set');
  }

  const packagedText = (env.CORS_ALLOW_PACKAGED ?? 'true').trim().toLowerCase();
  if (!['true', 'false', '1', '0', 'yes', 'no'].includes(packagedText)) {
    problems.push(`CORS_ALLOW_PACKAGED must be true or false (got "${env.CORS_ALLOW_PACKAGED}")`);
  }
  const corsAllowPackaged = ['true', '1', 'yes'].includes(packagedText);

  const cspExtraOrigins = readOrigins('CSP_EXTRA_ORIGINS', env.CSP_EXTRA_ORIGINS?.trim() ?? '', problems, false);

  let trustProxy: ServerConfig['trustProxy'] = false;
  const trustText = (env.TRUST_PROXY ?? '').trim();
  if (trustText && !['false', '0', 'no'].includes(trustText.toLowerCase())) {
    if (/^\d+$/.test(trustText) && Number(trustText) >= 1 && Number(trustText) <= 10) trustProxy = Number(trustText);
    else {
      const entries = trustText
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isProxyRange(entry));
      if (bad.length > 0 || entries.length === 0) {
        problems.push(
          `TRUST_PROXY must be false, a number of proxy hops from 1 to 10, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${env.TRUST_PROXY}"; "true" is not accepted: it would let any client choose its own address)`,
        );
      } else trustProxy = entries;
    }
  }

  const shedText = (env.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? String(DEFAULT_LOAD_SHED_EVENT_LOOP_DELAY_MS)).trim();
  const loadShedEventLoopDelayMs = Number(shedText);
  if (!/^\d+$/.test(shedText) || loadShedEventLoopDelayMs > 60_000) {
    problems.push(`LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 (off) to 60000 (got "${env.LOAD_SHED_EVENT_LOOP_DELAY_MS}")`);
  }

  const connectionsText = (env.MAX_CONNECTIONS_PER_ADDRESS ?? String(DEFAULT_CONNECTIONS_PER_ADDRESS)).trim();
  const connectionsPerAddress = Number(connectionsText);
  if (!/^\d+$/.test(connectionsText) || connectionsPerAddress > 100_000) {
    problems.push(`MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 0 (no cap) to 100000 (got "${env.MAX_CONNECTIONS_PER_ADDRESS}")`);
  }

  const shutdownText = (env.SHUTDOWN_TIMEOUT_SECONDS ?? '10').trim();
  const shutdownSeconds = Number(shutdownText);
  if (!/^\d+(\.\d+)?$/.test(shutdownText) || shutdownSeconds <= 0 || shutdownSeconds > 600) {
    problems.push(`SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds above 0, up to 600 (got "${env.SHUTDOWN_TIMEOUT_SECONDS}")`);
  }

  const ingestText = (env.INGEST_CONCURRENCY ?? '').trim();
  const ingestConcurrency = ingestText === '' ? null : Number(ingestText);
  if (ingestText !== '' && (!/^\d+$/.test(ingestText) || ingestConcurrency! > 64)) {
    problems.push(`INGEST_CONCURRENCY must be a whole number of films made at once, from 0 (none in this process) to 64 (got "${env.INGEST_CONCURRENCY}")`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir: path.resolve(rootDir, dataDirText),
    databaseUrl,
    redisUrl,
    customerId,
    publicUrl,
    appDir: path.resolve(rootDir, 'dist'),
    studioDir: path.resolve(rootDir, 'build/studio'),
    mediaDir: path.resolve(rootDir, 'public/media'),
    contentCacheBytes: cacheMb * 1024 * 1024,
    trustedCountryHeader: countryHeaderText || null,
    mailTransport,
    mailTransportSet: (env.MAIL_TRANSPORT ?? '').trim() !== '',
    mailFrom,
    demoOutbox,
    rateLimitFactor,
    crmApiKey,
    googleClientId,
    facebookAppId,
    facebookAppSecret,
    logLevel: logLevelText as ServerConfig['logLevel'],
    corsOrigins,
    corsAllowPackaged,
    cspExtraOrigins,
    trustProxy,
    loadShedEventLoopDelayMs,
    connectionsPerAddress,
    shutdownTimeoutMs: Math.round(shutdownSeconds * 1000),
    ingestConcurrency,
  };
}
