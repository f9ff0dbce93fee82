import { t } from '@lingui/core/macro';
import { apiRequest } from './client';
import { getResumeList } from './get-resume-list';

export interface ResumeSave {
  videoId: string;
  /** 1 left early, 0 finished (the server then keeps 0 s). */
  status: 0 | 1;
  /** Whole seconds. */
  resumeTime: number;
  refId?: string;
  refType?: string;
}

/** POST /resume: where the profile left a video. Sent with keepalive, so closing the player never loses it. */
export async function saveResume(save: ResumeSave): Promise<void> {
  await apiRequest('/resume', {
    method: 'POST',
    auth: 'user',
    profile: true,
    keepalive: true,
    body: {
      video_id: save.videoId,
      status: save.status,
      resumeTime: Math.max(0, Math.trunc(save.resumeTime)),
      refId: save.refId || null,
      refType: save.refType || null,
    },
  });
}

/** The saved second for one video, or null when there is none (or the list cannot be read). */
export async function resumeTimeOf(videoId: string, signal?: AbortSignal): Promise<number | null> {
  try {
    const entry = (await getResumeList(signal)).find((e) => e.videoId === videoId);
    return entry && entry.resumeTime > 0 ? entry.resumeTime : null;
  } catch {
    return null;
  }
}

/** DELETE /resume/{id}: the viewer takes a video off Continue Watching. */
export async function removeResume(videoId: string): Promise<string> {
  const answer = await apiRequest<{ message?: unknown }>(`/resume/${encodeURIComponent(videoId)}`, { method: 'DELETE', auth: 'user' });
  return typeof answer.message === 'string' && answer.message ? answer.message : t`Removed from Continue Watching`;
}
