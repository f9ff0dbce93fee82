import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { ANSWERS, ERROR_ANSWER } from '../schemas/answers.js';
import { jsonSchemaOf, type JsonSchema } from '../schemas/json-schema.js';

/** A route's answer that does not match what its schema says it answers. */
export interface AnswerViolation {
  route: string;
  status: number;
  problem: string;
}

const ajv = new Ajv({ allErrors: false, strict: false });
const compiled = new Map<JsonSchema, ValidateFunction>();
const checkerOf = (schema: JsonSchema) => {
  let check = compiled.get(schema);
  if (!check) {
    check = ajv.compile(schema);
    compiled.set(schema, check);
  }
  return check;
};

/** The route's key in ANSWERS: its method and its address as registered ('GET /api/catalogues'). */
export const answerKey = (method: string, url: string) => `${method} ${url}`;

/**
 * Checks every JSON answer of the API against its route's schema (schemas/answers.ts, from contract/answers.ts): a success
 * against the route's own, a failure against the one error shape. Objects are serialised by
 * that schema as they go out, but answers sent already written (a catalogue's stored items) are
 * not; the server's tests run with this on and fail on any mismatch. `report` hears each one; the answer itself goes out unchanged.
 */
export function checkAnswers(app: FastifyInstance, report: (violation: AnswerViolation) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    // HEAD answers as GET does (its body is dropped on the way out).
    const route = answerKey(request.method === 'HEAD' ? 'GET' : request.method, url);
    const status = reply.statusCode;
    const answer = ANSWERS[route];
    const schema = status >= 400 ? ERROR_ANSWER : answer && jsonSchemaOf(answer);
    if (!schema) {
      report({ route, status, problem: 'no answer schema for this route (server/src/schemas/answers.ts)' });
      return payload;
    }
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      report({ route, status, problem: 'the answer is not JSON' });
      return payload;
    }
    const check = checkerOf(schema);
    if (!check(body)) {
      const first = check.errors?.[0];
      const extra = first?.params && 'additionalProperty' in first.params ? ` (${String(first.params.additionalProperty)})` : '';
      report({ route, status, problem: first ? `${first.instancePath || '/'}: ${first.message ?? 'does not match'}${extra}` : 'does not match' });
    }
    return payload;
  });
}
