import { spawn, spawnSync } from 'node:child_process';
import { INGEST_MESSAGES } from '../../../contract/ingest.js';

/** ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH when set, else from PATH (Debian's package). */
export interface Tools {
  ffmpeg: string;
  ffprobe: string;
}

const found = new Map<string, Tools | null>();

/** The tools, or null when either does not run (looked for once per process). */
export function findTools(env: NodeJS.ProcessEnv = process.env): Tools | null {
  const tools = { ffmpeg: env.FFMPEG_PATH || 'ffmpeg', ffprobe: env.FFPROBE_PATH || 'ffprobe' };
  const key = `${tools.ffmpeg}\n${tools.ffprobe}`;
  if (!found.has(key)) {
    const runs = Object.values(tools).every((binary) => {
      const run = spawnSync(binary, ['-version'], { stdio: 'ignore', timeout: 10_000 });
      return !run.error && run.status === 0;
    });
    found.set(key, runs ? tools : null);
  }
  return found.get(key)!;
}

/** A file refused for what it is (not a video, damaged): trying again will not help. */
export class RefusedMedia extends Error {
  readonly refused = true;
}

export interface AudioTrack {
  /** The stream's index in the file. */
  index: number;
  /** ISO 639 code from the file's tags, when it has one ('und' otherwise). */
  language: string;
}

export interface Probe {
  durationSeconds: number;
  /** The picture as shown (a phone's film recorded on its side and marked rotated counts upright). */
  width: number;
  height: number;
  frameRate: number;
  audio: AudioTrack[];
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: {
    index: number;
    codec_type?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: { language?: string; rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

const rate = (text: string | undefined): number => {
  const [num, den] = (text ?? '').split('/').map(Number);
  const value = den ? num! / den : Number(num);
  return Number.isFinite(value) && value > 0 && value < 400 ? value : 25;
};

/** Reads what a file holds; refuses one that is not a video ffmpeg can decode. */
export async function probe(tools: Tools, file: string): Promise<Probe> {
  const run = await collect(tools.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  let json: ProbeJson;
  try {
    json = JSON.parse(run.stdout) as ProbeJson;
  } catch {
    throw new RefusedMedia(INGEST_MESSAGES.unreadable);
  }
  if (run.code !== 0 || !json.streams) throw new RefusedMedia(INGEST_MESSAGES.unreadable);
  const video = json.streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  if (!video) throw new RefusedMedia(INGEST_MESSAGES.notVideo);
  const durationSeconds = Number(json.format?.duration ?? video.duration);
  if (!Number.isFinite(durationSeconds)) throw new RefusedMedia(INGEST_MESSAGES.unreadable);
  if (durationSeconds < 1) throw new RefusedMedia(INGEST_MESSAGES.tooShort);
  // The first seconds decoded: a file whose header reads but whose picture does not is refused now,
  // not after an hour of transcoding.
  const decode = await collect(tools.ffmpeg, ['-v', 'error', '-xerror', '-t', '2', '-i', file, '-map', `0:${video.index}`, '-f', 'null', '-']);
  if (decode.code !== 0) throw new RefusedMedia(INGEST_MESSAGES.undecodable);
  const rotation = Math.abs(Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0)) % 180;
  const [width, height] = rotation === 90 ? [video.height!, video.width!] : [video.width!, video.height!];
  const audio = json.streams
    .filter((s) => s.codec_type === 'audio')
    .map((s) => ({ index: s.index, language: /^[a-z]{2,3}$/.test(s.tags?.language ?? '') ? s.tags!.language! : 'und' }));
  return { durationSeconds, width, height, frameRate: rate(video.avg_frame_rate), audio };
}

/**
 * How a stopped tool is stopped: killed outright (what it was making is thrown away, so it has
 * nothing to finish). Node reports the stop at once, as an AbortError; the tool itself may still be
 * writing then (ffmpeg's DASH muxer even makes its folder again), so the promise waits for 'close',
 * when the process is gone and its folder can be removed for good.
 */
const STOP = { killSignal: 'SIGKILL' } as const;
const isStop = (error: Error) => error.name === 'AbortError';

/**
 * A tool dies with the server that ran it. ffmpeg ignores SIGPIPE, so a server killed outright
 * (out of memory, a host's SIGKILL) would leave it transcoding on into the attempt's folder, and
 * make that folder again once the next attempt removed it. On Linux, util-linux's `setpriv` asks
 * the kernel to kill it when its parent goes (PR_SET_PDEATHSIG) and then becomes the tool, same
 * process; where there is no setpriv the tool runs as it is.
 */
let deathBound: string[] | null = null;
function boundToServer(binary: string, args: string[]): [string, string[]] {
  if (!deathBound) {
    const prefix = ['--pdeathsig', 'KILL', '--'];
    const run = spawnSync('setpriv', [...prefix, 'true'], { stdio: 'ignore', timeout: 10_000 });
    deathBound = !run.error && run.status === 0 ? ['setpriv', ...prefix] : [];
  }
  return deathBound.length ? [deathBound[0]!, [...deathBound.slice(1), binary, ...args]] : [binary, args];
}

function spawnTool(binary: string, args: string[], signal: AbortSignal | undefined) {
  const [command, argv] = boundToServer(binary, args);
  return spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], signal, ...STOP });
}

/** Runs a tool to its end, keeping what it printed (the last 64 KB of each stream); a stopped one ends with code null. */
export function collect(binary: string, args: string[], signal?: AbortSignal): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnTool(binary, args, signal);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-65536)));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-65536)));
    child.on('error', (error) => void (isStop(error) || reject(error)));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Runs ffmpeg with `-progress`, calling `onTime` with the seconds of output made so far; resolves
 * when it ends well, rejects with the last lines it printed when not. `signal` stops it (rejecting once it has exited).
 */
export function runWithProgress(tools: Tools, args: string[], onTime: (seconds: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnTool(tools.ffmpeg, ['-hide_banner', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', ...args], signal);
    let stderr = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) onTime(Number(match[1]) / 1e6);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8192)));
    child.on('error', (error) => void (isStop(error) || reject(error)));
    child.on('close', (code, killed) => {
      if (code === 0) resolve();
      else if (signal?.aborted) reject(signal.reason instanceof Error ? signal.reason : new Error('stopped'));
      else reject(new Error(lastLines(stderr) || `ffmpeg ended with ${code ?? killed}`));
    });
  });
}

const lastLines = (text: string) => text.trim().split('\n').slice(-3).join(' ').slice(0, 500);
