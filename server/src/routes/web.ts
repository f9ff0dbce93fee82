import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.js';

/** Paths that are never app routes: unknown ones there are plain 404s, not index.html. */
const NON_APP_PREFIXES = ['/api/', '/media/', '/art/', '/assets/'];

/** The built app: hashed assets cached for a year, index.html for every app route (history mode). */
export async function webRoutes(app: FastifyInstance, appDir: string): Promise<void> {
  const indexFile = path.join(appDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      index: false,
      list: false,
      dotfiles: 'deny',
      wildcard: true,
      setHeaders(res, filePath) {
        const relative = path.relative(appDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isAppRoute =
      (request.method === 'GET' || request.method === 'HEAD') && !NON_APP_PREFIXES.some((prefix) => url.startsWith(prefix)) && !/\.[a-z0-9]{2,5}$/i.test(url);
    if (!isAppRoute) {
      return reply.status(404).send(errorBody(url.startsWith('/api/') ? `No API call ${request.method} ${url}` : 'Not found'));
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The app has not been built yet. Run "npm run build" (or "npm start", which builds it) and reload.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
  });
}
