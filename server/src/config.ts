import path from 'node:path';

/** Server settings, read once from the environment and checked before anything starts. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL switches storage from the embedded SQLite file to PostgreSQL. */
  databaseUrl: string | null;
  customerId: string;
  /** The address people use to reach the app; used in e-mailed links, never the Host header. */
  publicUrl: string;
  /** Folder with the built app (index.html and assets). */
  appDir: string;
  /** Folder with the sample media (public/media). */
  mediaDir: string;
  /** A header set by a trusted proxy or CDN with the visitor's two-letter country (COUNTRY_HEADER). */
  trustedCountryHeader: string | null;
  /** Where e-mail and SMS go: 'outbox' (stored, readable at /dev/outbox) or an smtp:// URL for e-mail. */
  mailTransport: 'outbox' | { smtpUrl: string };
  mailFrom: string;
  googleClientId: string | null;
  facebookAppId: string | null;
  facebookAppSecret: string | null;
  /** Multiplies the per-address rate limits (accounts behind one address, or a test run). */
  rateLimitFactor: number;
  /**
   * The key the CRM gateway (`/api/contacts/...`) asks for in `x-api-key` (CRM_API_KEY). The app
   * carries it in the open (SPEC section 7: the key is embedded client-side), so it only keeps out
   * callers who never loaded the app; the per-address limits do the rest.
   */
  crmApiKey: string;
  /** Size of the in-memory cache of content answers (CONTENT_CACHE_MB); 0 turns it off. */
  contentCacheBytes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** How long SIGTERM/SIGINT waits for in-flight requests before the process gives up and exits 1 (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutMs: number;
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

  const customerId = (env.CUSTOMER_ID ?? DEFAULT_CUSTOMER_ID).trim();
  if (!CUSTOMER_ID_PATTERN.test(customerId)) {
    problems.push(
      `CUSTOMER_ID must be 1-64 letters, digits, "-" or "_", starting with a letter or digit (got "${env.CUSTOMER_ID}")`,
    );
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

  const shutdownText = (env.SHUTDOWN_TIMEOUT_SECONDS ?? '10').trim();
  const shutdownSeconds = Number(shutdownText);
  if (!/^\d+(\.\d+)?$/.test(shutdownText) || shutdownSeconds <= 0 || shutdownSeconds > 600) {
    problems.push(`SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds above 0, up to 600 (got "${env.SHUTDOWN_TIMEOUT_SECONDS}")`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir: path.resolve(rootDir, dataDirText),
    databaseUrl,
    customerId,
    publicUrl,
    appDir: path.resolve(rootDir, 'dist'),
    mediaDir: path.resolve(rootDir, 'public/media'),
    contentCacheBytes: cacheMb * 1024 * 1024,
    trustedCountryHeader: countryHeaderText || null,
    mailTransport,
    mailFrom,
    rateLimitFactor,
    crmApiKey,
    googleClientId,
    facebookAppId,
    facebookAppSecret,
    logLevel: logLevelText as ServerConfig['logLevel'],
    shutdownTimeoutMs: Math.round(shutdownSeconds * 1000),
  };
}
