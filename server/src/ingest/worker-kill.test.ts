import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaIdOf } from '../../../contract/ingest.js';
import { blankProgramme } from '../../../contract/studio.js';
import { killAllServers, makeTempDir, request, startServer, type Answer } from '../../test/child-server.js';
import { makeClip, tusUpload, waitForJob } from '../../test/ingest.js';
import { ownerSessionOver } from '../../test/studio.js';
import { findTools } from './ffmpeg.js';

const PORT = 8531;
const dirs: string[] = [];
afterAll(async () => {
  await killAllServers();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Processes whose command line names `dir` (Linux's /proc; none where there is no /proc). */
function processesNaming(dir: string): string[] {
  if (!fs.existsSync('/proc/self/cmdline')) return [];
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (command.includes(dir)) found.push(`${pid}: ${command.slice(0, 160)}`);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

type Job = { status: string; progress: number; attempts: number; stream: string | null };

(findTools() ? describe : describe.skip)('a server killed while it makes a film', () => {
  it('takes the job again when it comes back, completes it, and never served a half-made stream', async () => {
    const dataDir = makeTempDir('ingest-kill');
    dirs.push(dataDir);
    const env = { INGEST_CONCURRENCY: '1' };
    let server = await startServer({ port: PORT, dataDir, env });
    const token = await ownerSessionOver(server.base, { DATA_DIR: dataDir });
    const call = (method: string, url: string, body?: unknown): Promise<Answer> => request(server.base, method, `/studio-api${url}`, { token, body });

    const made = await call('POST', '/programmes', { fields: { ...blankProgramme('video'), title: 'Killed Midway', stream: '' } });
    expect(made.status, made.text).toBe(200);
    const programmeId = (made.body as { id: string }).id;
    // Long enough that ffmpeg is still at work when the server is killed.
    const clip = makeClip(dataDir, { width: 854, height: 480, seconds: 24 });
    const sent = await tusUpload(server.base, token, fs.readFileSync(clip), 'long.mp4');
    const started = await call('POST', `/programmes/${programmeId}/ingest`, { uploadId: sent.id });
    expect(started.status, started.text).toBe(200);
    const jobId = (started.body as { id: string }).id;
    const readJob = async () => (await call('GET', `/ingest-jobs/${jobId}`)).body as Job;

    const atKill = await waitForJob(readJob, (job) => job.status === 'running' && job.progress > 0.05);
    const work = path.join(dataDir, 'ingest-work');
    expect(processesNaming(work).length, 'ffmpeg at work for the server').toBeGreaterThan(0);
    expect(atKill.progress, 'most of the film still to make').toBeLessThan(0.5);
    await server.kill('SIGKILL');
    const library = path.join(dataDir, 'media', 'library');
    expect(fs.readdirSync(library), 'nothing was published by the killed server').toEqual([]);
    // Its ffmpeg died with it (spawnTool in ffmpeg.ts): left running, it would write on into its
    // attempt's folder, and make that folder again once the next attempt removed it. Gone within a
    // second: far less than the half of the film it had still to make, so a tool that merely
    // finished its work does not pass.
    await expect.poll(() => processesNaming(work), { timeout: 1000, interval: 50 }).toEqual([]);

    server = await startServer({ port: PORT, dataDir, env });
    const job = await waitForJob(readJob);
    expect(job).toMatchObject({ status: 'done', attempts: 2, progress: 1 });
    const mediaId = mediaIdOf(job.stream!)!;
    expect(fs.readdirSync(library)).toEqual([mediaId]);
    expect(fs.readdirSync(work)).toEqual([]);
    const programme = await call('GET', `/programmes/${programmeId}`);
    expect((programme.body as { fields: { stream: string; duration: string } }).fields).toMatchObject({ stream: job.stream, duration: '00:00:24' });
    // Whole: every segment the manifest names is there.
    const playlist = await request(server.base, 'GET', `/media/library/${mediaId}/media_0.m3u8`);
    const segments = playlist.text.split('\n').filter((line) => line.endsWith('.m4s'));
    expect(segments.length).toBe(12);
    for (const segment of segments) expect(fs.existsSync(path.join(library, mediaId, segment)), segment).toBe(true);
  }, 240_000);
});
