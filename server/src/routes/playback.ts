import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import { ApiError, NOT_FOUND_MESSAGES, notFound, unauthorized } from '../lib/errors.js';
import { requireBearerToken } from '../http.js';
import type { LiveDirectory } from '../media/live-directory.js';
import type { LiveSignal } from '../media/live-signal.js';
import type { AppTokenRepository } from '../repositories/app-tokens.js';
import type { ItemRepository } from '../repositories/items.js';
import { ItemId } from '../schemas/common.js';
import { mediaBase, mediaIdOf } from '../../../contract/ingest.js';
import { SAMPLE_STREAMS } from '../../../contract/studio.js';
import { words } from '../i18n/words.js';

const IdParams = Type.Object({ id: ItemId }, { additionalProperties: false });
const EpgParams = Type.Object({ file: Type.String({ maxLength: 68, pattern: '^[A-Za-z0-9_-]{1,64}\\.txt$' }) }, { additionalProperties: false });

export interface PlayableItem {
  type: string;
  name: string;
  metaData: { playback?: string; episode_show_name?: string };
}

const STREAMS = new Set<string>(SAMPLE_STREAMS);

/**
 * Where the stream a stored item plays is served (a sample's folder, or a film made by ingest), or
 * null when it has none (not a video, or none yet).
 */
export function vodStream(item: Pick<PlayableItem, 'type' | 'metaData'>): { base: string; made: boolean } | null {
  const stream = item.metaData.playback;
  if (item.type !== 'vod' || !stream) return null;
  if (STREAMS.has(stream)) return { base: `/media/vod/${stream}`, made: false };
  const mediaId = mediaIdOf(stream);
  return mediaId ? { base: mediaBase(mediaId), made: true } : null;
}

export function playbackRoutes(
  app: FastifyInstance,
  deps: { items: ItemRepository; tokens: AppTokenRepository; live: LiveSignal; channels: LiveDirectory; now: () => number },
): void {
  /** The playback URL fetch: where an item's stream is, and the show it belongs to. */
  app.get<{ Params: Static<typeof IdParams> }>('/playback/:id', { schema: { params: IdParams } }, async (request) => {
    const stored = await deps.items.find(request.customerId, request.params.id);
    if (!stored) throw notFound(NOT_FOUND_MESSAGES.video);
    assertProgrammeAllowed(request, stored);
    // The show's name in the language asked for.
    const item = JSON.parse(await deps.items.localizeOne(request.customerId, request.locale, stored.id, stored.data)) as PlayableItem;
    const stream = vodStream(item);
    if (!stream) throw notFound(words(/*i18n*/ '{name} has no video to play yet.', { name: item.name }));
    return {
      url: `${stream.base}/master.m3u8`,
      dashUrl: `${stream.base}/manifest.mpd`,
      ...(stream.made ? { thumbnailsUrl: `${stream.base}/thumbnails.vtt` } : {}),
      refData: { parent_folder: { name: item.metaData.episode_show_name ?? item.name } },
    };
  });

  /** The live stream URL fetch; needs a valid app token. */
  app.get<{ Params: Static<typeof IdParams> }>('/live/:id/stream', { schema: { params: IdParams } }, async (request) => {
    const token = requireBearerToken(request, 'An app token');
    const record = await deps.tokens.verify(token);
    if (!record || record.customerId !== request.customerId) {
      throw unauthorized('The app token is invalid or has expired; request a new one with POST /get-token');
    }
    const channel = await deps.channels.channel(request.customerId, request.params.id);
    const stored = await deps.items.find(request.customerId, request.params.id);
    if (!channel || !stored || stored.type !== 'livestream') throw notFound(NOT_FOUND_MESSAGES.liveChannel);
    // Live channels are not kids content (their items carry kids = 0).
    assertProgrammeAllowed(request, stored);
    // A stream elsewhere is the studio's address as given; a sample signal is looped here.
    if (!channel.sample) return { streamUrl: channel.fields.stream };
    if (!deps.live.has(channel.sample)) throw new ApiError(503, /*i18n*/ 'This live channel is off the air right now. Please try again later.');
    return { streamUrl: `/media/live/${channel.id}/master.m3u8` };
  });

  /** Today's schedule file of a live channel (metaData.epg): briefly cached, so an upload reaches viewers within seconds. */
  app.get<{ Params: Static<typeof EpgParams> }>('/epg/:file', { schema: { params: EpgParams } }, async (request, reply) => {
    const id = request.params.file.replace(/\.txt$/, '');
    const channel = await deps.channels.channel(request.customerId, id);
    const stored = await deps.items.find(request.customerId, id);
    if (!channel || !stored || stored.type !== 'livestream') throw notFound(NOT_FOUND_MESSAGES.schedule);
    assertProgrammeAllowed(request, stored);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=5')
      .header('vary', 'profileid')
      .send(await deps.channels.scheduleFile(request.customerId, channel, deps.now()));
  });
}
