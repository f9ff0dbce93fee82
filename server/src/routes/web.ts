import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../lib/errors.js';
import { isPlainAppPath, staticPathGuard } from '../lib/safe-path.js';
import { newNonce, withScriptNonce } from '../plugins/security-headers.js';

/** Paths that are never app routes: unknown ones there are plain 404s, not index.html. */
const NON_APP_PREFIXES = ['/api/', '/studio-api/', '/media/', '/art/', '/assets/'];
/** Folders of the build holding pages besides index.html (the row harness tests and benchmarks drive). */
const PAGE_FOLDERS = ['harness'];
/** How much of an unknown API path a 404 repeats. */
const MAX_SHOWN_PATH = 100;

export interface WebRouteOptions {
  appDir: string;
  /** The built studio (build/studio), served at /studio; none when it has not been built. */
  studioDir?: string;
  customerId: string;
  /** The Content-Security-Policy of a page whose scripts carry `nonce`. */
  pagePolicy: (nonce: string) => string;
}

/** A page of the build, re-read when the build changes under a running server. */
function pageFile(file: string, customerId: string) {
  let html = '';
  let stamp = -1;
  return () => {
    const current = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (current !== stamp) {
      stamp = current;
      // The customer id goes into the page so one build serves any CUSTOMER_ID.
      html = current < 0 ? '' : fs.readFileSync(file, 'utf8').replace(/__LUMEN_CUSTOMER_ID__/g, customerId);
    }
    return html;
  };
}

/** The built app: hashed assets cached for a year, index.html for every app route (history mode). */
export async function webRoutes(app: FastifyInstance, { appDir, studioDir, customerId, pagePolicy }: WebRouteOptions): Promise<void> {
  const indexFile = path.join(appDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const safePath = staticPathGuard(appDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      index: false,
      list: false,
      dotfiles: 'deny',
      wildcard: true,
      cacheControl: false,
      // The build's .br and .gz copies (scripts/precompress.mjs), when the browser takes them.
      preCompressed: true,
      // Source maps (the app's whole source) stay on the server's disk: 404 like a missing file.
      allowedPath: (pathname) => !pathname.endsWith('.map') && safePath(pathname),
      setHeaders(res, filePath) {
        const relative = path.relative(appDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // Everything else is checked with the server on each use: the service worker (sw.js, whose
        // new version is how a deploy reaches installed apps), the manifest, the brand's files.
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  /**
   * A page with a fresh nonce on each of its script tags, and the CSP naming it: the build's
   * inline boot script and the data: module the modern chunks import run, and no other inline
   * script would.
   */
  const sendPage = (reply: FastifyReply, html: string) => {
    const nonce = newNonce();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pagePolicy(nonce))
      .send(withScriptNonce(html, nonce));
  };

  const index = pageFile(indexFile, customerId);
  const sendIndex = (reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The app has not been built yet. Run "npm run build" (or "npm start", which builds it) and reload.');
    }
    return sendPage(reply, index());
  };
  app.get('/', async (_request, reply) => sendIndex(reply));
  app.get('/index.html', async (_request, reply) => sendIndex(reply));

  // The other pages of the build, served the same way (a static route would carry no nonce).
  for (const folder of built ? PAGE_FOLDERS : []) {
    const dir = path.join(appDir, folder);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /^[A-Za-z0-9_-]+\.html$/.test(name)) : [];
    for (const name of names) {
      const page = pageFile(path.join(dir, name), customerId);
      app.get(`/${folder}/${name}`, async (_request, reply) => {
        const html = page();
        return html ? sendPage(reply, html) : reply.callNotFound();
      });
    }
  }

  const sendStudio = await studioPages(app, studioDir, customerId, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // The studio's own pages (history mode under /studio): its index, never the viewer app's.
    if (
      (url === '/studio' || url.startsWith('/studio/')) &&
      !url.startsWith('/studio/assets/') &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isPlainAppPath(url)
    ) {
      return sendStudio(reply);
    }
    const isAppRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_APP_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
      !/\.[a-z0-9]{2,5}$/i.test(url) &&
      isPlainAppPath(url);
    if (!isAppRoute) {
      // The path as far as it helps: a 70 KB one is not sent back.
      const shown = url.length > MAX_SHOWN_PATH ? `${url.slice(0, MAX_SHOWN_PATH)}…` : url;
      return reply.status(404).send(errorBody(url.startsWith('/api/') ? `No API call ${request.method} ${shown}` : 'Not found'));
    }
    return sendIndex(reply);
  });
}

/**
 * The studio at /studio: its hashed assets (cached for a year) and its page for every other
 * /studio address. Before it is built, its addresses say how to build it.
 */
async function studioPages(
  app: FastifyInstance,
  studioDir: string | undefined,
  customerId: string,
  sendPage: (reply: FastifyReply, html: string) => FastifyReply,
) {
  const indexFile = studioDir ? path.join(studioDir, 'index.html') : '';
  if (studioDir && fs.existsSync(indexFile)) {
    const safePath = staticPathGuard(path.join(studioDir, 'assets'));
    await app.register(fastifyStatic, {
      root: path.join(studioDir, 'assets'),
      prefix: '/studio/assets/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathname) => !pathname.endsWith('.map') && safePath(pathname),
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  const page = indexFile ? pageFile(indexFile, customerId) : () => '';
  return (reply: FastifyReply) => {
    const html = page();
    if (!html)
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The studio has not been built yet. Run "npm run build" (or "npm start", which builds it) and reload.');
    return sendPage(reply, html);
  };
}
