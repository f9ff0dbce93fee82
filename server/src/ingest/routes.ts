import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { CaptionBody, CaptionTrack, INGEST_MESSAGES, IngestBody, IngestJob, UPLOAD_MAX_BYTES } from '../../../contract/ingest.js';
import { StudioId } from '../../../contract/studio.js';
import { bearerToken } from '../http.js';
import { ApiError } from '../lib/errors.js';
import type { OperatorService } from '../studio/operators.js';
import type { IngestService } from './service.js';
import { studioAnswers } from '../studio/answers.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';

const IdParams = v.object({ id: StudioId });
const JobParams = v.object({ jobId: v.pipe(v.string(), v.maxLength(32), v.regex(/^[0-9a-f]{24}$/)) });
const UploadParams = v.object({ uploadId: v.pipe(v.string(), v.maxLength(64), v.regex(/^[0-9a-f]{32}$/)) });
const LanguageParams = v.object({ id: StudioId, language: v.pipe(v.string(), v.minLength(2), v.maxLength(5), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/)) });
const answers = (ok: v.GenericSchema) => studioAnswers(ok, 503);
const JobList = v.looseObject({ jobs: v.array(IngestJob) });
const CaptionList = v.looseObject({ captions: v.array(CaptionTrack) });
const IngestStatus = v.looseObject({ available: v.boolean(), reason: v.nullable(v.string()) });
/** A tus request's body is the film itself, read by the tus server from the stream. */
const TusBody = { description: 'a tus upload request (the bytes of the film, read as a stream)' };

/** Headers that belong to one connection, not to the request. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

/** The request as the tus server reads it (a web Request, its body the stream still unread). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const body = request.method === 'POST' || request.method === 'PATCH' ? (Readable.toWeb(request.raw) as ReadableStream) : undefined;
  // Locations are answered as paths (relativeLocation), so the host is never read: not the client's Host header.
  return new Request(`http://localhost${request.raw.url ?? '/'}`, { method: request.method, headers, body, duplex: 'half' } as RequestInit);
}

/** A tus refusal in the studio's words (our own hooks' refusals already are). */
function tusRefusal(status: number, text: string): string {
  if (status === 404 || status === 410) return INGEST_MESSAGES.uploadMissing;
  if (status === 413) return INGEST_MESSAGES.tooLarge(UPLOAD_MAX_BYTES / 1024 ** 3);
  if (status === 503 || status === 507) return text;
  return `The upload was refused (${text.trim() || `status ${status}`}): upload the film again from the studio.`;
}

/**
 * The studio's ingest API: tus uploads at /studio-api/uploads (creation, resumption, termination),
 * a finished upload made into a programme's film by a job, the jobs' progress, and captions.
 */
export async function ingestRoutes(app: FastifyInstance, options: { operators: OperatorService; ingest: IngestService; customerId: string }): Promise<void> {
  const { operators, ingest, customerId } = options;
  const operator = (request: FastifyRequest) => operators.requireOperator(bearerToken(request));

  await app.register(async (scope) => {
    // The body stays in the request stream, for the tus server to write to disk as it arrives.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      await operator(request);
      const answer = await ingest.tus.handleWeb(webRequest(request));
      // Refusals in the server's own shape and words, as every other answer.
      if (answer.status >= 400) throw new ApiError(answer.status, tusRefusal(answer.status, await answer.text()));
      reply.code(answer.status);
      answer.headers.forEach((value, key) => void reply.header(key, value));
      return reply.send(answer.body ? Readable.fromWeb(answer.body as never) : null);
    };
    scope.route({ method: 'POST', url: '/uploads', schema: { body: TusBody }, handler: handle });
    // HEAD (how far an upload got, to resume it) comes with GET, which gives an operator the file back.
    scope.route({ method: 'GET', url: '/uploads/:uploadId', schema: { params: jsonSchemaOf(UploadParams) }, handler: handle });
    scope.route({ method: ['PATCH', 'DELETE'], url: '/uploads/:uploadId', schema: { params: jsonSchemaOf(UploadParams), body: TusBody }, handler: handle });
  });

  app.get('/ingest', { schema: { response: answers(IngestStatus) } }, async (request) => {
    await operator(request);
    return ingest.status();
  });
  app.post<{ Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof IngestBody> }>(
    '/programmes/:id/ingest',
    { schema: { params: jsonSchemaOf(IdParams), body: jsonSchemaOf(IngestBody), response: answers(IngestJob) } },
    async (request) => ingest.start(customerId, (await operator(request)).email, request.params.id, request.body.uploadId),
  );
  app.get<{ Params: v.InferOutput<typeof IdParams> }>(
    '/programmes/:id/ingest',
    { schema: { params: jsonSchemaOf(IdParams), response: answers(JobList) } },
    async (request) => {
      await operator(request);
      return { jobs: await ingest.jobs(customerId, request.params.id) };
    },
  );
  app.get<{ Params: v.InferOutput<typeof JobParams> }>(
    '/ingest-jobs/:jobId',
    { schema: { params: jsonSchemaOf(JobParams), response: answers(IngestJob) } },
    async (request) => {
      await operator(request);
      return ingest.job(customerId, request.params.jobId);
    },
  );
  app.delete<{ Params: v.InferOutput<typeof JobParams> }>(
    '/ingest-jobs/:jobId',
    { schema: { params: jsonSchemaOf(JobParams), response: answers(IngestJob) } },
    async (request) => {
      await operator(request);
      return ingest.cancel(customerId, request.params.jobId);
    },
  );

  app.get<{ Params: v.InferOutput<typeof IdParams> }>(
    '/programmes/:id/captions',
    { schema: { params: jsonSchemaOf(IdParams), response: answers(CaptionList) } },
    async (request) => {
      await operator(request);
      return { captions: await ingest.captions(customerId, request.params.id) };
    },
  );
  app.put<{ Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof CaptionBody> }>(
    '/programmes/:id/captions',
    // A two-hour film's captions are more than the server's usual 64 KB body.
    { bodyLimit: 3 * 1024 * 1024, schema: { params: jsonSchemaOf(IdParams), body: jsonSchemaOf(CaptionBody), response: answers(CaptionList) } },
    async (request) => {
      await operator(request);
      return { captions: await ingest.putCaptions(customerId, request.params.id, request.body.language, request.body.text) };
    },
  );
  app.delete<{ Params: v.InferOutput<typeof LanguageParams> }>(
    '/programmes/:id/captions/:language',
    { schema: { params: jsonSchemaOf(LanguageParams), response: answers(CaptionList) } },
    async (request) => {
      await operator(request);
      return { captions: await ingest.removeCaptions(customerId, request.params.id, request.params.language) };
    },
  );
}
