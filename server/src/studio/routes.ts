import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AuditList,
  Carousel,
  CarouselList,
  CarouselOrderBody,
  CreateProgrammeBody,
  InviteBody,
  Operator,
  OperatorList,
  OPERATOR_ROLES,
  Programme,
  ProgrammeList,
  ProgrammePreview,
  PublishBody,
  SaveProgrammeBody,
  SignInBody,
  StudioId,
  StudioSession,
  WelcomeBody,
  WelcomeInfo,
} from '../../../contract/studio.js';
import { bearerToken, noStore } from '../http.js';
import { studioAnswers } from './answers.js';
import { NoBody, NoQuery } from '../schemas/common.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';
import type { AuditLogRepository } from '../repositories/audit-log.js';
import type { CarouselService } from './carousels.js';
import { feedRoutes, type FeedRouteOptions } from './feed-routes.js';
import { liveRoutes } from './live-routes.js';
import type { LiveService } from './live.js';
import { lookRoutes } from './look-routes.js';
import type { LookService } from './look.js';
import { operatorView, requireOwner, type OperatorService } from './operators.js';
import { pictureRoutes } from './picture-routes.js';
import type { ProgrammeService } from './programmes.js';
import { siteRoutes } from './site-routes.js';
import type { SiteService } from './site.js';
import type { PictureStore } from '../media/uploaded-pictures.js';
import { ingestRoutes } from '../ingest/routes.js';
import type { IngestService } from '../ingest/service.js';

const IdParams = v.object({ id: StudioId });
const VersionQuery = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)) });
const WelcomeQuery = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
const AuditQuery = v.object({ limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))) });
const OperatorChange = v.object({ role: v.optional(v.picklist(OPERATOR_ROLES)), status: v.optional(v.picklist(['active', 'disabled'])) });
const StudioHeaders = jsonSchemaOf(v.looseObject({ authorization: v.optional(v.pipe(v.string(), v.maxLength(1024))) }));
const Done = v.looseObject({ ok: v.boolean() });
const answers = studioAnswers;

export interface StudioRouteOptions {
  customerId: string;
  operators: OperatorService;
  programmes: ProgrammeService;
  carousels: CarouselService;
  look: LookService;
  site: SiteService;
  live: LiveService;
  audit: AuditLogRepository;
  feeds: FeedRouteOptions['feeds'];
  pictures: PictureStore;
  ingest: IngestService;
}

/**
 * The studio's API at /studio-api: operators' sessions only (a viewer's token is refused here, and
 * a studio token is refused by the viewer API), answers never stored by a browser or a proxy.
 */
export async function studioRoutes(app: FastifyInstance, options: StudioRouteOptions): Promise<void> {
  const { customerId, operators, programmes, carousels, audit } = options;
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {});
    schema.headers ??= StudioHeaders;
    schema.querystring ??= NoQuery;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) schema.body ??= NoBody;
  });
  app.addHook('onSend', noStore);
  const operator = (request: FastifyRequest) => operators.requireOperator(bearerToken(request));
  const owner = async (request: FastifyRequest) => {
    const found = await operator(request);
    requireOwner(found);
    return found;
  };

  app.post<{ Body: v.InferOutput<typeof SignInBody> }>(
    '/sign-in',
    { schema: { body: jsonSchemaOf(SignInBody), response: answers(StudioSession) } },
    async (request) => operators.signIn(customerId, request.ip, request.body.email, request.body.password, request.body.code),
  );
  app.post('/sign-out', { schema: { response: answers(Done) } }, async (request) => {
    const token = bearerToken(request);
    if (token) await operators.signOut(token);
    return { ok: true };
  });
  app.get('/me', { schema: { response: answers(Operator) } }, async (request) => operatorView(await operator(request)));
  app.get<{ Querystring: v.InferOutput<typeof WelcomeQuery> }>(
    '/welcome',
    { schema: { querystring: jsonSchemaOf(WelcomeQuery), response: answers(WelcomeInfo) } },
    async (request) => operators.welcomeInfo(request.query.token),
  );
  app.post<{ Body: v.InferOutput<typeof WelcomeBody> }>(
    '/welcome',
    { schema: { body: jsonSchemaOf(WelcomeBody), response: answers(StudioSession) } },
    async (request) => operators.welcome(customerId, request.body.token, request.body.password, request.body.code),
  );

  app.get('/operators', { schema: { response: answers(OperatorList) } }, async (request) => {
    await owner(request);
    return { operators: await operators.list(customerId) };
  });
  app.post<{ Body: v.InferOutput<typeof InviteBody> }>(
    '/operators',
    { schema: { body: jsonSchemaOf(InviteBody), response: answers(Operator) } },
    async (request) => operators.invite(customerId, await owner(request), request.body.email, request.body.role),
  );
  app.patch<{ Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof OperatorChange> }>(
    '/operators/:id',
    { schema: { params: jsonSchemaOf(IdParams), body: jsonSchemaOf(OperatorChange), response: answers(Operator) } },
    async (request) => operators.change(customerId, await owner(request), request.params.id, request.body),
  );

  app.get<{ Querystring: v.InferOutput<typeof AuditQuery> }>(
    '/audit',
    { schema: { querystring: jsonSchemaOf(AuditQuery), response: answers(AuditList) } },
    async (request) => {
      await operator(request);
      const rows = await audit.latest(customerId, request.query.limit ?? 100);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: new Date(Number(r.at)).toISOString(),
          operator: r.operator,
          action: r.action,
          target: r.target,
          before: r.before,
          after: r.after,
        })),
      };
    },
  );

  app.get('/programmes', { schema: { response: answers(ProgrammeList) } }, async (request) => {
    await operator(request);
    return { programmes: await programmes.list(customerId) };
  });
  app.post<{ Body: v.InferOutput<typeof CreateProgrammeBody> }>(
    '/programmes',
    { schema: { body: jsonSchemaOf(CreateProgrammeBody), response: answers(Programme) } },
    async (request) => programmes.create(customerId, (await operator(request)).email, request.body.fields),
  );
  app.get<{ Params: v.InferOutput<typeof IdParams> }>(
    '/programmes/:id',
    { schema: { params: jsonSchemaOf(IdParams), response: answers(Programme) } },
    async (request) => {
      await operator(request);
      return programmes.get(customerId, request.params.id);
    },
  );
  app.get<{ Params: v.InferOutput<typeof IdParams> }>(
    '/programmes/:id/preview',
    { schema: { params: jsonSchemaOf(IdParams), response: answers(ProgrammePreview) } },
    async (request) => {
      await operator(request);
      return { item: await programmes.preview(customerId, request.params.id) };
    },
  );
  app.put<{ Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof SaveProgrammeBody> }>(
    '/programmes/:id',
    { schema: { params: jsonSchemaOf(IdParams), body: jsonSchemaOf(SaveProgrammeBody), response: answers(Programme) } },
    async (request) => programmes.save(customerId, (await operator(request)).email, request.params.id, request.body.version, request.body.fields),
  );
  app.post<{ Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof PublishBody> }>(
    '/programmes/:id/publication',
    { schema: { params: jsonSchemaOf(IdParams), body: jsonSchemaOf(PublishBody), response: answers(Programme) } },
    async (request) => programmes.publish(customerId, (await operator(request)).email, request.params.id, request.body),
  );
  app.delete<{ Params: v.InferOutput<typeof IdParams>; Querystring: v.InferOutput<typeof VersionQuery> }>(
    '/programmes/:id',
    { schema: { params: jsonSchemaOf(IdParams), querystring: jsonSchemaOf(VersionQuery), response: answers(Done) } },
    async (request) => {
      await programmes.remove(customerId, (await operator(request)).email, request.params.id, request.query.version);
      return { ok: true };
    },
  );

  app.get('/carousels', { schema: { response: answers(CarouselList) } }, async (request) => {
    await operator(request);
    return carousels.list(customerId);
  });
  app.get<{ Params: v.InferOutput<typeof IdParams> }>(
    '/carousels/:id',
    { schema: { params: jsonSchemaOf(IdParams), response: answers(Carousel) } },
    async (request) => {
      await operator(request);
      return carousels.get(customerId, request.params.id);
    },
  );
  app.put<{ Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof CarouselOrderBody> }>(
    '/carousels/:id',
    { schema: { params: jsonSchemaOf(IdParams), body: jsonSchemaOf(CarouselOrderBody), response: answers(Carousel) } },
    async (request) => carousels.arrange(customerId, (await operator(request)).email, request.params.id, request.body.ids, request.body.expected),
  );

  lookRoutes(app, options);
  siteRoutes(app, options);
  liveRoutes(app, options);
  feedRoutes(app, options);
  await pictureRoutes(app, options);
  await ingestRoutes(app, options);
}
