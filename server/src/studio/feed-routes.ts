import type * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { FEED_MAX_BYTES, ImportBody, ImportReport, RokuFeed } from '../../../contract/studio.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../lib/errors.js';
import { bearerToken } from '../http.js';
import { exportFeed } from './feed-export.js';
import { createFeedImportService } from './feed-import.js';
import type { OperatorService } from './operators.js';
import { studioAnswers } from './answers.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';

const answers = (ok: v.GenericSchema) => studioAnswers(ok, 413);

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
  app.post<{ Body: v.InferOutput<typeof ImportBody> }>(
    '/import',
    { bodyLimit: FEED_MAX_BYTES + 64 * 1024, attachValidation: true, schema: { body: jsonSchemaOf(ImportBody), response: answers(ImportReport) } },
    async (request) => {
      const who = await operators.requireOperator(bearerToken(request));
      if (request.validationError) throw badRequest(feedProblem(request.body, request.validationError));
      return imports.run(customerId, who.email, request.body);
    },
  );
  app.get('/export', { schema: { response: answers(RokuFeed) } }, async (request, reply) => {
    await operators.requireOperator(bearerToken(request));
    const now = feeds.now();
    reply.header('content-disposition', `attachment; filename="lumen-feed-${new Date(now).toISOString().slice(0, 10)}.json"`);
    return exportFeed(feeds.db, customerId, feeds.providerName ?? 'Lumen', now);
  });
}

interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * A feed's first problem, named by the item it is in: where (feed.series.0.seasons.1.episodes.3),
 * the item's id or title when it has one, and what is wrong.
 */
export function feedProblem(body: unknown, error: Error & { validation?: SchemaError[] }): string {
  const first = error.validation?.[0];
  if (!first) return `Invalid body: ${error.message}`;
  const steps = first.instancePath.split('/').filter(Boolean);
  let item = '';
  let node: unknown = body;
  for (const step of steps) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
    const named = node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>) : undefined;
    if (named && (typeof named.id === 'string' || typeof named.title === 'string' || typeof named.name === 'string'))
      item = ` (the item ${JSON.stringify(String(named.id ?? named.title ?? named.name).slice(0, 80))})`;
  }
  const where = steps.join('.') || 'body';
  const missing = first.params.missingProperty;
  if (typeof missing === 'string') return `Invalid body: ${where}${item}: ${missing} is required`;
  return `Invalid body: ${where}${item}: ${first.message ?? 'is not valid'}`;
}
