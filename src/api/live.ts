import { parseSchedule, type Programme } from '../../contract/epg';
import { apiRequest } from './client';

/** The live stream URL fetch (authorization: the app token): `{ streamUrl }`. */
export async function getLiveStream(channelId: string, signal?: AbortSignal): Promise<string> {
  const response = await apiRequest<{ streamUrl?: unknown }>(`/live/${encodeURIComponent(channelId)}/stream`, { auth: 'app', signal });
  if (typeof response.streamUrl !== 'string' || !response.streamUrl) throw new Error('no stream url');
  return response.streamUrl;
}

/** A channel's schedule file (metaData.epg), read as delimited text. */
export async function getSchedule(epgUrl: string, signal?: AbortSignal): Promise<Programme[]> {
  const text = await apiRequest<string>(epgUrl, { text: true, signal });
  return parseSchedule(text);
}
