/**
 * A live HLS signal made from a looping on-demand stream: a sliding window whose edge moves with
 * the clock, with a discontinuity each time the loop starts again, so players see real live TV.
 */

export interface LoopSegment {
  uri: string;
  duration: number;
}

/** One media playlist (a rendition) of the source stream. */
export interface LoopTrack {
  mapUri: string;
  segments: LoopSegment[];
}

/** Live windows count from this instant; any fixed past time works. */
export const LIVE_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Segments in the live window: 8 x 2 s, more than shaka's default presentation delay. */
export const LIVE_WINDOW_SEGMENTS = 8;

/** Reads EXT-X-MAP and the segments of a VOD media playlist; URIs are resolved against `base`. */
export function parseMediaPlaylist(text: string, base: string): LoopTrack {
  const lines = text.split(/\r?\n/);
  let mapUri = '';
  const segments: LoopSegment[] = [];
  let pending: number | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MAP:')) {
      const match = /URI="([^"]+)"/.exec(line);
      if (match) mapUri = base + match[1];
    } else if (line.startsWith('#EXTINF:')) {
      pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line && !line.startsWith('#') && pending !== null) {
      segments.push({ uri: base + line, duration: pending });
      pending = null;
    }
  }
  if (!mapUri || segments.length === 0) throw new Error('not an fMP4 media playlist with segments');
  return { mapUri, segments };
}

/**
 * The live media playlist at `nowMs`. `loopLength` is the number of segments that make one loop
 * and `loopSeconds` its duration (taken from the video, so every rendition loops together).
 */
export function renderLivePlaylist(track: LoopTrack, loopLength: number, loopSeconds: number, nowMs: number): string {
  const segments = track.segments.slice(0, loopLength);
  const starts: number[] = [];
  let acc = 0;
  for (const seg of segments) {
    starts.push(acc);
    acc += seg.duration;
  }
  const elapsed = (nowMs - LIVE_EPOCH_MS) / 1000;
  const loopIndex = Math.floor(elapsed / loopSeconds);
  const within = elapsed - loopIndex * loopSeconds;
  // The newest segment that has been fully "broadcast".
  let index = -1;
  for (let i = 0; i < segments.length; i++) {
    if (starts[i]! + segments[i]!.duration <= within) index = i;
  }
  const last = loopIndex * loopLength + index;
  const first = last - LIVE_WINDOW_SEGMENTS + 1;
  const target = Math.max(...segments.map((s) => Math.round(s.duration)), 1);

  const out = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / loopLength)}`,
    `#EXT-X-MAP:URI="${track.mapUri}"`,
  ];
  for (let sequence = first; sequence <= last; sequence++) {
    const loop = Math.floor(sequence / loopLength);
    const i = sequence - loop * loopLength;
    const seg = segments[i]!;
    if (i === 0 && sequence !== first) {
      out.push('#EXT-X-DISCONTINUITY');
      out.push(`#EXT-X-MAP:URI="${track.mapUri}"`);
    }
    const startMs = LIVE_EPOCH_MS + (loop * loopSeconds + starts[i]!) * 1000;
    out.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(startMs).toISOString()}`);
    out.push(`#EXTINF:${seg.duration.toFixed(6)},`);
    out.push(seg.uri);
  }
  return out.join('\n') + '\n';
}
