import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CreateLiveChannelBody, LiveChannel, LiveChannelList, SaveLiveChannelBody, ScheduleBody, ScheduleRefusal } from '../../../contract/studio-live.js';
import { StudioId } from '../../../contract/studio.js';
import { bearerToken } from '../http.js';
import { ScheduleRefused, type LiveService } from './live.js';
import type { OperatorService } from './operators.js';
import { Failure } from './answers.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';

const IdParams = v.object({ id: StudioId });
const answers = (ok: v.GenericSchema) => {
  const failure = jsonSchemaOf(Failure);
  return { 200: jsonSchemaOf(ok), 400: jsonSchemaOf(ScheduleRefusal), 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };
};

/** The live channels' routes, in the studio's scope (its hooks: headers, no-store, no stray body). Any operator may use them. */
export function liveRoutes(app: FastifyInstance, options: { customerId: string; operators: OperatorService; live: LiveService }): void {
  const { customerId, operators, live } = options;
  const operator = async (request: FastifyRequest) => (await operators.requireOperator(bearerToken(request))).email;

  app.get('/live', { schema: { response: answers(LiveChannelList) } }, async (request) => {
    await operator(request);
    return { channels: await live.list(customerId) };
  });
  app.post<{ Body: v.InferOutput<typeof CreateLiveChannelBody> }>(
    '/live',
    { schema: { body: jsonSchemaOf(CreateLiveChannelBody), response: answers(LiveChannel) } },
    async (request) => live.create(customerId, await operator(request), request.body.fields),
  );
  app.put<{ Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof SaveLiveChannelBody> }>(
    '/live/:id',
    { schema: { params: jsonSchemaOf(IdParams), body: jsonSchemaOf(SaveLiveChannelBody), response: answers(LiveChannel) } },
    async (request) => live.save(customerId, await operator(request), request.params.id, request.body.version, request.body.fields),
  );
  app.put<{ Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof ScheduleBody> }>(
    '/live/:id/schedule',
    { schema: { params: jsonSchemaOf(IdParams), body: jsonSchemaOf(ScheduleBody), response: answers(LiveChannel) } },
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
