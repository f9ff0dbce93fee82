import fs from 'node:fs';
import { Type, type Static } from '@sinclair/typebox';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../lib/errors.js';
import { staticPathGuard } from '../lib/safe-path.js';
import { ART_KINDS, renderArt } from '../media/art.js';
import { PictureCache } from '../media/art-picture.js';
import type { LiveDirectory } from '../media/live-directory.js';
import type { LiveSignal } from '../media/live-signal.js';
import { assertProgrammeAllowed, type AudienceResolver } from '../accounts/audience.js';
import type { ItemRepository } from '../repositories/items.js';
import { ART_WIDTHS, type ArtKind } from '../media/art-urls.js';

const MEDIA_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
};

const LiveParams = Type.Object(
  {
    channel: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    playlist: Type.String({ maxLength: 13, pattern: '^(master|media_\\d{1,2})\\.m3u8$' }),
  },
  { additionalProperties: false },
);

const ArtParams = Type.Object({ file: Type.String({ maxLength: 40, pattern: `^(${ART_KINDS.join('|')})\\.(svg|webp)$` }) }, { additionalProperties: false });
const ArtQuery = Type.Object(
  {
    t: Type.String({ minLength: 1, maxLength: 200 }),
    h: Type.Optional(Type.Integer({ minimum: 0, maximum: 359 })),
    w: Type.Optional(Type.Integer({ minimum: 16, maximum: 3840 })),
  },
  { additionalProperties: false },
);

/** Bytes of drawn art pictures a server process keeps (about 2,000 cards' pictures). */
const PICTURE_CACHE_BYTES = 48 * 1024 * 1024;
/** The widest picture drawn: the catalogue's widest art (ART_WIDTHS). */
const PICTURE_MAX_WIDTH = Math.max(...Object.values(ART_WIDTHS).flat());

/** Sample media (static, traversal-safe), the live playlists and the generated art. */
export async function mediaRoutes(
  app: FastifyInstance,
  deps: {
    mediaDir: string;
    /** Streams made by ingest (DATA_DIR/media/library), served at /media/library/. */
    libraryDir: string;
    live: LiveSignal;
    channels: LiveDirectory;
    now: () => number;
    audience: AudienceResolver;
    items: ItemRepository;
    customerId: string;
  },
): Promise<void> {
  const pictures = new PictureCache(PICTURE_CACHE_BYTES);
  app.get<{ Params: Static<typeof LiveParams> }>('/media/live/:channel/:playlist', { schema: { params: LiveParams } }, async (request, reply) => {
    const header = request.headers.customerid;
    const customerId = typeof header === 'string' && header.trim() !== '' ? header.trim() : deps.customerId;
    const channel = await deps.channels.channel(customerId, request.params.channel);
    // A channel whose stream is elsewhere has no playlists here.
    if (!channel?.sample) throw notFound('No such live channel');
    const signal = channel.sample;
    // The kids rule, for a player that names its profile or its user (the channel's item says kids or not).
    if (request.headers.profileid !== undefined || request.headers.authorization !== undefined) {
      const audience = await deps.audience.of(customerId, request);
      assertProgrammeAllowed({ audience }, (await deps.items.find(customerId, channel.id)) ?? { kids: 0 });
      reply.header('cache-control', 'private, no-store');
    }
    const text = request.params.playlist === 'master.m3u8' ? deps.live.master(signal) : deps.live.mediaPlaylist(signal, request.params.playlist, deps.now());
    if (text === undefined) {
      if (!deps.live.has(signal)) throw new ApiError(503, /*i18n*/ 'This live channel is off the air right now.');
      throw notFound('No such playlist');
    }
    return reply
      .type(MEDIA_TYPES['.m3u8']!)
      .header(
        'cache-control',
        reply.hasHeader('cache-control') ? reply.getHeader('cache-control')! : request.params.playlist === 'master.m3u8' ? 'public, max-age=60' : 'no-cache',
      )
      .header('vary', 'profileid, authorization')
      .send(text);
  });

  if (fs.existsSync(deps.mediaDir)) {
    const safePath = staticPathGuard(deps.mediaDir);
    await app.register(fastifyStatic, {
      root: deps.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      // Nothing outside the media folder, whatever the encoding or a symbolic link inside says.
      allowedPath: (pathname) => safePath(pathname),
      // Cross-origin reads (the TV packages' player) follow the CORS allowlist, as the API does.
      setHeaders(res, filePath) {
        const ext = filePath.slice(filePath.lastIndexOf('.'));
        const type = MEDIA_TYPES[ext];
        if (type) res.setHeader('content-type', type);
        res.setHeader('cache-control', ext === '.m4s' || ext === '.mp4' ? 'public, max-age=86400' : 'public, max-age=300');
      },
    });
  }

  // A made stream's segments, pictures and caption files never change under their names (a new film
  // is a new folder, a new caption file a new name), so they are cached for good; manifests change
  // when captions do.
  const librarySafe = staticPathGuard(deps.libraryDir);
  await app.register(fastifyStatic, {
    root: deps.libraryDir,
    prefix: '/media/library/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    // Only what players read: not the stream's own record, nor the manifests captions are added to.
    allowedPath: (pathname) => librarySafe(pathname) && !/\/media\.json$|\.base\.|\.tmp$/.test(pathname),
    setHeaders(res, filePath) {
      const ext = filePath.slice(filePath.lastIndexOf('.'));
      const type = MEDIA_TYPES[ext];
      if (type) res.setHeader('content-type', type);
      // Caption files are named by their content (a replaced one is a new name): kept for good too.
      const lasting = ext === '.m4s' || ext === '.jpg' || ext === '.vtt';
      res.setHeader('cache-control', lasting ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
    },
  });

  app.get<{ Params: Static<typeof ArtParams>; Querystring: Static<typeof ArtQuery> }>(
    '/art/:file',
    { schema: { params: ArtParams, querystring: ArtQuery } },
    async (request, reply) => {
      const [kind, format] = request.params.file.split('.') as [ArtKind, 'svg' | 'webp'];
      const { t, h = 40, w = 640 } = request.query;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      if (format === 'svg') return reply.type('image/svg+xml').send(renderArt(kind, t, h, w));
      // A picture is drawn here, which an SVG is not: no wider than the catalogue ever asks for.
      if (w > PICTURE_MAX_WIDTH) throw new ApiError(400, `A picture is drawn at most ${PICTURE_MAX_WIDTH} pixels wide.`);
      const picture = await pictures.picture(`${kind}\n${t}\n${h}\n${w}`, () => renderArt(kind, t, h, w));
      return reply.type('image/webp').send(picture);
    },
  );
}
