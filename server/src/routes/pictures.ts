import fs from 'node:fs/promises';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.js';

/** A picture's file name as the store writes it (contract/studio-pictures.ts pictureFileName): no path, no other files. */
const PictureParams = Type.Object({ file: Type.String({ maxLength: 48, pattern: '^[0-9a-f]{32}-[0-9]{2,4}\\.webp$' }) }, { additionalProperties: false });

/**
 * The studio's uploaded pictures at /pictures/<id>-<width>.webp, on the viewer's own origin (its
 * CSP's img-src 'self'). A picture's address names its content, so it is kept for a year.
 */
export function pictureRoutes(app: FastifyInstance, options: { dir: string }): void {
  app.get<{ Params: Static<typeof PictureParams> }>('/pictures/:file', { schema: { params: PictureParams } }, async (request, reply) => {
    let picture: Buffer;
    try {
      picture = await fs.readFile(path.join(options.dir, request.params.file));
    } catch {
      throw notFound(/*i18n*/ 'This picture could not be found.');
    }
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.type('image/webp').send(picture);
  });
}
