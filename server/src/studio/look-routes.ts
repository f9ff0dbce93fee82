import type * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { Look, LookBody } from '../../../contract/studio.js';
import { bearerToken } from '../http.js';
import type { LookService } from './look.js';
import type { OperatorService } from './operators.js';
import { studioAnswers } from './answers.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';

const answers = studioAnswers;

/** The look's routes, registered in the studio's scope (its hooks: headers, no-store, no stray body). */
export function lookRoutes(app: FastifyInstance, options: { customerId: string; operators: OperatorService; look: LookService }): void {
  const { customerId, operators, look } = options;
  app.get('/look', { schema: { response: answers(Look) } }, async (request) => {
    await operators.requireOperator(bearerToken(request));
    return look.get(customerId);
  });
  app.put<{ Body: v.InferOutput<typeof LookBody> }>('/look', { schema: { body: jsonSchemaOf(LookBody), response: answers(Look) } }, async (request) =>
    look.save(customerId, (await operators.requireOperator(bearerToken(request))).email, request.body),
  );
}
