import type * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES, PictureKindParams, PictureUpload } from '../../../contract/studio-pictures.js';
import { bearerToken } from '../http.js';
import { ApiError } from '../lib/errors.js';
import type { PictureStore } from '../media/uploaded-pictures.js';
import type { OperatorService } from './operators.js';
import { studioAnswers } from './answers.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';

const answers = (ok: v.GenericSchema) => studioAnswers(ok, 413, 415);
/** The raw file: whatever arrives is judged by its bytes in the store, not by the schema. */
const PictureBody = { description: 'the picture file itself (JPEG, PNG or WebP), any content-type' };

/**
 * The studio's picture upload: PUT /studio-api/pictures/:kind with the file as the body, in a
 * scope of its own, where any content-type is read as bytes (the file is judged by its content) up
 * to PICTURE_MAX_BYTES; every other studio route keeps JSON and the server's 64 KB limit.
 */
export async function pictureRoutes(app: FastifyInstance, options: { customerId: string; operators: OperatorService; pictures: PictureStore }): Promise<void> {
  const { operators, pictures } = options;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES }, (_request, body, done) => done(null, body));
    // Fastify's own refusal of a body over the limit, in the studio's words (the rest goes on to the server's handler).
    scope.setErrorHandler((error: Error & { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, PICTURE_MESSAGES.tooLarge);
      throw error;
    });
    scope.put<{ Params: v.InferOutput<typeof PictureKindParams>; Body: Buffer }>(
      '/pictures/:kind',
      { bodyLimit: PICTURE_MAX_BYTES, schema: { params: jsonSchemaOf(PictureKindParams), body: PictureBody, response: answers(PictureUpload) } },
      async (request) => {
        await operators.requireOperator(bearerToken(request));
        return pictures.make(request.params.kind, request.body);
      },
    );
  });
}
