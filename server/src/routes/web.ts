import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../lib/errors.js';

/** Paths that are never app routes: unknown ones there are plain 404s, not index.html. */
const NON_APP_PREFIXES = ['/api/', '/media/', '/art/', '/assets/'];
/** How much of an unknown API path a 404 repeats. */
const MAX_SHOWN_PATH = 100;

/** The built app: hashed assets cached for a year, index.html for every app route (history mode). */
export async function webRoutes(app: FastifyInstance, appDir: string, customerId: string): Promise<void> {
  const indexFile = path.join(appDir, 'index.html');
  const built = fs.existsSync(indexFile);
  // The customer id goes into the page so one build serves any CUSTOMER_ID. Re-read when the
  // build changes under a running server, so the page never points at assets that are gone.
  let indexHtml = '';
  let indexStamp = -1;
  const currentIndex = () => {
    const stamp = fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (stamp !== indexStamp) {
      indexStamp = stamp;
      indexHtml = stamp < 0 ? '' : fs.readFileSync(indexFile, 'utf8').replace(/__LUMEN_CUSTOMER_ID__/g, customerId);
    }
    return indexHtml;
  };
  if (built) {
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      index: false,
      list: false,
      dotfiles: 'deny',
      wildcard: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(appDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The app has not been built yet. Run "npm run build" (or "npm start", which builds it) and reload.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(currentIndex());
  };
  app.get('/', async (_request, reply) => sendIndex(reply));
  app.get('/index.html', async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isAppRoute =
      (request.method === 'GET' || request.method === 'HEAD') && !NON_APP_PREFIXES.some((prefix) => url.startsWith(prefix)) && !/\.[a-z0-9]{2,5}$/i.test(url);
    if (!isAppRoute) {
      // The path as far as it helps: a 70 KB one is not sent back.
      const shown = url.length > MAX_SHOWN_PATH ? `${url.slice(0, MAX_SHOWN_PATH)}…` : url;
      return reply.status(404).send(errorBody(url.startsWith('/api/') ? `No API call ${request.method} ${shown}` : 'Not found'));
    }
    return sendIndex(reply);
  });
}
