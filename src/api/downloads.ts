import { DownloadAddedAnswer, DownloadsRenewedAnswer, type DownloadAnswerEntry } from '../../contract/answers';
import type { DownloadQuality, DownloadStatus } from '../../contract/wire';
import type { ContentItem } from '../../contract/answers';
import { apiRequest } from './client';
import { parser } from './schemas';

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

const toDownload = (raw: DownloadAnswerEntry): ServerDownload => ({
  id: raw.id,
  videoId: raw.video_id,
  quality: raw.quality,
  expiresAt: Date.parse(raw.expires_at),
  status: raw.status,
  item: raw.item,
});
const parseAdded = parser(DownloadAddedAnswer, (raw) => toDownload(raw.download));
const parseRenewed = parser(DownloadsRenewedAnswer, (raw) => ({
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
