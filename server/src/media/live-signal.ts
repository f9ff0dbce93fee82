import fs from 'node:fs';
import path from 'node:path';
import { SAMPLE_SIGNALS, type SampleSignal } from '../../../contract/studio-live.js';
import { parseMediaPlaylist, renderLivePlaylist, type LoopTrack } from './live-playlist.js';

interface LoadedSource {
  master: string;
  /** media playlist name (media_0.m3u8 ...) -> its segments */
  tracks: Map<string, LoopTrack>;
  loopLength: number;
  loopSeconds: number;
}

/**
 * The built-in sample signals' playlists (a channel whose stream is `sample:chapel` plays one),
 * built from the sample streams on disk once at start-up. Master playlists are the source's own;
 * media playlists slide with the clock.
 */
export class LiveSignal {
  private readonly sources = new Map<SampleSignal, LoadedSource>();

  constructor(mediaDir: string) {
    for (const signal of SAMPLE_SIGNALS) {
      try {
        this.sources.set(signal, loadSource(path.join(mediaDir, 'vod', signal), `/media/vod/${signal}/`));
      } catch {
        // Missing media leaves this signal unavailable; its channels' requests get a clear 503.
      }
    }
  }

  has(signal: SampleSignal): boolean {
    return this.sources.has(signal);
  }

  master(signal: SampleSignal): string | undefined {
    return this.sources.get(signal)?.master;
  }

  mediaPlaylist(signal: SampleSignal, name: string, nowMs: number): string | undefined {
    const source = this.sources.get(signal);
    const track = source?.tracks.get(name);
    if (!source || !track) return undefined;
    return renderLivePlaylist(track, source.loopLength, source.loopSeconds, nowMs);
  }
}

function loadSource(dir: string, base: string): LoadedSource {
  const master = fs.readFileSync(path.join(dir, 'master.m3u8'), 'utf8');
  const names = master
    .split(/\r?\n/)
    .flatMap((line) => {
      const uri = /URI="([^"]+)"/.exec(line)?.[1];
      if (uri) return [uri];
      return line && !line.startsWith('#') ? [line.trim()] : [];
    })
    .filter((name) => /^media_\d+\.m3u8$/.test(name));
  const tracks = new Map<string, LoopTrack>();
  for (const name of names) tracks.set(name, parseMediaPlaylist(fs.readFileSync(path.join(dir, name), 'utf8'), base));
  // The first video rendition sets the loop: its segment count and total duration.
  const video = tracks.get(names.find((n) => !master.includes(`URI="${n}"`)) ?? names[0]!);
  if (!video) throw new Error(`no media playlists in ${dir}`);
  const loopLength = Math.min(...[...tracks.values()].map((t) => t.segments.length), video.segments.length);
  const loopSeconds = video.segments.slice(0, loopLength).reduce((sum, s) => sum + s.duration, 0);
  return { master, tracks, loopLength, loopSeconds };
}
