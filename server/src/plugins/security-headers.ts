/**
 * Not @fastify/helmet because it sets its headers in an onRequest hook, which the answers to a
 * malformed URL (frameworkErrors) and to Node's own parse errors never reach, it sends HSTS over
 * plain http too, and its nonces go into style-src as well, which switches off the 'unsafe-inline'
 * React's style attributes need.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: an https address means every answer is reached over HTTPS (HSTS). */
  publicUrl: string;
  /** Sign-in SDKs the app loads when they are configured (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID). */
  google?: boolean;
  facebook?: boolean;
  /** CSP_EXTRA_ORIGINS: where else art, streams and API answers may come from (a CDN). */
  extraOrigins?: readonly string[];
}

/** Google Identity Services, as Google documents its CSP needs. */
const GOOGLE = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
};
/** The Facebook JavaScript SDK (login opens a pop-up window, which the CSP does not govern). */
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  style: [],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
};

/** A year, without includeSubDomains: the sister sites on other subdomains are not ours to pin. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * The Content-Security-Policy of every answer. Pages (index.html, the row harness) pass the nonce
 * their script tags carry: the page's inline boot script (src/boot/boot.js) needs it, and gives
 * it to the module script it inserts, because every modern chunk imports a `data:` module (Vite's
 * import.meta.resolve guard), which no hash can allow; a nonce covers a script and the modules it
 * imports.
 *
 * style-src keeps 'unsafe-inline': React writes style attributes (positions of virtualised rows,
 * theme colours from the configuration), which neither a nonce nor a hash can allow, and a nonce
 * in style-src would switch 'unsafe-inline' off. Styles cannot run script, so this costs little.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions, nonce?: string): string {
  const providers = [...(options.google ? [GOOGLE] : []), ...(options.facebook ? [FACEBOOK] : [])];
  const from = (kind: keyof typeof GOOGLE) => providers.flatMap((p) => p[kind]);
  const extra = options.extraOrigins ?? [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...from('script')]],
    ['style-src', ["'self'", "'unsafe-inline'", ...from('style')]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra]],
    // data: for the empty caption track the player's text display starts from (`data:,WEBVTT`).
    ['media-src', ["'self'", 'blob:', 'data:', ...extra]],
    ['worker-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...extra, ...from('connect')]],
    ...(providers.length > 0 ? ([['frame-src', from('frame')]] as Array<[string, string[]]>) : []),
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** A fresh nonce for one page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Every `<script` tag of a page, given the nonce. */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b/gi, `<script nonce="${nonce}"`);
}

export interface SecurityHeaders {
  /** Sets the headers on a reply that no hook will see (framework errors). */
  apply(request: FastifyRequest, reply: FastifyReply): void;
  /** The policy of a page whose scripts carry `nonce`. */
  pagePolicy(nonce: string): string;
  /** The headers of an answer written straight to the socket (Node's own client errors). */
  plain(): Record<string, string>;
}

/**
 * Security headers on every answer: CSP, nosniff, no referrer, no framing, and HSTS when the
 * request came over HTTPS (PUBLIC_URL is https, or a trusted proxy says so: TRUST_PROXY).
 * A page that set its own CSP (with its nonce) keeps it.
 */
export function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): SecurityHeaders {
  const policy = contentSecurityPolicy(options);
  const httpsEverywhere = options.publicUrl.startsWith('https:');
  const apply = (request: FastifyRequest, reply: FastifyReply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (httpsEverywhere || request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    apply(request, reply);
    return payload;
  });
  const plain = () => ({
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    ...(httpsEverywhere ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  });
  return { apply, pagePolicy: (nonce) => contentSecurityPolicy(options, nonce), plain };
}
