import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CreateLiveChannelBody, LiveChannel, LiveChannelList, SaveLiveChannelBody, ScheduleBody, ScheduleRefusal } from '../../../contract/studio-live.js';
import { StudioId } from '../../../contract/studio.js';
import { bearerToken } from '../http.js';
import { ScheduleRefused, type LiveService } from './live.js';
import type { OperatorService } from './operators.js';
import { Failure } from './answers.js';

const IdParams = Type.Object({ id: StudioId }, { additionalProperties: false });
const answers = <T>(ok: T) => ({ 200: ok, 400: ScheduleRefusal, 401: Failure, 403: Failure, 404: Failure, 409: Failure, 429: Failure });

/** The live channels' routes, in the studio's scope (its hooks: headers, no-store, no stray body). Any operator may use them. */
export function liveRoutes(app: FastifyInstance, options: { customerId: string; operators: OperatorService; live: LiveService }): void {
  const { customerId, operators, live } = options;
  const operator = async (request: FastifyRequest) => (await operators.requireOperator(bearerToken(request))).email;

  app.get('/live', { schema: { response: answers(LiveChannelList) } }, async (request) => {
    await operator(request);
    return { channels: await live.list(customerId) };
  });
  app.post<{ Body: Static<typeof CreateLiveChannelBody> }>(
    '/live',
    { schema: { body: CreateLiveChannelBody, response: answers(LiveChannel) } },
    async (request) => live.create(customerId, await operator(request), request.body.fields),
  );
  app.put<{ Params: Static<typeof IdParams>; Body: Static<typeof SaveLiveChannelBody> }>(
    '/live/:id',
    { schema: { params: IdParams, body: SaveLiveChannelBody, response: answers(LiveChannel) } },
    async (request) => live.save(customerId, await operator(request), request.params.id, request.body.version, request.body.fields),
  );
  app.put<{ Params: Static<typeof IdParams>; Body: Static<typeof ScheduleBody> }>(
    '/live/:id/schedule',
    { schema: { params: IdParams, body: ScheduleBody, response: answers(LiveChannel) } },
    async (request, reply) => {
      const who = await operator(request);
      try {
        return await live.uploadSchedule(customerId, who, request.params.id, request.body);
      } catch (error) {
        // The bad lines go with the refusal, for the studio to list.
        if (error instanceof ScheduleRefused) return reply.code(400).send({ error: { message: error.message, status: error.flag }, lines: error.lines });
        throw error;
      }
    },
  );
}
