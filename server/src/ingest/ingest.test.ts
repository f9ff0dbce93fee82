import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_MESSAGES, mediaIdOf, UPLOAD_PATH } from '../../../contract/ingest.js';
import { makeClip, tusUpload, waitForJob } from '../../test/ingest.js';
import { blankProgramme } from '../../../contract/studio.js';
import { bearer, type Json } from '../../test/accounts.js';
import { build, headers, type TestServer } from '../../test/helper.js';
import { studioOwner } from '../../test/studio.js';
import { findTools } from './ffmpeg.js';

const START = Date.parse('2026-11-30T10:00:00.000Z');
const tools = findTools();
let server: TestServer;
let dataDir: string;
let base = '';
let token = '';
let clip = '';

async function studio(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await server.app.inject({
    method,
    url: `/studio-api${url}`,
    headers: bearer(token),
    ...(payload !== undefined && { payload: payload as Json }),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function newProgramme(kind: 'video' | 'series' = 'video', title = 'A Pilgrim Film') {
  const made = await studio('POST', '/programmes', { fields: { ...blankProgramme(kind), title, stream: '' } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body as { id: string; version: number };
}

const finished = (jobId: string) => waitForJob(async () => (await studio('GET', `/ingest-jobs/${jobId}`)).body as Json & { status: string });

const describeWithFfmpeg = tools ? describe : describe.skip;

describeWithFfmpeg('ingest: a film uploaded by tus, made into streams, played', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-ingest-test-'));
    clip = makeClip(dataDir, { width: 854, height: 480, seconds: 6 });
    server = await build({ startMs: START, config: { dataDir, ingestConcurrency: 1 }, app: { ingestPollMs: 100 } });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    token = await studioOwner(server, 'ingest@example.org', START);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes a dropped upload, makes the ladder, captions and previews, and gives the programme its film', async () => {
    const film = fs.readFileSync(clip);
    const programme = await newProgramme();
    const sent = await tusUpload(base, token, film, 'pilgrim.mp4', 200 * 1024);
    expect(sent.resumedFrom, 'the second try went on from where the first stopped').toBeGreaterThan(0);
    expect(fs.statSync(path.join(dataDir, 'uploads', sent.id)).size).toBe(film.length);

    const started = await studio('POST', `/programmes/${programme.id}/ingest`, { uploadId: sent.id });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ status: 'queued', fileName: 'pilgrim.mp4', progress: 0 });
    const twice = await studio('POST', `/programmes/${programme.id}/ingest`, { uploadId: sent.id });
    expect([409, 404]).toContain(twice.status);

    const job = await finished(started.body.id as string);
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'done', progress: 1, attempts: 1, error: null });
    const mediaId = mediaIdOf(job.stream as string)!;
    expect(mediaId).toMatch(/^[a-z0-9]{16}$/);
    // The upload is gone once made (removed just after the job is marked done); the work folder is empty.
    await expect.poll(() => fs.existsSync(path.join(dataDir, 'uploads', sent.id))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'ingest-work'))).toEqual([]);

    const saved = (await studio('GET', `/programmes/${programme.id}`)).body;
    expect(saved.fields).toMatchObject({ stream: job.stream, duration: '00:00:06' });
    expect(saved.fields.pictures.thumbnail.kind).toBe('thumb');
    expect(saved.fields.pictures.cover.kind).toBe('cover');

    const at = (file: string) => server.app.inject({ method: 'GET', url: `/media/library/${mediaId}/${file}` });
    const mpd = (await at('manifest.mpd')).body;
    expect([...mpd.matchAll(/<Representation[^>]*width="(\d+)" height="(\d+)"/g)].map((m) => `${m[1]}x${m[2]}`)).toEqual(['854x480', '428x240']);
    expect(mpd).toContain('contentType="audio"');
    expect(mpd).toMatch(/lang="en"/);
    const master = await at('master.m3u8');
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toMatch(/TYPE=AUDIO[^\n]*NAME="English",LANGUAGE="en"/);
    const segment = await at('chunk-stream0-00001.m4s');
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['cache-control']).toContain('immutable');
    const ranged = await server.app.inject({ method: 'GET', url: `/media/library/${mediaId}/chunk-stream0-00001.m4s`, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    const previews = (await at('thumbnails.vtt')).body;
    expect(previews.split('-->').length - 1).toBe(6);
    expect(previews).toContain('sprite-001.jpg#xywh=160,0,160,90');
    expect((await at('sprite-001.jpg')).headers['content-type']).toBe('image/jpeg');
    expect((await at('poster.jpg')).statusCode).toBe(200);
    expect((await at('media.json')).statusCode).not.toBe(200);
    expect((await at('manifest.base.mpd')).statusCode).not.toBe(200);

    // Published, viewers get it.
    const current = (await studio('GET', `/programmes/${programme.id}`)).body;
    expect((await studio('POST', `/programmes/${programme.id}/publication`, { version: current.version, status: 'published' })).status).toBe(200);
    const playback = await server.app.inject({ method: 'GET', url: `/api/playback/${programme.id}`, headers });
    expect(playback.json()).toMatchObject({
      url: `/media/library/${mediaId}/master.m3u8`,
      dashUrl: `/media/library/${mediaId}/manifest.mpd`,
      thumbnailsUrl: `/media/library/${mediaId}/thumbnails.vtt`,
    });

    // Captions in Spanish (SRT) become a text track of both manifests; bad ones are refused with why.
    const srt =
      '1\r\n00:00:01,000 --> 00:00:03,500\r\nBienvenidos, <font color="red">peregrinos</font>.\r\n\r\n2\r\n00:00:04,000 --> 00:00:05,900\r\n<i>Ave María</i>\r\n';
    const added = await studio('PUT', `/programmes/${programme.id}/captions`, { language: 'es', text: srt });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.captions).toEqual([{ language: 'es', label: 'Español' }]);
    // Named by its content: a caption file is never written twice under one name, so caches keep it for good.
    const captionName = async () => /^(captions-es-[0-9a-f]{12}\.vtt)$/m.exec((await at('captions-es.m3u8')).body)?.[1] ?? 'none';
    const first = await captionName();
    expect(first).not.toBe('none');
    expect((await at(first)).headers['cache-control']).toContain('immutable');
    expect((await at(first)).body).toBe(
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n00:00:01.000 --> 00:00:03.500\nBienvenidos, peregrinos.\n\n00:00:04.000 --> 00:00:05.900\n<i>Ave María</i>\n',
    );
    expect((await at('manifest.mpd')).body).toMatch(/contentType="text" mimeType="text\/vtt" lang="es"/);
    const withSubtitles = (await at('master.m3u8')).body;
    expect(withSubtitles).toMatch(/TYPE=SUBTITLES,GROUP-ID="captions",NAME="Español",LANGUAGE="es"[^\n]*URI="captions-es.m3u8"/);
    expect(
      withSubtitles
        .split('\n')
        .filter((l) => l.startsWith('#EXT-X-STREAM-INF'))
        .every((l) => l.endsWith('SUBTITLES="captions"')),
    ).toBe(true);
    expect((await at('manifest.mpd')).body).toContain(`<BaseURL>${first}</BaseURL>`);
    // Replaced: a new name in both manifests, and the old file gone.
    expect((await studio('PUT', `/programmes/${programme.id}/captions`, { language: 'es', text: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHola\n' })).status).toBe(
      200,
    );
    const second = await captionName();
    expect(second).not.toBe(first);
    expect((await at(second)).body).toContain('Hola');
    expect((await at('manifest.mpd')).body).toContain(`<BaseURL>${second}</BaseURL>`);
    expect((await at(first)).statusCode).toBe(404);
    const bad = await studio('PUT', `/programmes/${programme.id}/captions`, { language: 'fr', text: '1\n00:00:05,000 --> 00:00:02,000\nÀ rebours\n' });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: INGEST_MESSAGES.badCaptions('line 2 ends before it starts') } } });
    const removed = await studio('DELETE', `/programmes/${programme.id}/captions/es`);
    expect(removed.body.captions).toEqual([]);
    expect((await at('manifest.mpd')).body).not.toContain('text/vtt');
  }, 120_000);

  it('refuses a file that is not a video for good, and leaves the programme as it was', async () => {
    const programme = await newProgramme('video', 'Not a Film');
    const sent = await tusUpload(base, token, Buffer.from('This is a letter, not a film.\n'.repeat(50)), 'letter.txt');
    const started = await studio('POST', `/programmes/${programme.id}/ingest`, { uploadId: sent.id });
    const job = await finished(started.body.id as string);
    expect(job).toMatchObject({ status: 'failed', attempts: 1, error: INGEST_MESSAGES.unreadable, stream: null });
    expect((await studio('GET', `/programmes/${programme.id}`)).body.fields.stream).toBe('');
  }, 60_000);

  it('refuses what cannot become a job, with why', async () => {
    const series = await newProgramme('series', 'A Series');
    const video = await newProgramme('video', 'Waiting');
    const sent = await tusUpload(base, token, Buffer.alloc(1000, 1), 'x.mp4');
    expect(await studio('POST', `/programmes/${series.id}/ingest`, { uploadId: sent.id })).toMatchObject({
      status: 400,
      body: { error: { message: INGEST_MESSAGES.notAVideoProgramme } },
    });
    expect(await studio('POST', `/programmes/${video.id}/ingest`, { uploadId: 'f'.repeat(32) })).toMatchObject({
      status: 404,
      body: { error: { message: INGEST_MESSAGES.uploadMissing } },
    });
    // An upload begun and not finished.
    const created = await fetch(`${base}${UPLOAD_PATH}`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '5000', ...bearer(token) } });
    expect(created.status).toBe(201);
    const unfinished = created.headers.get('location')!.split('/').pop()!;
    expect(await studio('POST', `/programmes/${video.id}/ingest`, { uploadId: unfinished })).toMatchObject({
      status: 409,
      body: { error: { message: INGEST_MESSAGES.uploadUnfinished } },
    });
    // Captions before there is a film.
    expect((await studio('PUT', `/programmes/${video.id}/captions`, { language: 'en', text: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n' })).status).toBe(409);
    // Uploads need an operator.
    const anonymous = await fetch(`${base}${UPLOAD_PATH}`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '5000' } });
    expect(anonymous.status).toBe(401);
    // Too large for the limit, and more than the disk has room for.
    const huge = await fetch(`${base}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(10 ** 15), ...bearer(token) },
    });
    expect(huge.status).toBe(413);
  }, 60_000);
});
