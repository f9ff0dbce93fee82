import { ResumeListAnswer } from '../../contract/answers';
import type { ContentItem } from '../../contract/answers';
import { blankItem } from '../lib/blank-item';
import { apiRequest } from './client';
import { parser } from './schemas';

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

/** GET /get-resume-list/: the signed-in profile's unfinished videos, newest first. */
export async function getResumeList(signal?: AbortSignal): Promise<ResumeEntry[]> {
  return apiRequest('/get-resume-list/', {
    signal,
    auth: 'user',
    profile: true,
    parse: parseResumeList,
  });
}

const parseResumeList = parser(ResumeListAnswer, (answer): ResumeEntry[] =>
  answer.resumeList
    .filter((entry) => entry.status === 1)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((entry) => {
      const video = entry.video;
      const title = video.languages[0]?.title ?? '';
      const picture = video.thumbnailLink.large;
      const id = video.id || entry.video_id;
      const pictures = { small: picture, medium: picture, large: picture };
      const item: ContentItem = {
        ...blankItem({ id, type: 'vod', name: title }),
        description: video.languages[0]?.description ?? '',
        createdAt: entry.updatedAt,
        thumbnail: pictures,
        coverart: pictures,
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
    }),
);
