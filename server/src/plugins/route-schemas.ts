import type { FastifyInstance, RouteOptions } from 'fastify';
import { ApiHeaders, NoBody, NoQuery } from '../schemas/common.js';
import { ANSWERS, ERROR_ANSWER } from '../schemas/answers.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every /api route gets a schema for each part of the request it does not describe itself: the
 * headers the API reads (bounded), no query parameters, and no body on a write that takes none.
 * Unknown query and body fields are stripped (Ajv removeAdditional), never passed on.
 *
 * And each carries its answer (schemas/answers.ts, from contract/answers.ts): Fastify serialises
 * what the route answers by it, so a field the contract does not name never goes out, and a field it
 * requires that is missing fails in words (a 500 the error handler words) rather than reaching a
 * viewer's screen as a blank.
 */
export function defaultApiSchemas(api: FastifyInstance): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ??= {});
    schema.headers ??= ApiHeaders;
    schema.querystring ??= NoQuery;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => BODY_METHODS.has(method))) schema.body ??= NoBody;
    const answer = methods.map((method) => ANSWERS[`${method} ${route.url}`]).find(Boolean);
    if (answer) schema.response ??= { '2xx': jsonSchemaOf(answer), '4xx': ERROR_ANSWER, '5xx': ERROR_ANSWER };
  });
}
