import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INGEST_MESSAGES, type CaptionTrack } from '../../../contract/ingest.js';

/** Captions that cannot be read, with why (shown to the operator). */
export class BadCaptions extends Error {}

export const HLS_TIME_MAP = 'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000';
const TIME = /^(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)[.,](\d{1,3})$/;

function seconds(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, h, m, s, ms] = match;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms!.padEnd(3, '0')) / 1000;
}

/** Seconds as a WebVTT time (hh:mm:ss.mmm). */
export const vttTime = (total: number) => {
  const ms = Math.round(total * 1000);
  const part = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${part(Math.floor(ms / 3_600_000))}:${part(Math.floor(ms / 60_000) % 60)}:${part(Math.floor(ms / 1000) % 60)}.${part(ms % 1000, 3)}`;
};

/** Text a caption may show: WebVTT's own tags (italic, bold, underline, voice) kept, anything else taken out. */
const cueText = (lines: string[]) =>
  lines
    .map((line) => line.replace(/<(?!\/?(?:i|b|u|v)(?:[ .][^>]*)?>)[^>]*>/g, '').replace(/\{\\[^}]*\}/g, ''))
    .join('\n')
    .trim();

/**
 * SRT or WebVTT text made into clean WebVTT: every cue's times checked (start before end, in
 * order of reading), numbering and styling blocks dropped, markup limited to what players draw.
 * Throws BadCaptions, with the line, when a cue cannot be read.
 */
export function toWebVtt(text: string): string {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const blocks = body.split(/\n{2,}/);
  const cues: string[] = [];
  let line = 1;
  for (const [n, block] of blocks.entries()) {
    const lines = block.split('\n').filter((l, i, all) => l.trim() !== '' || (i > 0 && i < all.length - 1));
    const startLine = line;
    line += block.split('\n').length + 1;
    if (lines.length === 0) continue;
    if (n === 0 && /^WEBVTT\b/.test(lines[0]!)) continue;
    if (/^(NOTE|STYLE|REGION)\b/.test(lines[0]!)) continue;
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0 || timing > 1) throw new BadCaptions(INGEST_MESSAGES.badCaptions(`line ${startLine} is not a caption (no "start --> end" times)`));
    const [from, rest] = lines[timing]!.split('-->');
    const to = rest!.trim().split(/\s+/)[0]!;
    const start = seconds(from!);
    const end = seconds(to);
    if (start === null || end === null) throw new BadCaptions(INGEST_MESSAGES.badCaptions(`line ${startLine + timing} has times that cannot be read`));
    if (end <= start) throw new BadCaptions(INGEST_MESSAGES.badCaptions(`line ${startLine + timing} ends before it starts`));
    const caption = cueText(lines.slice(timing + 1));
    if (caption) cues.push(`${vttTime(start)} --> ${vttTime(end)}\n${caption}`);
  }
  if (cues.length === 0) throw new BadCaptions(INGEST_MESSAGES.badCaptions('the file has no captions in it'));
  // The map says the cues' times are the film's own (from its start): HLS players need it to place them.
  return `WEBVTT\n${HLS_TIME_MAP}\n\n${cues.join('\n\n')}\n`;
}

/** ISO 639-2 codes as files tag their audio, to the BCP 47 tags players and manifests use. */
const TWO_LETTER: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  por: 'pt',
  fra: 'fr',
  fre: 'fr',
  ita: 'it',
  pol: 'pl',
  ara: 'ar',
  deu: 'de',
  ger: 'de',
  lat: 'la',
  tgl: 'tl',
  fil: 'fil',
  nld: 'nl',
  dut: 'nl',
  vie: 'vi',
  kor: 'ko',
  zho: 'zh',
  chi: 'zh',
  swa: 'sw',
};
export const languageTag = (code: string) => (code === 'und' ? 'und' : (TWO_LETTER[code] ?? code));

/** A language's name in itself ("Español", "Polski"), for the player's choices. */
export function languageLabel(tag: string): string {
  if (tag === 'und') return 'Original';
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

/** A caption file as a made stream keeps it: named by its language and content, so a name is never written twice (caches keep it for good). */
export interface StoredCaption extends CaptionTrack {
  file: string;
}
export const captionFile = (language: string, vtt: string) => `captions-${language}-${createHash('sha256').update(vtt).digest('hex').slice(0, 12)}.vtt`;
const captionPlaylist = (language: string) => `captions-${language}.m3u8`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Writes the stream's manifests from the ones ffmpeg made (kept as manifest.base.mpd and
 * master.base.m3u8): audio tracks named by language, and each caption language as a text track of
 * both (a WebVTT AdaptationSet in DASH, a SUBTITLES rendition in HLS). Each manifest is written
 * aside and renamed over the old one, so a player never reads half of one.
 */
export async function writeManifests(dir: string, captions: StoredCaption[], durationSeconds: number): Promise<void> {
  const mpd = await readFile(path.join(dir, 'manifest.base.mpd'), 'utf8');
  const master = await readFile(path.join(dir, 'master.base.m3u8'), 'utf8');

  const textSets = captions
    .map(
      (c, i) =>
        `\t\t<AdaptationSet id="${100 + i}" contentType="text" mimeType="text/vtt" lang="${escapeXml(c.language)}">\n` +
        `\t\t\t<Label>${escapeXml(c.label)}</Label>\n` +
        `\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle" />\n` +
        `\t\t\t<Representation id="captions-${escapeXml(c.language)}" bandwidth="256">\n` +
        `\t\t\t\t<BaseURL>${c.file}</BaseURL>\n` +
        `\t\t\t</Representation>\n\t\t</AdaptationSet>\n`,
    )
    .join('');
  const dash = mpd
    .replace(/(<AdaptationSet[^>]*contentType="audio"[^>]*lang=")([a-z]{2,3})"/g, (_, head: string, code: string) => `${head}${languageTag(code)}"`)
    .replace('\t</Period>', `${textSets}\t</Period>`);

  let audioIndex = 0;
  const audioLanguages = [...mpd.matchAll(/contentType="audio"[^>]*lang="([a-z]{2,3})"/g)].map((m) => languageTag(m[1]!));
  const lines = master.split('\n').map((line) => {
    if (line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO')) {
      const tag = audioLanguages[audioIndex++] ?? 'und';
      return line.replace(/NAME="[^"]*"/, `NAME="${languageLabel(tag)}",LANGUAGE="${tag}"`);
    }
    if (line.startsWith('#EXT-X-STREAM-INF') && captions.length > 0) return `${line},SUBTITLES="captions"`;
    return line;
  });
  const subtitleMedia = captions.map(
    (c) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="captions",NAME="${c.label.replace(/"/g, "'")}",LANGUAGE="${c.language}",AUTOSELECT=YES,DEFAULT=NO,URI="${captionPlaylist(c.language)}"`,
  );
  const firstStream = lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF'));
  lines.splice(firstStream < 0 ? lines.length : firstStream, 0, ...subtitleMedia);

  const target = Math.ceil(durationSeconds);
  for (const c of captions) {
    await replace(
      path.join(dir, captionPlaylist(c.language)),
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${target}\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:${durationSeconds.toFixed(3)},\n${c.file}\n#EXT-X-ENDLIST\n`,
    );
  }
  await replace(path.join(dir, 'manifest.mpd'), dash);
  await replace(path.join(dir, 'master.m3u8'), lines.join('\n'));
}

/** Writes a file beside its place and renames it there: readers see the old file or the new one, whole. */
export async function replace(file: string, text: string): Promise<void> {
  const aside = `${file}.${process.pid}.tmp`;
  await writeFile(aside, text);
  await rename(aside, file);
}
