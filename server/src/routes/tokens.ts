import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, unauthorized } from '../lib/errors.js';
import { noStore, requireBearerToken } from '../http.js';
import type { AppTokenRepository } from '../repositories/app-tokens.js';

const GetTokenBody = Type.Object(
  {
    platform: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 ._-]+$' }),
    customerId: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);

export function tokenRoutes(app: FastifyInstance, tokens: AppTokenRepository): void {
  app.post<{ Body: Static<typeof GetTokenBody> }>('/get-token', { schema: { body: GetTokenBody }, onSend: noStore }, async (request) => {
    if (request.body.customerId !== request.customerId) {
      throw badRequest('customerId in the body does not match the customerid header');
    }
    return tokens.issue(request.customerId, request.body.platform);
  });

  app.get('/refresh-token', { onSend: noStore }, async (request) => {
    const token = requireBearerToken(request, 'An app token');
    const record = await tokens.verify(token);
    if (!record || record.customerId !== request.customerId) {
      throw unauthorized('The app token is invalid or has expired; request a new one with POST /get-token');
    }
    return tokens.issue(record.customerId, record.platform);
  });
}
