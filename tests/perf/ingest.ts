/**
 * Ingest's figures: how fast the whole ladder of a 60 s 1080p film is made (a multiple of real
 * time on this machine), and how fast a film uploads by tus against a plain copy of the same bytes
 * over the same loopback.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { findTools, probe } from '../../server/src/ingest/ffmpeg.js';
import { transcode } from '../../server/src/ingest/transcode.js';
import { blankProgramme } from '../../contract/studio.js';
import { makeTempDir, request, startServer } from '../../server/test/child-server.js';
import { makeClip, tusUpload, waitForJob } from '../../server/test/ingest.js';
import { ownerSessionOver } from '../../server/test/studio.js';
import { median } from './common.js';

export interface IngestBench {
  /** The source: seconds, size. */
  film: { seconds: number; width: number; height: number; bytes: number };
  /** The ladder made from it. */
  renditions: string[];
  transcodeSeconds: number;
  /** Seconds of film made a second (above 1: faster than it plays). */
  realTimeMultiple: number;
  uploadMBps: number;
  /** The same bytes PUT to a server that only writes them to disk, over the same loopback. */
  rawCopyMBps: number;
  /** Upload throughput as a share of the raw copy's. */
  uploadShare: number;
}

const MB = 1024 * 1024;
/** Each copy is timed this many times and the median kept: one 93 MB copy takes a third of a second, and one timing is noise. */
const RUNS = 5;

/** A plain HTTP server that writes what it is sent to a file: the floor an upload is measured against. */
async function rawCopy(file: Buffer, dir: string): Promise<number> {
  const server = http.createServer((request, response) => {
    const out = fs.createWriteStream(path.join(dir, 'raw-copy'));
    request.pipe(out);
    out.on('finish', () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const began = performance.now();
  await new Promise<void>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'PUT', path: '/', headers: { 'content-length': file.length } }, (response) => {
      response.resume();
      response.on('end', resolve);
    });
    request.on('error', reject);
    request.end(file);
  });
  const seconds = (performance.now() - began) / 1000;
  server.close();
  return file.length / MB / seconds;
}

export async function runIngestBench(port: number): Promise<IngestBench> {
  const tools = findTools();
  if (!tools) throw new Error('ffmpeg is not installed (apt-get install -y ffmpeg)');
  const dir = makeTempDir('bench-ingest');
  try {
    const film = { seconds: 60, width: 1920, height: 1080 };
    const source = makeClip(dir, { ...film, name: 'film-1080p.mp4' });
    const bytes = fs.statSync(source).size;

    const found = await probe(tools, source);
    const out = path.join(dir, 'made');
    fs.mkdirSync(out);
    const began = performance.now();
    const made = await transcode(tools, source, found, out, { captions: [], onProgress: () => undefined });
    const transcodeSeconds = (performance.now() - began) / 1000;

    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir);
    const server = await startServer({ port, dataDir, env: { INGEST_CONCURRENCY: '0' } });
    let uploadMBps: number;
    try {
      const token = await ownerSessionOver(server.base, { DATA_DIR: dataDir });
      const file = fs.readFileSync(source);
      const rates: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const sent = performance.now();
        await tusUpload(server.base, token, file, `film-1080p-${i}.mp4`, undefined, 8 * MB);
        rates.push(file.length / MB / ((performance.now() - sent) / 1000));
      }
      uploadMBps = median(rates);
    } finally {
      await server.kill('SIGTERM');
    }
    const raw: number[] = [];
    for (let i = 0; i < RUNS; i++) raw.push(await rawCopy(fs.readFileSync(source), dir));
    const rawCopyMBps = median(raw);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      film: { ...film, bytes },
      renditions: made.renditions.map((r) => `${r.width}x${r.height}`),
      transcodeSeconds: round(transcodeSeconds),
      realTimeMultiple: round(film.seconds / transcodeSeconds),
      uploadMBps: round(uploadMBps),
      rawCopyMBps: round(rawCopyMBps),
      uploadShare: round(uploadMBps / rawCopyMBps),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A 20 s 1080p film as an operator brings one: uploaded by tus to the running app server, made into
 * streams by its own ingest job, published. Answers its programme's id, for the first-frame bench.
 */
export async function publishIngestedFilm(base: string, dataDir: string): Promise<string> {
  const dir = makeTempDir('bench-film');
  try {
    const source = makeClip(dir, { seconds: 20, width: 1920, height: 1080, name: 'bench-film.mp4' });
    const token = await ownerSessionOver(base, { DATA_DIR: dataDir });
    const call = async (method: string, url: string, body?: unknown) => {
      const answer = await request(base, method, `/studio-api${url}`, { token, body });
      if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${answer.text.slice(0, 200)}`);
      return answer.body as { id: string; version: number; status: string; error?: string | null };
    };
    const made = await call('POST', '/programmes', { fields: { ...blankProgramme('video'), title: 'Bench film', stream: '' } });
    const sent = await tusUpload(base, token, fs.readFileSync(source), 'bench-film.mp4');
    const job = await call('POST', `/programmes/${made.id}/ingest`, { uploadId: sent.id });
    const ended = await waitForJob(() => call('GET', `/ingest-jobs/${job.id}`), undefined, 300_000);
    if (ended.status !== 'done') throw new Error(`the ingest job ended ${ended.status}: ${ended.error ?? ''}`);
    const programme = await call('GET', `/programmes/${made.id}`);
    await call('POST', `/programmes/${made.id}/publication`, { version: programme.version, status: 'published' });
    return made.id;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
