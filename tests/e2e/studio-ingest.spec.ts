/**
 * Ingest as people use it, on a server of its own (its own DATA_DIR) with real ffmpeg: on the desktop
 * an editor uploads a short film in the studio (the connection dropped once on the way, the upload
 * goes on), watches it being made into streams, adds Spanish captions and publishes; at each layout
 * a viewer plays a film made by ingest and turns its captions on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request as apiRequest, expect, test } from '@playwright/test';
import { mediaIdOf, UPLOAD_PATH } from '../../contract/ingest';
import { blankProgramme } from '../../contract/studio';
import { killAllServers, makeTempDir, request, startServer } from '../../server/test/child-server';
import { makeClip, tusUpload, waitForJob } from '../../server/test/ingest';
import { ownerSessionOver } from '../../server/test/studio';
import { layoutOf, press, signInByApi, skipSplash, watchErrors } from './helpers';
import { freePort, signInAsFirstOwner } from './studio-server';

const SPANISH = '1\n00:00:00,500 --> 00:00:09,500\nBienvenidos, peregrinos.\n';
let base = '';
let dataDir = '';
let clip = '';
/** How long the films the viewers play are. */
const VIEWER_FILM_SECONDS = 30;
/** A published video whose film was made by ingest, with Spanish captions (made through the API). */
let madeId = '';
/** A published video made from a film with English and Spanish sound. */
let bilingualId = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = makeTempDir('studio-ingest-e2e');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServer({ port, dataDir, env: { PUBLIC_URL: base, RATE_LIMIT_FACTOR: '20', INGEST_CONCURRENCY: '1' } });
  clip = makeClip(dataDir, { width: 854, height: 480, seconds: 10, name: 'procession.mp4' });
  // The viewers' films are longer than the editor's upload: the player closes onto home as a film
  // ends, and on a slow machine a 10-second one ended before the keys had reached the subtitles.
  const viewerClip = makeClip(dataDir, { width: 640, height: 360, seconds: VIEWER_FILM_SECONDS, name: 'pilgrims.mp4' });

  const token = await ownerSessionOver(base, { DATA_DIR: dataDir }, 'api-owner@parish.test');
  const call = (method: string, url: string, body?: unknown) => request(base, method, `/studio-api${url}`, { token, body });
  const made = await call('POST', '/programmes', { fields: { ...blankProgramme('video'), title: 'Made by Ingest', stream: '' } });
  madeId = made.body.id;
  const sent = await tusUpload(base, token, fs.readFileSync(viewerClip), 'made.mp4');
  const job = (await call('POST', `/programmes/${madeId}/ingest`, { uploadId: sent.id })).body as { id: string };
  await waitForJob(async () => (await call('GET', `/ingest-jobs/${job.id}`)).body as { status: string });
  expect((await call('PUT', `/programmes/${madeId}/captions`, { language: 'es', text: SPANISH })).status).toBe(200);
  const programme = (await call('GET', `/programmes/${madeId}`)).body as { version: number };
  expect((await call('POST', `/programmes/${madeId}/publication`, { version: programme.version, status: 'published' })).status).toBe(200);

  const bilingual = makeClip(dataDir, { width: 640, height: 360, seconds: VIEWER_FILM_SECONDS, name: 'two-voices.mp4', audio: ['eng', 'spa'] });
  bilingualId = (await call('POST', '/programmes', { fields: { ...blankProgramme('video'), title: 'Two Voices', stream: '' } })).body.id;
  const upload = await tusUpload(base, token, fs.readFileSync(bilingual), 'two-voices.mp4');
  const job2 = (await call('POST', `/programmes/${bilingualId}/ingest`, { uploadId: upload.id })).body as { id: string };
  await waitForJob(async () => (await call('GET', `/ingest-jobs/${job2.id}`)).body as { status: string });
  const second = (await call('GET', `/programmes/${bilingualId}`)).body as { version: number };
  expect((await call('POST', `/programmes/${bilingualId}/publication`, { version: second.version, status: 'published' })).status).toBe(200);
});
test.afterAll(async () => {
  await killAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an editor uploads a film in the studio, sees it made into streams, adds captions and publishes it', { tag: '@desktop' }, async ({ page }) => {
  // Only desktop: the studio is a desktop and tablet tool: one run covers it
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await signInAsFirstOwner(page, dataDir, base, 'films@parish.test');

  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByLabel('Kind').selectOption('video');
  await page.getByLabel('Title', { exact: true }).fill('The Procession');
  await page.getByLabel('Video', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Saved as a draft.')).toBeVisible();
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Film' })).toBeVisible();
  await expect(page.getByText('No film yet.', { exact: false })).toBeVisible();

  // The connection drops once, a third of the way in: tus tries again and goes on from where it stopped.
  let patches = 0;
  let dropped = false;
  await page.route(`**${UPLOAD_PATH}/*`, async (route) => {
    if (route.request().method() === 'PATCH') patches++;
    if (route.request().method() === 'PATCH' && !dropped) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.getByLabel('Upload a film').setInputFiles(clip);
  await expect(page.getByRole('status').filter({ hasText: /Making streams of procession\.mp4|is waiting for a free worker/ })).toBeVisible({ timeout: 60_000 });
  expect(dropped).toBe(true);
  expect(patches).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('The film is ready: the programme now plays it.')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByLabel('Video', { exact: true })).toHaveValue(/^media:[a-z0-9]{16}$/);
  await expect(page.getByLabel('Duration (hh:mm:ss)')).toHaveValue('00:00:10');

  // Captions from an SRT file; a file that is not captions is refused in words.
  await page.getByLabel('Caption language').selectOption('es');
  await page
    .getByLabel('Caption file (SRT or WebVTT)')
    .setInputFiles({ name: 'bad.srt', mimeType: 'application/x-subrip', buffer: Buffer.from('not captions') });
  await expect(page.getByText(/These captions cannot be read: line 1 is not a caption/)).toBeVisible();
  await page.getByLabel('Caption file (SRT or WebVTT)').setInputFiles({ name: 'es.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(SPANISH) });
  await expect(page.getByRole('button', { name: 'Remove Español' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. Viewers see it now.')).toBeVisible();
  const playback = (await request(base, 'GET', `/api/playback/${id}`)).body as { url: string; dashUrl: string; thumbnailsUrl: string };
  const mediaId = mediaIdOf((await page.getByLabel('Video', { exact: true }).inputValue()) ?? '')!;
  expect(playback).toMatchObject({ url: `/media/library/${mediaId}/master.m3u8`, dashUrl: `/media/library/${mediaId}/manifest.mpd` });
  expect(fs.readdirSync(path.join(dataDir, 'media', 'library'))).toContain(mediaId);
  expect(errors).toEqual([]);
});

for (const protocol of ['HLS', 'DASH'] as const) {
  test(`a viewer plays a film made by ingest by ${protocol} and turns its Spanish captions on`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const layout = layoutOf(testInfo);
    const errors = watchErrors(page);
    const api = await apiRequest.newContext({ baseURL: base });
    await signInByApi(page, api, `ingestviewer${protocol.toLowerCase()}`, { once: true });
    // The app plays the HLS playlist; the DASH manifest made beside it is played by handing the player its address instead.
    if (protocol === 'DASH')
      await page.route('**/api/playback/**', async (route) => {
        const response = await route.fetch();
        const answer = (await response.json()) as { url: string; dashUrl: string };
        expect(answer.dashUrl).toMatch(/\/manifest\.mpd$/);
        await route.fulfill({ response, json: { ...answer, url: answer.dashUrl } });
      });
    const manifests: string[] = [];
    page.on('request', (r) => {
      if (/\/media\/library\/.*\.(m3u8|mpd)$/.test(r.url())) manifests.push(r.url().split('/').pop()!);
    });
    await page.goto(`${base}/viewVideo/${madeId}/vod/${madeId}`);
    await skipSplash(page);
    const player = page.getByTestId('player');
    await expect(player).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000 }).toBeGreaterThan(1);

    // The subtitles choice, by remote on TV and by pointer elsewhere.
    if (layout === 'tv') {
      await press(page, 'ArrowDown');
      const subtitles = page.getByRole('button', { name: /^Subtitles: / });
      for (let i = 0; i < 12 && !(await subtitles.evaluate((el) => el === document.activeElement)); i++) await press(page, 'ArrowRight');
      await press(page, 'Enter');
      const spanish = page.getByRole('menuitemradio', { name: 'Español' });
      for (let i = 0; i < 4 && !(await spanish.evaluate((el) => el === document.activeElement)); i++) await press(page, 'ArrowDown');
      await press(page, 'Enter');
    } else {
      await page.mouse.move(200, 200);
      await page.getByRole('button', { name: /^Subtitles: / }).click();
      await page.getByRole('menuitemradio', { name: 'Español' }).click();
    }
    await expect(page.getByRole('button', { name: 'Subtitles: Español' })).toBeAttached();
    // The caption itself is on screen (its cue showing), not only the track chosen.
    const showing = () =>
      page.evaluate(() => {
        const video = document.querySelector('video');
        if (video && video.currentTime > 8) video.currentTime = 2;
        const track = [...(video?.textTracks ?? [])].find((t) => t.mode === 'showing');
        return track ? `${track.language}: ${[...(track.activeCues ?? [])].map((cue) => (cue as VTTCue).text).join(' ')}` : 'none';
      });
    await expect.poll(showing, { timeout: 15_000 }).toBe('es: Bienvenidos, peregrinos.');
    await page.screenshot({ path: testInfo.outputPath(`captions-${protocol}-${layout}.png`) });

    // The next film, or this one again, comes with the same captions: the choice is this viewer's.
    await page.reload();
    await skipSplash(page);
    await expect(page.getByRole('button', { name: 'Subtitles: Español' })).toBeAttached({ timeout: 30_000 });
    await expect.poll(showing, { timeout: 15_000 }).toBe('es: Bienvenidos, peregrinos.');
    // Played by the protocol asked for: only its manifests were fetched.
    expect(manifests.length).toBeGreaterThan(0);
    expect(manifests.every((name) => (protocol === 'DASH' ? name === 'manifest.mpd' : name.endsWith('.m3u8')))).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('a film with two languages of sound offers both; the viewer hears Spanish, and the next visit starts in it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const layout = layoutOf(testInfo);
  const errors = watchErrors(page);
  const api = await apiRequest.newContext({ baseURL: base });
  await signInByApi(page, api, 'twovoices', { once: true });
  // Which audio stream each language is, from the made playlist (the English one is the default).
  const played = (await request(base, 'GET', `/api/playback/${bilingualId}`)).body as { url: string };
  const master = (await request(base, 'GET', played.url)).text;
  const streamOf = (language: string) => /URI="media_(\d+)\.m3u8"/.exec(master.split('\n').find((line) => line.includes(`LANGUAGE="${language}"`)) ?? '')?.[1];
  const [english, spanish] = [streamOf('en'), streamOf('es')];
  expect(english && spanish && english !== spanish).toBe(true);
  let segments: string[] = [];
  page.on('request', (r) => {
    const m = /chunk-stream(\d+)-\d+\.m4s$/.exec(r.url());
    if (m) segments.push(m[1]!);
  });
  const fetched = (stream: string) => segments.filter((s) => s === stream).length;

  await page.goto(`${base}/viewVideo/${bilingualId}/vod/${bilingualId}`);
  await skipSplash(page);
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  expect(fetched(english!)).toBeGreaterThan(0);
  expect(fetched(spanish!)).toBe(0);

  if (layout === 'tv') {
    await press(page, 'ArrowDown');
    const audio = page.getByRole('button', { name: /^Audio: / });
    for (let i = 0; i < 12 && !(await audio.evaluate((el) => el === document.activeElement)); i++) await press(page, 'ArrowRight');
    await expect(audio).toBeFocused();
    await press(page, 'Enter');
    const choice = page.getByRole('menuitemradio', { name: 'Español' });
    for (let i = 0; i < 4 && !(await choice.evaluate((el) => el === document.activeElement)); i++) await press(page, 'ArrowDown');
    await press(page, 'Enter');
  } else {
    await page.mouse.move(200, 200);
    await page.getByRole('button', { name: /^Audio: / }).click();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
  }
  await expect(page.getByRole('button', { name: 'Audio: Español' })).toBeAttached();
  // The Spanish sound is what comes now.
  await expect.poll(() => fetched(spanish!), { timeout: 15_000 }).toBeGreaterThan(0);

  // Another visit starts in Spanish: no English sound is fetched at all.
  segments = [];
  await page.reload();
  await skipSplash(page);
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Audio: Español' })).toBeAttached();
  expect(fetched(spanish!)).toBeGreaterThan(0);
  expect(fetched(english!)).toBe(0);
  expect(errors).toEqual([]);
});

test('a viewer sees the picture of where a seek lands: by the ±10 s keys on TV, by pointing at the bar on a computer, by a tap on a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const layout = layoutOf(testInfo);
  const errors = watchErrors(page);
  const api = await apiRequest.newContext({ baseURL: base });
  await signInByApi(page, api, 'previewviewer');
  await page.goto(`${base}/viewVideo/${madeId}/vod/${madeId}`);
  await skipSplash(page);
  await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000 }).toBeGreaterThan(3);
  const preview = page.getByTestId('seek-preview');
  // The bar itself (while the controls are hidden it is not offered to assistive technology).
  const seekBar = page.locator('.seek');

  if (layout === 'tv') {
    // Keys show the controls first; then to "Back 10 seconds", and OK.
    await press(page, 'ArrowDown');
    const back = page.getByRole('button', { name: 'Back 10 seconds' });
    for (let i = 0; i < 6 && !(await back.evaluate((el) => el === document.activeElement)); i++) await press(page, 'ArrowLeft');
    // From 0:04 (however long the keys took to get here), ten seconds back is the start.
    await page.evaluate(() => (document.querySelector('video')!.currentTime = 4));
    await press(page, 'Enter');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('0:00');
  } else if (layout === 'desktop') {
    await page.mouse.move(200, 200);
    const box = (await seekBar.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(/0:2[23]/);
  } else {
    // The controls come with a touch; then the bar takes a tap.
    await page.mouse.move(200, 200);
    await expect(page.getByRole('button', { name: 'Close player' })).toBeVisible();
    const box = (await seekBar.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(/0:0[78]/);
  }
  // The picture is a region of a sprite made by ingest, loaded and drawn.
  const picture = preview.locator('img');
  await expect(picture).toHaveAttribute('src', /\/media\/library\/[a-z0-9]{16}\/sprite-001\.jpg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = (await preview.locator('.seek-preview-picture').boundingBox())!;
  expect(shown.width).toBe(layout === 'tv' ? 320 : 160);
  await page.screenshot({ path: testInfo.outputPath(`seek-preview-${layout}.png`) });
  // It goes: the pointer leaves, or a moment after the last key or tap.
  if (layout === 'desktop') await page.mouse.move(10, 10);
  await expect(preview).toBeHidden({ timeout: 5000 });
  expect(errors).toEqual([]);
});
