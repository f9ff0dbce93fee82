import { t } from '@lingui/core/macro';
/**
 * What a download needs from the network besides its stream: the plan (the stream's manifest and
 * the qualities it can be kept in, with their sizes) asked before the viewer chooses, and the
 * programme's picture, kept with the download so the list shows it offline.
 */
import type { ContentItem } from '../../contract/answers';
import { ApiError } from '../api/client';
import { getPlayback } from '../api/get-playback';
import { cardPictures } from '../lib/home-blocks';
import { downloadOptions, type DownloadOption } from '../lib/download-options';

/**
 * What a programme can be downloaded as: its stream's manifest and the qualities with their sizes.
 * Refusals (not signed in, a kids profile, a programme with no video) come as ApiErrors.
 */
export async function planDownload(item: ContentItem, signal?: AbortSignal): Promise<{ manifestUrl: string; options: DownloadOption[] }> {
  const href = item._links.files.href;
  if (item.type !== 'vod' || !href) throw new ApiError(t`This programme cannot be downloaded: only episodes and videos can.`, 400);
  const playback = await getPlayback(href, signal);
  const manifestUrl = playback.dashUrl;
  if (!manifestUrl) throw new ApiError(t`This programme cannot be downloaded yet.`, 400);
  let text: string;
  try {
    const response = await fetch(manifestUrl, { signal });
    if (!response.ok) throw new Error(String(response.status));
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(t`The download could not be prepared. Please check your connection and try again.`, 0);
  }
  const options = downloadOptions(text);
  if (!options) throw new ApiError(t`This programme cannot be downloaded yet.`, 400);
  return { manifestUrl: new URL(manifestUrl, window.location.href).href, options };
}

/**
 * Reads the programme's small picture into a data: URL so it shows offline; '' when it cannot. The
 * list shows it at most 160 px wide (downloads.css): the small size (320 px) fills that at double density.
 */
export async function artOf(item: ContentItem): Promise<string> {
  const sizes = cardPictures(item);
  const url = sizes.small || sizes.medium || sizes.large;
  if (!url) return '';
  try {
    const response = await fetch(url);
    if (!response.ok) return '';
    const blob = await response.blob();
    if (blob.size > 150_000) return '';
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.onerror = () => resolve('');
      reader.readAsDataURL(blob);
    });
  } catch {
    return '';
  }
}
