import * as v from 'valibot';
import { DOWNLOAD_QUALITIES, DOWNLOAD_STATUSES, type ContentItem, type DownloadQuality, type DownloadStatus } from '../../contract/wire';
import { apiRequest } from './client';
import { ContentItemSchema, parser, toContentItem } from './schemas';

export type { DownloadStatus };

/** A download as the server records it (server/src/routes/downloads.ts). */
export interface ServerDownload {
  id: string;
  videoId: string;
  quality: DownloadQuality;
  expiresAt: number;
  status: DownloadStatus;
  item: ContentItem | null;
}

const Time = v.pipe(
  v.string(),
  v.transform((value) => Date.parse(value)),
  v.check((value) => Number.isFinite(value), 'a time'),
);
const DownloadSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  video_id: v.string(),
  quality: v.picklist(DOWNLOAD_QUALITIES),
  expires_at: Time,
  status: v.optional(v.picklist(DOWNLOAD_STATUSES), 'active'),
  item: v.nullable(ContentItemSchema),
});
const toDownload = (raw: v.InferOutput<typeof DownloadSchema>): ServerDownload => ({
  id: raw.id,
  videoId: raw.video_id,
  quality: raw.quality,
  expiresAt: raw.expires_at,
  status: raw.status,
  item: raw.item ? toContentItem(raw.item) : null,
});
const parseAdded = parser(v.looseObject({ download: DownloadSchema }), (raw) => toDownload(raw.download));
const parseRenewed = parser(v.looseObject({ limit: v.number(), downloads: v.array(DownloadSchema) }), (raw) => ({
  limit: raw.limit,
  downloads: raw.downloads.map(toDownload),
}));

/** POST /downloads: the server allows (or refuses) a download and starts its licence window. */
export function addDownload(videoId: string, quality: DownloadQuality, device: string): Promise<ServerDownload> {
  return apiRequest('/downloads', { method: 'POST', auth: 'user', profile: true, body: { video_id: videoId, quality, device }, parse: parseAdded });
}

/** POST /downloads/renew: this device's downloads for the profile, each playable one's licence renewed. */
export function renewDownloads(device: string, signal?: AbortSignal): Promise<{ limit: number; downloads: ServerDownload[] }> {
  return apiRequest('/downloads/renew', { method: 'POST', auth: 'user', profile: true, body: { device }, parse: parseRenewed, signal });
}

/**
 * DELETE /downloads/{id}: the download is gone from this device; its place is free again. For
 * the chosen profile's download, or the named profile's ('' for the account's first).
 */
export async function deleteDownload(id: string, device: string, profileId?: string): Promise<void> {
  const path = `/downloads/${encodeURIComponent(id)}?device=${encodeURIComponent(device)}`;
  await apiRequest(path, { method: 'DELETE', auth: 'user', profile: profileId === undefined, headers: profileId ? { profileid: profileId } : undefined });
}
