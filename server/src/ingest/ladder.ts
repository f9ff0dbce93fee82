import { AUDIO_KBPS, LADDER } from '../../../contract/ingest.js';

export interface Rendition {
  width: number;
  height: number;
  videoKbps: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The renditions a source of `width` x `height` is made into: every rung of the ladder whose short
 * side fits in the source's, never upscaled; a source smaller than the lowest rung keeps its own
 * size. Portrait sources (shorts) are measured by their width, so a 1080x1920 phone film gets
 * 1080, 720, 480 and 240 wide. Sizes are even, as H.264 in 4:2:0 needs.
 */
export function ladderFor(width: number, height: number): Rendition[] {
  const portrait = height > width;
  const short = portrait ? width : height;
  const long = portrait ? height : width;
  const rungs = LADDER.filter((rung) => rung.height <= short);
  const chosen =
    rungs.length > 0 ? rungs : [{ height: short, videoKbps: Math.max(150, Math.round((LADDER.at(-1)!.videoKbps * short) / LADDER.at(-1)!.height)) }];
  return chosen.map((rung) => {
    const side = even(rung.height);
    const other = even((long * rung.height) / short);
    return portrait ? { width: side, height: other, videoKbps: rung.videoKbps } : { width: other, height: side, videoKbps: rung.videoKbps };
  });
}

/** What a rendition asks of the network (video and audio), for the bench and the studio's notes. */
export const renditionKbps = (rendition: Rendition) => rendition.videoKbps + AUDIO_KBPS;
