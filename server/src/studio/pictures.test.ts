import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankProgramme, type ProgrammeFields } from '../../../contract/studio.js';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES, pictureSizes } from '../../../contract/studio-pictures.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { acceptWelcome, studioOwner } from '../../test/studio.js';
import { itemFor } from './programmes.js';

const START = Date.parse('2026-11-29T10:00:00.000Z');
let server: TestServer;
let dataDir: string;
let token = '';
const api = caller(() => server);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-pictures-test-'));
  server = await build({ startMs: START, config: { dataDir } });
  token = await studioOwner(server, 'pictures@example.org', START);
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A picture of `width` x `height` with something in it (two colours), in `format`. */
async function picture(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1600, height = 900): Promise<Buffer> {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#c83' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#236' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

async function upload(kind: string, body: Buffer | string, contentType = 'application/octet-stream', as = token) {
  const response = await server.app.inject({
    method: 'PUT',
    url: `/studio-api/pictures/${kind}`,
    headers: { 'content-type': contentType, ...(as ? bearer(as) : {}) },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const served = (address: string) => server.app.inject({ method: 'GET', url: address });

describe('picture uploads', () => {
  it('makes a JPEG, a PNG and a WebP into the three sizes as WebP, served for a year', async () => {
    for (const [format, contentType] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'application/octet-stream'],
      ['webp', 'image/webp'],
    ] as const) {
      const answer = await upload('thumb', await picture(format), contentType);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.source).toEqual({ format, width: 1600, height: 900 });
      const id = answer.body.picture.id as string;
      expect(answer.body.sizes).toEqual({
        small: `/pictures/${id}-320.webp`,
        medium: `/pictures/${id}-640.webp`,
        large: `/pictures/${id}-1280.webp`,
      });
      for (const [width, address] of [
        [320, answer.body.sizes.small],
        [640, answer.body.sizes.medium],
        [1280, answer.body.sizes.large],
      ] as const) {
        expect(fs.existsSync(path.join(dataDir, 'pictures', `${id}-${width}.webp`))).toBe(true);
        const file = await served(address);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round((width * 9) / 16)]);
      }
    }
  });

  it('cuts each kind to its shape: cover art 16:9 up to 1920, title art 4:1, a portrait thumbnail 2:3', async () => {
    const source = await picture('png', 1000, 1000);
    const shapes = { cover: [1920, 1080], title: [1200, 300], portrait: [800, 1200] } as const;
    for (const [kind, [width, height]] of Object.entries(shapes)) {
      const answer = await upload(kind, source);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const meta = await sharp((await served(answer.body.sizes.large)).rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it('gives the same picture the same id: an upload made again writes nothing new', async () => {
    const source = await picture('png', 800, 450);
    const first = await upload('cover', source);
    const before = fs.readdirSync(path.join(dataDir, 'pictures')).sort();
    const again = await upload('cover', source);
    expect(again.body.picture).toEqual(first.body.picture);
    expect(fs.readdirSync(path.join(dataDir, 'pictures')).sort()).toEqual(before);
    // The same file as title art is another picture (another shape).
    expect((await upload('title', source)).body.picture.id).not.toBe(first.body.picture.id);
  });

  it('judges a file by its bytes, not its content-type: a GIF, text, a cut JPEG and an empty body are refused in the studio words', async () => {
    const gif = await upload('thumb', await picture('gif', 64, 36), 'image/png');
    expect(gif).toEqual({ status: 415, body: { error: { message: PICTURE_MESSAGES.wrongType } } });
    const text = await upload('thumb', 'this is not a picture at all', 'image/jpeg');
    expect(text).toEqual({ status: 415, body: { error: { message: PICTURE_MESSAGES.wrongType } } });
    const jpeg = await picture('jpeg');
    const cut = await upload('thumb', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg');
    expect(cut).toEqual({ status: 400, body: { error: { message: PICTURE_MESSAGES.damaged } } });
    // A PNG signature and nothing after it.
    const header = await upload('thumb', (await picture('png')).subarray(0, 40));
    expect(header).toEqual({ status: 400, body: { error: { message: PICTURE_MESSAGES.damaged } } });
    for (const contentType of ['application/octet-stream', 'image/png']) {
      expect(await upload('thumb', Buffer.alloc(0), contentType)).toEqual({ status: 400, body: { error: { message: PICTURE_MESSAGES.empty } } });
    }
    // A JSON body is a file like any other here, and not a picture.
    expect((await upload('thumb', '{"a":1}', 'application/json')).status).toBe(415);
  });

  it('refuses a file over the size limit and a picture of too many pixels', async () => {
    const big = Buffer.concat([await picture('png', 64, 36), Buffer.alloc(PICTURE_MAX_BYTES)]);
    expect(await upload('thumb', big)).toEqual({ status: 413, body: { error: { message: PICTURE_MESSAGES.tooLarge } } });
    const huge = await sharp({ create: { width: 8000, height: 5500, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await upload('cover', huge)).toEqual({ status: 413, body: { error: { message: PICTURE_MESSAGES.tooManyPixels } } });
  }, 30_000);

  it('takes an editor as an owner; refuses a viewer token, no token, and a kind of picture that is not one', async () => {
    const png = await picture('png', 64, 36);
    const invited = await server.app.inject({
      method: 'POST',
      url: '/studio-api/operators',
      headers: bearer(token),
      payload: { email: 'picture-editor@example.org', role: 'editor' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [mail] = await api.outbox('picture-editor@example.org');
    const link = /\/studio\/welcome#(\S+)/.exec(mail!.body)![1]!;
    const editor = (await acceptWelcome(server, link, 'an editor password', START, false)).json() as { token: string };
    expect((await upload('thumb', png, 'image/png', editor.token)).status).toBe(200);
    const viewer = await api.signedIn('pictureviewer');
    expect((await upload('thumb', png, 'image/png', viewer.token)).status).toBe(401);
    expect((await upload('thumb', png, 'image/png', '')).body.error.message).toBe('Please sign in to the studio.');
    expect((await upload('banner', png)).status).toBe(400);
    expect((await served('/pictures/0123456789abcdef0123456789abcdef-640.webp')).statusCode).toBe(404);
    expect((await served('/pictures/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});

describe('a programme with pictures', () => {
  const fields = (title: string, more: Partial<ProgrammeFields> = {}): ProgrammeFields => ({
    ...blankProgramme('video'),
    title,
    description: 'With pictures of its own.',
    ...more,
  });
  const studio = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await server.app.inject({ method, url: `/studio-api${url}`, headers: bearer(token), payload: payload as Json });
    return { status: response.statusCode, body: response.json() as Json };
  };

  it('carries its pictures to the viewer item once published, audited with before and after; a removed one is drawn again', async () => {
    const thumb = (await upload('thumb', await picture('png'))).body;
    const cover = (await upload('cover', await picture('jpeg'))).body;
    const title = (await upload('title', await picture('webp', 1200, 300))).body;
    const created = await studio('POST', '/programmes', { fields: fields('Pictured Vespers') });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const pictures = { thumbnail: thumb.picture, cover: cover.picture, title: title.picture };
    const saved = await studio('PUT', `/programmes/${created.body.id}`, { version: 1, fields: fields('Pictured Vespers', { pictures }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.fields.pictures).toEqual(pictures);

    const audit = (await studio('GET', '/audit?limit=5')).body.entries as Json[];
    const entry = audit.find((e) => e.action === 'programme.save' && e.target === created.body.id)!;
    expect(JSON.parse(entry.before).fields.pictures).toBeUndefined();
    expect(JSON.parse(entry.after).fields.pictures).toEqual(pictures);

    expect((await api.call('GET', `/api/video?id=${created.body.id}`)).status).toBe(404);
    expect((await studio('POST', `/programmes/${created.body.id}/publication`, { version: 2, status: 'published' })).status).toBe(200);
    const item = (await api.call('GET', `/api/video?id=${created.body.id}`)).body._embedded.collections[0] as Json;
    expect(item.thumbnail).toEqual(thumb.sizes);
    expect(item.coverart).toEqual(cover.sizes);
    expect(item.titleImage).toEqual({ small: title.sizes.medium });
    for (const address of [item.thumbnail.medium, item.coverart.large, item.titleImage.small]) expect((await served(address)).statusCode).toBe(200);

    // Taken away: the viewer gets the art drawn from the title again, as for any programme without a picture.
    const without = await studio('PUT', `/programmes/${created.body.id}`, {
      version: 3,
      fields: fields('Pictured Vespers', { pictures: { cover: cover.picture } }),
    });
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    const after = (await api.call('GET', `/api/video?id=${created.body.id}`)).body._embedded.collections[0] as Json;
    expect(after.thumbnail.medium).toMatch(/^\/art\/thumb\.webp\?t=Pictured%20Vespers/);
    expect(after.titleImage.small).toMatch(/^\/art\/title\.webp\?/);
    expect(after.coverart).toEqual(cover.sizes);
  });

  it('refuses a picture the server does not hold, and one of the wrong shape for its place', async () => {
    const unknown = await studio('POST', '/programmes', {
      fields: fields('Unknown Picture', { pictures: { cover: { kind: 'cover', id: 'f'.repeat(32) } } }),
    });
    expect(unknown).toEqual({ status: 400, body: { error: { message: PICTURE_MESSAGES.missing('cover art') } } });
    const title = (await upload('title', await picture('png'))).body;
    const misplaced = await studio('POST', '/programmes', { fields: fields('Misplaced', { pictures: { cover: title.picture } }) });
    expect(misplaced.status).toBe(400);
  });

  it("shows a series' own cover art in its banner instead of the banner drawn from the title", () => {
    const cover = { kind: 'cover' as const, id: 'c'.repeat(32) };
    const series = { ...blankProgramme('series'), title: 'Covered Series' };
    const drawn = itemFor('st-covered', series, '2026-11-29T10:00:00.000Z', {}).item;
    expect(drawn.metaData.bannerImage).toMatch(/^\/art\/banner\.webp\?/);
    const own = itemFor('st-covered', { ...series, pictures: { cover } }, '2026-11-29T10:00:00.000Z', {}).item;
    expect(own.metaData.bannerImage).toBeUndefined();
    expect(own.metaData.mobileBannerImage).toBeUndefined();
    expect(own.coverart).toEqual(pictureSizes(cover));
  });
});
