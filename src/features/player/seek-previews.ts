/** A seek preview: the picture of the film from `start` to `end`, a region of a sprite picture. */
export interface SeekPreview {
  start: number;
  end: number;
  /** The sprite's address. */
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIME = /^(?:(\d+):)?(\d{1,2}):(\d{2})\.(\d{3})$/;
const seconds = (text: string): number | null => {
  const match = TIME.exec(text.trim());
  return match ? Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 1000 : null;
};

/**
 * A WebVTT thumbnails track (cues naming `sprite.jpg#xywh=x,y,w,h`) read into previews, their
 * addresses made whole against the track's own. Cues that cannot be read are left out.
 */
export function parseSeekPreviews(text: string, trackUrl: string): SeekPreview[] {
  const previews: SeekPreview[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.trim().split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0 || !lines[timing + 1]) continue;
    const [from, to] = lines[timing]!.split('-->');
    const start = seconds(from ?? '');
    const end = seconds((to ?? '').trim().split(/\s+/)[0] ?? '');
    const target = /^(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(lines[timing + 1]!.trim());
    if (start === null || end === null || !target) continue;
    let url: string;
    try {
      url = new URL(target[1]!, new URL(trackUrl, location.href)).href;
    } catch {
      continue;
    }
    previews.push({ start, end, url, x: Number(target[2]), y: Number(target[3]), width: Number(target[4]), height: Number(target[5]) });
  }
  return previews;
}

/** The preview of second `time`: the one whose span holds it, else the nearest before it. */
export function previewAt(previews: readonly SeekPreview[], time: number): SeekPreview | null {
  let found: SeekPreview | null = null;
  for (const preview of previews) {
    if (preview.start > time) break;
    found = preview;
  }
  return found ?? previews[0] ?? null;
}

/** The previews of a film, or none when it has none or they cannot be loaded (the seek bar works without them). */
export async function loadSeekPreviews(trackUrl: string | undefined): Promise<SeekPreview[]> {
  if (!trackUrl) return [];
  try {
    const answer = await fetch(trackUrl);
    return answer.ok ? parseSeekPreviews(await answer.text(), trackUrl) : [];
  } catch {
    return [];
  }
}
