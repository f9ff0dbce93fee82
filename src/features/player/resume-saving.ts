import type { ContentItem } from '../../../contract/answers';
import { saveResumePoint } from '../../stores/kept-resume-points';
import { useResume } from '../../stores/resume';
import type { PlayerQuery } from './player-rules';

/** Continue Watching and the detail modal read the points again once a save has landed. */
const resumeSaved = () => useResume.getState().stale();

/**
 * Records where the viewer is in `item`: shown at once (the modal reads Watch Now, or Start Watching
 * after the end, the moment the viewer is back), then saved (kept on the device without a
 * connection). `resumeTime` 0 with status 0 is the end of the video.
 */
export function recordResumePoint(item: ContentItem, query: Pick<PlayerQuery, 'eId' | 'eTy'>, status: 0 | 1, resumeTime: number): void {
  useResume.getState().saved({ videoId: item.id, status, resumeTime, item });
  saveResumePoint({ videoId: item.id, status, resumeTime, refId: query.eId ?? undefined, refType: query.eTy ?? undefined }).then(resumeSaved, () => undefined);
}
