import type { DownloadQuality } from '../../contract/wire';

export { DOWNLOAD_QUALITIES, type DownloadQuality } from '../../contract/wire';

/** What a download of one quality holds: the video's height and its size, estimated from the manifest. */
export interface DownloadOption {
  quality: DownloadQuality;
  height: number;
  bytes: number;
}

/** 'PT1M0.0S' → 60; null for anything else. */
export function isoDurationSeconds(text: string): number | null {
  const match = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(text.trim());
  if (!match || text.trim() === 'PT') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/**
 * The two ways to download a stream, from its DASH manifest: the smallest video rendition (data
 * saving) and the largest (standard), each with the best audio, sized as bandwidth × duration.
 * Null when the manifest is not one we can read; one option when the stream has one rendition.
 */
export function downloadOptions(mpd: string): DownloadOption[] | null {
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(mpd, 'application/xml');
  } catch {
    return null;
  }
  const root = doc.documentElement;
  if (!root || root.localName !== 'MPD') return null;
  const seconds = isoDurationSeconds(root.getAttribute('mediaPresentationDuration') ?? '');
  if (seconds === null || seconds <= 0) return null;
  const video: Array<{ height: number; bandwidth: number }> = [];
  let audioBandwidth = 0;
  for (const set of Array.from(root.getElementsByTagNameNS('*', 'AdaptationSet'))) {
    for (const rep of Array.from(set.getElementsByTagNameNS('*', 'Representation'))) {
      const type = set.getAttribute('contentType') ?? (rep.getAttribute('mimeType') ?? set.getAttribute('mimeType') ?? '').split('/')[0];
      const bandwidth = Number(rep.getAttribute('bandwidth'));
      if (!Number.isFinite(bandwidth) || bandwidth <= 0) continue;
      if (type === 'video') video.push({ height: Number(rep.getAttribute('height')) || 0, bandwidth });
      else if (type === 'audio') audioBandwidth = Math.max(audioBandwidth, bandwidth);
    }
  }
  if (video.length === 0) return null;
  video.sort((a, b) => a.bandwidth - b.bandwidth);
  const size = (bandwidth: number) => Math.round(((bandwidth + audioBandwidth) * seconds) / 8);
  const smallest = video[0]!;
  const largest = video[video.length - 1]!;
  const options: DownloadOption[] = [{ quality: 'data-saver', height: smallest.height, bytes: size(smallest.bandwidth) }];
  if (largest !== smallest) options.push({ quality: 'standard', height: largest.height, bytes: size(largest.bandwidth) });
  return options;
}
