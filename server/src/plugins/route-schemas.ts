import type { FastifyInstance, RouteOptions } from 'fastify';
import { ApiHeaders, NoBody, NoQuery } from '../schemas/common.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every /api route gets a schema for each part of the request it does not describe itself: the
 * headers the API reads (bounded), no query parameters, and no body on a write that takes none.
 * Unknown query and body fields are stripped (Ajv removeAdditional), never passed on.
 */
export function defaultApiSchemas(api: FastifyInstance): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ??= {});
    schema.headers ??= ApiHeaders;
    schema.querystring ??= NoQuery;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => BODY_METHODS.has(method))) schema.body ??= NoBody;
  });
}
