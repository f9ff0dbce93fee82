import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { FEED_MAX_BYTES, ImportBody, ImportReport, RokuFeed } from '../../../contract/studio.js';
import type { Db } from '../db/database.js';
import { bearerToken } from '../http.js';
import { exportFeed } from './feed-export.js';
import { createFeedImportService } from './feed-import.js';
import type { OperatorService } from './operators.js';

const Failure = Type.Object({ error: Type.Object({ message: Type.String(), status: Type.Optional(Type.String()) }) });
const answers = <T>(ok: T) => ({ 200: ok, 400: Failure, 401: Failure, 403: Failure, 404: Failure, 409: Failure, 413: Failure, 429: Failure });

export interface FeedRouteOptions {
  customerId: string;
  operators: OperatorService;
  feeds: { db: Db; now: () => number; contentChanged: () => Promise<void>; providerName?: string };
}

/**
 * Import and export of the catalogue as a Roku Direct Publisher feed, in the studio's scope (its
 * hooks). The import route alone takes bodies up to FEED_MAX_BYTES (20 MB): the server's limit of
 * 64 KB stays for every other route.
 */
export function feedRoutes(app: FastifyInstance, options: FeedRouteOptions): void {
  const { customerId, operators, feeds } = options;
  const imports = createFeedImportService(feeds);
  app.post<{ Body: Static<typeof ImportBody> }>(
    '/import',
    { bodyLimit: FEED_MAX_BYTES + 64 * 1024, schema: { body: ImportBody, response: answers(ImportReport) } },
    async (request) => imports.run(customerId, (await operators.requireOperator(bearerToken(request))).email, request.body),
  );
  app.get('/export', { schema: { response: answers(RokuFeed) } }, async (request, reply) => {
    await operators.requireOperator(bearerToken(request));
    const now = feeds.now();
    reply.header('content-disposition', `attachment; filename="lumen-feed-${new Date(now).toISOString().slice(0, 10)}.json"`);
    return exportFeed(feeds.db, customerId, feeds.providerName ?? 'Lumen', now);
  });
}
