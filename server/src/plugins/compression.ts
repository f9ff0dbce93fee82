import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { addVary } from '../lib/vary.js';

/** The build's files that have compressed copies beside them (scripts/precompress.mjs). */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Answers go out compressed when the browser takes it (phones on slow networks feel this most):
 * API JSON, pages and generated art by @fastify/compress (brotli at its fast level, or gzip); the
 * build's files from their .br and .gz copies (server/src/routes/web.ts). Media segments are
 * compressed already and left alone. Every answer that could have gone either way says it varies
 * with Accept-Encoding, so no cache hands a compressed body to a client that cannot read it.
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    // A compressed answer must vary; so must a build file answered plain, as its copies are there.
    if (reply.hasHeader('content-encoding') || (!path.startsWith('/api/') && PRECOMPRESSED.test(path))) addVary(reply, 'Accept-Encoding');
    return payload;
  });
}
