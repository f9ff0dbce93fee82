import * as z from 'zod/mini';
import type { ContentItem } from '../../contract/wire';
import { apiRequest } from './client';

z.config({ jitless: true });

/** A resume entry (SPEC section 3) turned into a card the Continue Watching row can draw. */
export interface ResumeEntry {
  videoId: string;
  resumeTime: number;
  status: number;
  item: ContentItem;
  /** The show it was played from (the player's eId and eTy), so resuming keeps the next episode. */
  refId?: string;
  refType?: string;
}

const ResumeSchema = z.looseObject({
  resumeList: z._default(
    z.array(
      z.looseObject({
        video_id: z.string(),
        status: z._default(z.number(), 1),
        resumeTime: z._default(z.number(), 0),
        updatedAt: z.optional(z.string()),
        refId: z.optional(z.nullable(z.string())),
        refType: z.optional(z.nullable(z.string())),
        video: z.optional(
          z.looseObject({
            id: z.optional(z.string()),
            type: z.optional(z.string()),
            languages: z._default(z.array(z.looseObject({ title: z._default(z.string(), ''), description: z._default(z.string(), '') })), []),
            thumbnailLink: z._default(z.looseObject({ large: z._default(z.string(), '') }), { large: '' }),
          }),
        ),
      }),
    ),
    [],
  ),
});

/** GET /get-resume-list/: the signed-in profile's unfinished videos, newest first. */
export async function getResumeList(signal?: AbortSignal): Promise<ResumeEntry[]> {
  return apiRequest('/get-resume-list/', {
    signal,
    auth: 'user',
    profile: true,
    parse: (value) => {
      const parsed = ResumeSchema.safeParse(value);
      if (!parsed.success) throw new Error('unexpected resume list');
      return parsed.data.resumeList
        .filter((entry) => entry.status === 1 && entry.video)
        .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
        .map((entry) => {
          const video = entry.video!;
          const title = video.languages[0]?.title ?? '';
          const picture = video.thumbnailLink.large;
          const item: ContentItem = {
            id: video.id ?? entry.video_id,
            _id: video.id ?? entry.video_id,
            type: 'vod',
            name: title,
            title,
            description: video.languages[0]?.description ?? '',
            tags: [],
            createdAt: entry.updatedAt ?? '',
            order: 0,
            language: 'en',
            orientation: 'landscape',
            items_count: 0,
            thumbnail: { small: picture, medium: picture, large: picture },
            coverart: { small: picture, medium: picture, large: picture },
            titleImage: { small: '' },
            languages: [],
            _links: { files: { href: null } },
            metaData: { resumeTime: entry.resumeTime },
          };
          return {
            videoId: entry.video_id,
            resumeTime: entry.resumeTime,
            status: entry.status,
            item,
            refId: entry.refId ?? undefined,
            refType: entry.refType ?? undefined,
          };
        });
    },
  });
}
