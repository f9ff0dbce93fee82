import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import { ANSWERS, ERROR_ANSWER } from '../schemas/answers.js';

/** A route's answer that does not match what its schema says it answers. */
export interface AnswerViolation {
  route: string;
  status: number;
  problem: string;
}

const compiled = new Map<TSchema, TypeCheck<TSchema>>();
const checkerOf = (schema: TSchema) => {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  return check;
};

/** The route's key in ANSWERS: its method and its address as registered ('GET /api/catalogues'). */
export const answerKey = (method: string, url: string) => `${method} ${url}`;

/**
 * Checks every JSON answer of the API against its route's schema (schemas/answers.ts): a success
 * against the route's own, a failure against the one error shape. Answers are built by hand or
 * pre-serialised for speed, so nothing else checks them; the server's tests run with this on and
 * fail on any mismatch. `report` hears each one; the answer itself goes out unchanged.
 */
export function checkAnswers(app: FastifyInstance, report: (violation: AnswerViolation) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    // HEAD answers as GET does (its body is dropped on the way out).
    const route = answerKey(request.method === 'HEAD' ? 'GET' : request.method, url);
    const status = reply.statusCode;
    const schema = status >= 400 ? ERROR_ANSWER : ANSWERS[route];
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
    if (!check.Check(body)) {
      const first = check.Errors(body).First();
      report({
        route,
        status,
        problem: first ? `${first.path || '/'}: ${first.message} (got ${JSON.stringify(first.value)?.slice(0, 120)})` : 'does not match',
      });
    }
    return payload;
  });
}
