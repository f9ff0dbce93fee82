import { ShareListAnswer, type Share } from '../../contract/answers';
import { apiRequest } from './client';
import { parser } from './schemas';
import type { ShareService } from '../../contract/wire';

/** Where a share went: a service of the share dialog, or the copied link. */
export type { ShareService };

export type { Share };
export const parseShares = parser(ShareListAnswer);

/** GET /shares: the programmes the signed-in viewer shared, newest first. */
export async function getMyShares(signal?: AbortSignal): Promise<Share[]> {
  return (await apiRequest('/shares', { signal, auth: 'user', parse: parseShares })).items;
}

/**
 * POST /shares: notes that the viewer shared a programme. Fire and forget: it never delays or
 * blocks the sharing itself, and a failure is only logged.
 */
export function recordShare(videoId: string, service: ShareService): void {
  apiRequest('/shares', { method: 'POST', auth: 'user', profile: true, body: { video_id: videoId, service }, keepalive: true }).catch((error: unknown) => {
    console.warn(`POST /shares: ${error instanceof Error ? error.message : String(error)}`);
  });
}
