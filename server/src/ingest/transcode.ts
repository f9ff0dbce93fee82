import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AUDIO_KBPS, SEGMENT_SECONDS } from '../../../contract/ingest.js';
import { vttTime, writeManifests, type StoredCaption } from './captions.js';
import { collect, runWithProgress, type Probe, type Tools } from './ffmpeg.js';
import { ladderFor, type Rendition } from './ladder.js';

/** Seek previews: pictures this wide (a portrait film's are as tall), ten by ten to a sprite. */
export const THUMB_LONG_SIDE = 160;
export const SPRITE_TILES = 10;
/** Above this the picture rate is halved or so: a talk or a Mass gains nothing from 50 or 60 pictures a second. */
const MAX_FRAME_RATE = 30;

export interface Made {
  renditions: Rendition[];
  durationSeconds: number;
  thumbnails: { intervalSeconds: number; count: number; width: number; height: number };
}

/** Seconds between seek previews: about 120 of them for any film, at least one a second, at most one in ten seconds. */
export const thumbnailInterval = (durationSeconds: number) => Math.min(10, Math.max(1, Math.round(durationSeconds / 120)));

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Makes a film into its streams in `dir`: the ladder of H.264 renditions and AAC audio (each audio
 * language its own track, loudness normalised to EBU R128), in 2-second CMAF segments shared by a
 * DASH manifest (manifest.mpd) and an HLS playlist (master.m3u8); a sprite of seek previews with its
 * WebVTT track (thumbnails.vtt); and a poster frame (poster.jpg). One decode of the source makes all
 * of it. Caption files already in `dir` (listed in `captions`) become text
 * tracks of both manifests. `onProgress` gets 0 to 1.
 */
export async function transcode(
  tools: Tools,
  source: string,
  probe: Probe,
  dir: string,
  options: { captions: StoredCaption[]; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<Made> {
  const { captions, onProgress, signal } = options;
  const renditions = ladderFor(probe.width, probe.height);
  const interval = thumbnailInterval(probe.durationSeconds);
  const portrait = probe.height > probe.width;
  const thumbWidth = portrait ? even((THUMB_LONG_SIDE * probe.width) / probe.height) : THUMB_LONG_SIDE;
  const thumbHeight = portrait ? THUMB_LONG_SIDE : even((THUMB_LONG_SIDE * probe.height) / probe.width);
  const rate = probe.frameRate > MAX_FRAME_RATE + 1 ? `fps=${probe.frameRate > 45 ? probe.frameRate / 2 : MAX_FRAME_RATE},` : '';

  const outputs = renditions.map((_, i) => `[s${i}]`).join('');
  const graph = [
    `[0:v:0]${rate}split=${renditions.length + 1}${outputs}[st]`,
    ...renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`),
    // Each preview its own small picture, put together into sprites afterwards: a tile filter here
    // would hold its pictures back until a sprite is full, and ffmpeg's progress with them.
    `[st]fps=1/${interval},scale=${thumbWidth}:${thumbHeight}[thumbs]`,
    ...probe.audio.map((a, i) => `[0:${a.index}]loudnorm=I=-23:TP=-2:LRA=7,aresample=48000[a${i}]`),
  ].join(';');

  const video = renditions.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.5)}k`,
    `-bufsize:v:${i}`,
    `${r.videoKbps * 2}k`,
  ]);
  const audio = probe.audio.flatMap((a, i) => ['-map', `[a${i}]`, `-metadata:s:a:${i}`, `language=${a.language}`]);
  // A DASH adaptation set for the video and one for each audio language.
  const sets = ['id=0,streams=v', ...probe.audio.map((_, i) => `id=${i + 1},streams=${renditions.length + i}`)].join(' ');
  const args = [
    '-y',
    '-i',
    source,
    '-filter_complex',
    graph,
    ...video,
    ...audio,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryfast',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    ...(probe.audio.length > 0 ? ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'] : []),
    '-f',
    'dash',
    '-seg_duration',
    String(SEGMENT_SECONDS),
    '-use_template',
    '1',
    '-use_timeline',
    '0',
    '-adaptation_sets',
    sets,
    '-hls_playlist',
    '1',
    '-hls_master_name',
    'master.m3u8',
    path.join(dir, 'manifest.mpd'),
    '-map',
    '[thumbs]',
    '-q:v',
    '5',
    '-f',
    'image2',
    path.join(dir, 'thumb-%05d.jpg'),
  ];
  const duration = probe.durationSeconds;
  await runWithProgress(tools, args, (seconds) => onProgress(Math.min(0.97, (0.97 * seconds) / duration)), signal);

  // The poster: a picture a tenth of the way in (past the black of a fade-in), 720 high.
  const at = Math.min(duration * 0.1, 30).toFixed(2);
  const poster = await collect(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-y',
      '-ss',
      at,
      '-i',
      source,
      '-frames:v',
      '1',
      '-vf',
      `scale=${portrait ? '720:-2' : '-2:720'}`,
      '-q:v',
      '3',
      path.join(dir, 'poster.jpg'),
    ],
    signal,
  );
  if (poster.code !== 0) throw new Error(`the poster frame could not be made (${poster.stderr.trim().split('\n').pop() ?? ''})`);

  const count = await makeSprites(dir, thumbWidth, thumbHeight);
  await writeFile(path.join(dir, 'thumbnails.vtt'), thumbnailsVtt(count, interval, duration, thumbWidth, thumbHeight));
  await tidyPlaylists(dir);
  await rename(path.join(dir, 'manifest.mpd'), path.join(dir, 'manifest.base.mpd'));
  await rename(path.join(dir, 'master.m3u8'), path.join(dir, 'master.base.m3u8'));
  await writeManifests(dir, captions, duration);
  onProgress(1);
  return { renditions, durationSeconds: duration, thumbnails: { intervalSeconds: interval, count, width: thumbWidth, height: thumbHeight } };
}

/** The previews ffmpeg wrote (thumb-00001.jpg ...) put together ten by ten into sprites (sprite-001.jpg ...), and removed; how many there were. */
async function makeSprites(dir: string, width: number, height: number): Promise<number> {
  const thumbs = (await readdir(dir)).filter((name) => /^thumb-\d{5}\.jpg$/.test(name)).sort();
  const perSprite = SPRITE_TILES * SPRITE_TILES;
  for (let first = 0; first < thumbs.length; first += perSprite) {
    const group = thumbs.slice(first, first + perSprite);
    const rows = Math.ceil(group.length / SPRITE_TILES);
    const sprite = sharp({ create: { width: width * Math.min(SPRITE_TILES, group.length), height: height * rows, channels: 3, background: '#000' } });
    const tiles = group.map((name, i) => ({ input: path.join(dir, name), left: (i % SPRITE_TILES) * width, top: Math.floor(i / SPRITE_TILES) * height }));
    await sprite
      .composite(tiles)
      .jpeg({ quality: 70 })
      .toFile(path.join(dir, `sprite-${String(first / perSprite + 1).padStart(3, '0')}.jpg`));
  }
  await Promise.all(thumbs.map((name) => rm(path.join(dir, name))));
  return thumbs.length;
}

/** The seek previews as a WebVTT thumbnails track: each cue a picture of the sprite, by its `#xywh=` region. */
export function thumbnailsVtt(count: number, interval: number, duration: number, width: number, height: number): string {
  const perSprite = SPRITE_TILES * SPRITE_TILES;
  const cues = Array.from({ length: count }, (_, i) => {
    const sprite = `sprite-${String(Math.floor(i / perSprite) + 1).padStart(3, '0')}.jpg`;
    const tile = i % perSprite;
    const x = (tile % SPRITE_TILES) * width;
    const y = Math.floor(tile / SPRITE_TILES) * height;
    return `${vttTime(i * interval)} --> ${vttTime(Math.min((i + 1) * interval, duration))}\n${sprite}#xywh=${x},${y},${width},${height}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** ffmpeg stamps wall-clock times into on-demand playlists, where they mean nothing; they are taken out. */
async function tidyPlaylists(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!/^media_\d+\.m3u8$/.test(name)) continue;
    const file = path.join(dir, name);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^#EXT-X-PROGRAM-DATE-TIME.*\n/gm, ''));
  }
}
