import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import type { AccountService } from '../accounts/service.js';
import { requireProfile } from '../accounts/session.js';
import { notFound } from '../lib/errors.js';
import type { ItemRepository } from '../repositories/items.js';
import type { ProfileKey, ProfileRepository } from '../repositories/profiles.js';
import type { ResumePointRepository } from '../repositories/resume-points.js';
import { ItemId } from '../schemas/common.js';
import { noStore } from '../http.js';
import { markLanguage } from '../lib/request-locale.js';

/** A profile keeps its newest resume points; older ones fall away beyond this many. */
export const RESUME_LIMIT = 200;

const ResumeBody = Type.Object(
  {
    video_id: ItemId,
    status: Type.Union([Type.Literal(0), Type.Literal(1)]),
    // Whole seconds (truncated); up to 48 hours.
    resumeTime: Type.Integer({ minimum: 0, maximum: 172_800 }),
    refId: Type.Optional(Type.Union([ItemId, Type.Literal(''), Type.Null()])),
    refType: Type.Optional(Type.Union([Type.String({ maxLength: 32, pattern: '^[A-Za-z]*$' }), Type.Null()])),
  },
  { additionalProperties: false },
);
const VideoParams = Type.Object({ videoId: ItemId }, { additionalProperties: false });
const ListQuery = Type.Object(
  { refId: Type.Optional(Type.String({ maxLength: 64 })), refType: Type.Optional(Type.String({ maxLength: 32 })) },
  { additionalProperties: false },
);

interface StoredVideo {
  id: string;
  type: string;
  name?: string;
  description?: string;
  languages?: Array<{ title?: string; description?: string }>;
  thumbnail?: { large?: string };
}

export const RESUME_MESSAGES = {
  saved: /*i18n*/ 'Resume point saved',
  removed: /*i18n*/ 'Removed from Continue Watching',
  gone: /*i18n*/ 'This programme is no longer available.',
} as const;

/** POST /resume, GET /get-resume-list/ and DELETE /resume/:videoId: per profile, never cached. */
export function resumeRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; profiles: ProfileRepository; items: ItemRepository; resumePoints: ResumePointRepository; now: () => number },
): void {
  const { items, resumePoints, now } = deps;
  const ownerOf = async (request: FastifyRequest): Promise<ProfileKey> => ({
    customerId: request.customerId,
    profileId: (await requireProfile(request, deps)).id,
  });
  app.addHook('onSend', noStore);

  app.post<{ Body: Static<typeof ResumeBody> }>('/resume', { schema: { body: ResumeBody } }, async (request) => {
    const owner = await ownerOf(request);
    const b = request.body;
    const item = await items.find(request.customerId, b.video_id);
    if (!item) throw notFound(RESUME_MESSAGES.gone);
    assertProgrammeAllowed(request, item);
    const point = {
      status: b.status,
      // A finished video starts again from the beginning.
      resume_time: b.status === 0 ? 0 : b.resumeTime,
      ref_id: b.refId || null,
      ref_type: b.refType || null,
      updated_at: now(),
    };
    await resumePoints.save(owner, b.video_id, point, RESUME_LIMIT);
    return { message: RESUME_MESSAGES.saved, video_id: b.video_id, status: point.status, resumeTime: point.resume_time };
  });

  app.get<{ Querystring: Static<typeof ListQuery> }>('/get-resume-list/', { schema: { querystring: ListQuery } }, async (request, reply) => {
    const owner = await ownerOf(request);
    const rows = await resumePoints.list(owner, { kidsOnly: request.audience === 'kids', refId: request.query.refId });
    const data = await items.localize(
      request.customerId,
      request.locale,
      rows.map((row) => ({ id: row.video_id, data: row.item_data })),
    );
    markLanguage(request, reply);
    return {
      resumeList: rows.map((row, i) => {
        const video = JSON.parse(data[i]!) as StoredVideo;
        return {
          video_id: row.video_id,
          status: Number(row.status),
          resumeTime: Number(row.resume_time),
          refId: row.ref_id,
          refType: row.ref_type,
          updatedAt: new Date(Number(row.updated_at)).toISOString(),
          video: {
            id: video.id,
            type: video.type,
            languages: [{ title: video.languages?.[0]?.title ?? video.name ?? '', description: video.languages?.[0]?.description ?? video.description ?? '' }],
            thumbnailLink: { large: video.thumbnail?.large ?? '' },
          },
        };
      }),
    };
  });

  /** Takes a video off the profile's Continue Watching; the same answer when it was not there. */
  app.delete<{ Params: Static<typeof VideoParams> }>('/resume/:videoId', { schema: { params: VideoParams } }, async (request) => {
    const owner = await ownerOf(request);
    await resumePoints.remove(owner, request.params.videoId);
    return { message: RESUME_MESSAGES.removed, video_id: request.params.videoId };
  });
}
