import type { ContentItem } from '../../../contract/answers';
import { FEEDBACK_RATING_MAX } from '../../../contract/limits';
import { FEEDBACK_BACK_AFTER_SHOW_MS, FEEDBACK_BACK_AFTER_VIDEO_MS } from '../../lib/constants';

export type FeedbackKind = 'show' | 'video';

/** The ratings offered, 1 to 10. */
export const RATINGS: readonly number[] = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1);

/** fbType names a video (an episode: video, vod, episode) or a show (anything else). */
export function feedbackKind(fbType: string): FeedbackKind {
  return /^(video|vod|episode)$/i.test(fbType) ? 'video' : 'show';
}

/** The thanks stay 8 s after feedback on a show, 6 s on a video, then the page goes back. */
export function backAfterMs(kind: FeedbackKind): number {
  return kind === 'video' ? FEEDBACK_BACK_AFTER_VIDEO_MS : FEEDBACK_BACK_AFTER_SHOW_MS;
}

/** The payload's names: an episode's show and title, or the show's name. */
export function programmeNames(item: ContentItem | null): { programName: string; episodeName: string } {
  if (!item) return { programName: '', episodeName: '' };
  if (item.type !== 'vod') return { programName: item.name, episodeName: '' };
  const show = item.metaData?.episode_show_name;
  return { programName: typeof show === 'string' && show ? show : item.name, episodeName: item.name };
}

/** A rating or a message is needed. */
export function isFeedbackEmpty(rating: number | null, message: string): boolean {
  return rating === null && message.trim() === '';
}
