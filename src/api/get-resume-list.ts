import * as v from 'valibot';
import type { ContentItem } from '../../contract/wire';
import { apiRequest } from './client';

/** A resume entry turned into a card the Continue Watching row can draw. */
export interface ResumeEntry {
  videoId: string;
  resumeTime: number;
  status: number;
  item: ContentItem;
  /** The show it was played from (the player's eId and eTy), so resuming keeps the next episode. */
  refId?: string;
  refType?: string;
}

const ResumeSchema = v.looseObject({
  resumeList: v.optional(
    v.array(
      v.looseObject({
        video_id: v.string(),
        status: v.optional(v.number(), 1),
        resumeTime: v.optional(v.number(), 0),
        updatedAt: v.optional(v.string()),
        refId: v.optional(v.nullable(v.string())),
        refType: v.optional(v.nullable(v.string())),
        video: v.optional(
          v.looseObject({
            id: v.optional(v.string()),
            type: v.optional(v.string()),
            languages: v.optional(v.array(v.looseObject({ title: v.optional(v.string(), ''), description: v.optional(v.string(), '') })), []),
            thumbnailLink: v.optional(v.looseObject({ large: v.optional(v.string(), '') }), { large: '' }),
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
      const parsed = v.safeParse(ResumeSchema, value);
      if (!parsed.success) throw new Error('unexpected resume list');
      return parsed.output.resumeList
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
