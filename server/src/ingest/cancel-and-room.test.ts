import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INGEST_MESSAGES, UPLOAD_PATH } from '../../../contract/ingest.js';
import { blankProgramme } from '../../../contract/studio.js';
import { bearer, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { makeClip, tusUpload, waitForJob } from '../../test/ingest.js';
import { studioOwner } from '../../test/studio.js';
import { findTools } from './ffmpeg.js';

const START = Date.parse('2026-11-30T10:00:00.000Z');
const GB = 1024 ** 3;
const tools = findTools();
let server: TestServer | undefined;
let dataDir = '';

afterEach(async () => {
  await server?.close();
  server = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(app: NonNullable<Parameters<typeof build>[0]>['app'] = {}) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-ingest-cancel-'));
  server = await build({ startMs: START, config: { dataDir, ingestConcurrency: 1 }, app: { ingestPollMs: 100, ...app } });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const token = await studioOwner(server, 'films@example.org', START);
  const studio = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const response = await server!.app.inject({
      method,
      url: `/studio-api${url}`,
      headers: bearer(token),
      ...(payload !== undefined && { payload: payload as Json }),
    });
    return { status: response.statusCode, body: response.json() as Json };
  };
  return { base, token, studio };
}

describe.skipIf(!tools)('ingest: cancel and room on the disk', () => {
  it('a job cancelled while ffmpeg works stops there: nothing is published, nothing is left, the programme keeps what it had', async () => {
    const { base, token, studio } = await start();
    const clip = makeClip(dataDir, { width: 1280, height: 720, seconds: 40 });
    const made = await studio('POST', '/programmes', { fields: { ...blankProgramme('video'), title: 'Cancelled Film', stream: '' } });
    const sent = await tusUpload(base, token, fs.readFileSync(clip), 'film.mp4');
    const job = (await studio('POST', `/programmes/${made.body.id}/ingest`, { uploadId: sent.id })).body as Json & { id: string };
    const read = async () => (await studio('GET', `/ingest-jobs/${job.id}`)).body as Json & { status: string; progress: number };
    // Under way: ffmpeg has made some of it.
    await waitForJob(read, (j) => j.status !== 'queued' && (j.status !== 'running' || j.progress > 0.05), 60_000);
    expect((await read()).status).toBe('running');

    const cancelled = await studio('DELETE', `/ingest-jobs/${job.id}`);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', stream: null } });
    // Cancelled twice: said plainly.
    expect(await studio('DELETE', `/ingest-jobs/${job.id}`)).toMatchObject({ status: 409, body: { error: { message: INGEST_MESSAGES.jobFinished } } });
    // The worker stops within its next lease renewal and clears its work; it never publishes.
    const work = path.join(dataDir, 'ingest-work');
    const leftOver = () => (fs.existsSync(work) ? fs.readdirSync(work) : []);
    for (let i = 0; i < 100 && leftOver().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(leftOver()).toEqual([]);
    // ...for good: ffmpeg was gone before its folder was removed (a stopped ffmpeg finishing its DASH
    // output made the folder again, and left it there).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(leftOver()).toEqual([]);
    expect((await read()).status).toBe('cancelled');
    const library = path.join(dataDir, 'media', 'library');
    expect(fs.existsSync(library) ? fs.readdirSync(library) : []).toEqual([]);
    expect((await studio('GET', `/programmes/${made.body.id}`)).body).toMatchObject({ fields: { stream: '' } });
  }, 120_000);

  it('an upload needing more room than the disk has is refused before a byte is written, with how much it needs', async () => {
    const { token } = await start({ ingestFreeBytes: async () => 3 * GB });
    // In process (no socket): the answer is all this needs.
    const create = async (bytes: number) => {
      const answer = await server!.app.inject({
        method: 'POST',
        url: UPLOAD_PATH,
        headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes), ...bearer(token) },
      });
      return { status: answer.statusCode, json: () => answer.json() as unknown };
    };
    // Twice the file must be free (the upload, then what is made from it): 2 GB needs 4 GB.
    const refused = await create(2 * GB);
    expect(refused.status).toBe(507);
    expect(refused.json()).toEqual({ error: { message: INGEST_MESSAGES.noSpace('4.0') } });
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).length).toBe(0);
    // One that fits is taken.
    expect((await create(GB)).status).toBe(201);
  }, 60_000);
});
