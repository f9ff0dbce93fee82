import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertProgrammeAllowed } from '../accounts/audience.js';
import { requireProfile, type ProfileRepository } from '../accounts/profiles.js';
import type { AccountService } from '../accounts/service.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { notFound } from '../lib/errors.js';
import type { ItemRepository } from '../repositories/items.js';
import { ItemId } from '../schemas/common.js';

/** A profile keeps its newest resume points; older ones fall away beyond this many. */
export const RESUME_LIMIT = 200;

const ResumeBody = Type.Object(
  {
    video_id: ItemId,
    status: Type.Union([Type.Literal(0), Type.Literal(1)]),
    // Whole seconds (SPEC: truncated); up to 48 hours.
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
  saved: 'Resume point saved',
  removed: 'Removed from Continue Watching',
  gone: 'This programme is no longer available.',
} as const;

/** POST /resume, GET /get-resume-list/ (SPEC section 7) and DELETE /resume/:videoId: per profile, never cached. */
export function resumeRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; profiles: ProfileRepository; items: ItemRepository; db: Db; now: () => number },
): void {
  const { db, items, now } = deps;
  const profileOf = (request: FastifyRequest) => requireProfile(request, deps);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: Static<typeof ResumeBody> }>('/resume', { schema: { body: ResumeBody } }, async (request) => {
    const profile = await profileOf(request);
    const b = request.body;
    const item = await items.find(request.customerId, b.video_id);
    if (!item) throw notFound(RESUME_MESSAGES.gone);
    assertProgrammeAllowed(request, item, profile);
    const row = {
      status: b.status,
      // A finished video starts again from the beginning.
      resume_time: b.status === 0 ? 0 : b.resumeTime,
      ref_id: b.refId || null,
      ref_type: b.refType || null,
      updated_at: now(),
    };
    const key = { customer_id: request.customerId, profile_id: profile.id, video_id: b.video_id };
    // The point and the trimming of the oldest ones together.
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('resume_points')
        .values({ ...key, ...row })
        .onConflict((oc) => oc.columns(['customer_id', 'profile_id', 'video_id']).doUpdateSet(row))
        .execute();
      // Keep the newest RESUME_LIMIT points of the profile.
      const stale = await trx
        .selectFrom('resume_points')
        .select('video_id')
        .where('customer_id', '=', key.customer_id)
        .where('profile_id', '=', key.profile_id)
        .orderBy('updated_at', 'desc')
        .offset(RESUME_LIMIT)
        .limit(1000)
        .execute();
      if (stale.length > 0) {
        await trx
          .deleteFrom('resume_points')
          .where('customer_id', '=', key.customer_id)
          .where('profile_id', '=', key.profile_id)
          .where(
            'video_id',
            'in',
            stale.map((s) => s.video_id),
          )
          .execute();
      }
    });
    return { message: RESUME_MESSAGES.saved, video_id: b.video_id, status: row.status, resumeTime: row.resume_time };
  });

  app.get<{ Querystring: Static<typeof ListQuery> }>('/get-resume-list/', { schema: { querystring: ListQuery } }, async (request) => {
    const profile = await profileOf(request);
    let query = db
      .selectFrom('resume_points as r')
      .innerJoin('items as i', (join) => join.onRef('i.customer_id', '=', 'r.customer_id').onRef('i.id', '=', 'r.video_id'))
      .select(['r.video_id', 'r.status', 'r.resume_time', 'r.ref_id', 'r.ref_type', 'r.updated_at', 'i.data'])
      .where('r.customer_id', '=', request.customerId)
      .where('r.profile_id', '=', profile.id);
    if (request.query.refId) query = query.where('r.ref_id', '=', request.query.refId);
    // A KIDS profile is shown only age-appropriate programmes.
    if (profile.type === 'KIDS') query = query.where('i.kids', '=', 1);
    const rows = await query.orderBy('r.updated_at', 'asc').execute();
    return {
      resumeList: rows.map((row) => {
        const video = JSON.parse(row.data) as StoredVideo;
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
    const profile = await profileOf(request);
    const videoId = request.params.videoId;
    await db
      .deleteFrom('resume_points')
      .where('customer_id', '=', request.customerId)
      .where('profile_id', '=', profile.id)
      .where('video_id', '=', videoId)
      .execute();
    return { message: RESUME_MESSAGES.removed, video_id: videoId };
  });
}
