import * as v from 'valibot';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';
import { ContentItemSchema, toContentItem } from './schemas';
import type { ContentItem, ShareService } from '../../contract/wire';

/** Where a share went: a service of the share dialog, or the copied link. */
export type { ShareService };

/** A programme inside an activity answer, or null when it is gone or unreadable (never a failure). */
export const OptionalItem = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((value): ContentItem | null => {
    const result = v.safeParse(ContentItemSchema, value);
    return result.success ? toContentItem(result.output) : null;
  }),
);

const ShareSchema = v.looseObject({
  id: v.string(),
  video_id: v.string(),
  service: v.string(),
  created_at: v.optional(v.string(), ''),
  item: OptionalItem,
});
export type Share = v.InferOutput<typeof ShareSchema>;

export const parseShares = parseWith(v.looseObject({ items: v.array(ShareSchema), total: v.optional(v.number(), 0) }));

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
