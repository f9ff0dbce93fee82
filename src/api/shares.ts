import * as z from 'zod/mini';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';
import { ContentItemSchema, toContentItem } from './schemas';
import type { ContentItem } from '../../contract/wire';

/** Where a share went: a service of the share dialog, or the copied link. */
export type ShareService = 'whatsapp' | 'facebook' | 'twitter' | 'email' | 'linkedin' | 'messenger' | 'sms' | 'pinterest' | 'copy';

/** A programme inside an activity answer, or null when it is gone or unreadable (never a failure). */
export const OptionalItem = z.pipe(
  z._default(z.unknown(), null),
  z.transform((value): ContentItem | null => {
    const result = ContentItemSchema.safeParse(value);
    return result.success ? toContentItem(result.data) : null;
  }),
);

const ShareSchema = z.looseObject({
  id: z.string(),
  video_id: z.string(),
  service: z.string(),
  created_at: z._default(z.string(), ''),
  item: OptionalItem,
});
export type Share = z.infer<typeof ShareSchema>;

export const parseShares = parseWith(z.looseObject({ items: z.array(ShareSchema), total: z._default(z.number(), 0) }));

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
