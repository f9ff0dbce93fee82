/**
 * A programme's pictures, as an editor adds them in the studio: a PNG (made here with sharp) as the
 * thumbnail, cover art and logo (title art), each shown in its three sizes before the programme is saved;
 * a file that is no picture refused in the studio's words; saved, published, and the viewer's item
 * carries the new pictures, served as WebP from the server's own origin. On a server of its own
 * (its own DATA_DIR), on the desktop project only (the studio is a desktop and tablet tool).
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { PICTURE_MESSAGES } from '../../contract/studio-pictures';
import { killAllServers, makeTempDir, request, startServer } from '../../server/test/child-server';
import { watchErrors } from './helpers';
import { freePort, signInAsFirstOwner } from './studio-server';

let base = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = makeTempDir('studio-pictures-e2e');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServer({ port, dataDir, env: { PUBLIC_URL: base, RATE_LIMIT_FACTOR: '20' } });
});
test.afterAll(async () => {
  await killAllServers();
});

/** A 1600x900 PNG: a gold left half and a blue right half, so a crop is seen to be one. */
async function twoTonePng(): Promise<Buffer> {
  const half = await sharp({ create: { width: 800, height: 900, channels: 3, background: '#d4a017' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d3f8a' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

test(
  'an editor uploads a thumbnail, cover art and title art, sees each crop, saves and publishes: the viewer item carries them',
  { tag: '@desktop' },
  async ({ page }) => {
    // Only desktop: the studio is a desktop and tablet tool: one run covers it
    test.setTimeout(180_000);
    const errors = watchErrors(page);

    // The first owner: the command's link, a password and the authenticator.
    await signInAsFirstOwner(page, dataDir, base, 'pictures@parish.test');

    // A single video, its pictures chosen before it is first saved.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Kind').selectOption('video');
    await page.getByLabel('Title', { exact: true }).fill('The Pilgrim Road');
    await page.getByLabel('Description', { exact: true }).fill('A walk to Santiago, told by those who made it.');

    // A file that is no picture, whatever its name says.
    await page.getByLabel('Thumbnail', { exact: true }).setInputFiles({ name: 'road.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect(page.getByText(PICTURE_MESSAGES.wrongType)).toBeVisible();

    const png = await twoTonePng();
    const shapes = [
      ['Thumbnail', 'thumbnail', [320, 640, 1280], 16 / 9],
      ['Cover art', 'cover art', [640, 1280, 1920], 16 / 9],
      ['Logo', 'logo', [400, 800, 1200], 4],
    ] as const;
    for (const [label, name, widths, aspect] of shapes) {
      await page.getByLabel(label, { exact: true }).setInputFiles({ name: 'road.png', mimeType: 'image/png', buffer: png });
      const crops = page.getByRole('list', { name: `The ${name} in its three sizes` });
      await expect(crops.getByRole('img')).toHaveCount(3);
      for (const [i, size] of (['small', 'medium', 'large'] as const).entries()) {
        const width = widths[i]!;
        const img = crops.getByRole('img', { name: `${name}, ${size}` });
        await expect(img).toBeVisible();
        // Loaded, at the size viewers get, cut to the slot's shape.
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([width, Math.round(width / aspect)]);
        await expect(crops.getByText(`${size[0]!.toUpperCase()}${size.slice(1)} · ${width}×${Math.round(width / aspect)}`)).toBeVisible();
      }
    }
    await expect(page.getByText(PICTURE_MESSAGES.wrongType)).toBeHidden();

    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByText('Saved as a draft.')).toBeVisible();
    const id = page.url().split('/').pop()!;
    // After the save: the crops are still shown, and the preview's card and cover are the pictures.
    await expect(page.getByRole('list', { name: 'The cover art in its three sizes' }).getByRole('img')).toHaveCount(3);
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.locator('.card img')).toHaveAttribute('src', /^\/pictures\/[0-9a-f]{32}-640\.webp$/);
    await expect(preview.locator('.detail-art img').first()).toHaveAttribute('src', /^\/pictures\/[0-9a-f]{32}-1280\.webp$/);
    await expect(preview.getByRole('img', { name: 'The Pilgrim Road' })).toHaveAttribute('src', /^\/pictures\/[0-9a-f]{32}-800\.webp$/);

    expect((await request(base, 'GET', `/api/video?id=${id}`)).status).toBe(404);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published. Viewers see it now.')).toBeVisible();

    // The viewer's item: the uploaded pictures in place of the drawn art, each served as WebP for a year.
    const item = (await request(base, 'GET', `/api/video?id=${id}`)).body._embedded.collections[0];
    expect(item.thumbnail.medium).toMatch(/^\/pictures\/[0-9a-f]{32}-640\.webp$/);
    expect(item.coverart.large).toMatch(/^\/pictures\/[0-9a-f]{32}-1920\.webp$/);
    expect(item.titleImage.small).toMatch(/^\/pictures\/[0-9a-f]{32}-800\.webp$/);
    for (const address of [item.thumbnail.small, item.thumbnail.medium, item.thumbnail.large, item.coverart.large, item.titleImage.small]) {
      const answer = await page.request.get(base + address);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/webp');
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(errors).toEqual([]);
  },
);
