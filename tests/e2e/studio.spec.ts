/**
 * The studio, as a ministry's operators use it: the first owner from the command line, the welcome
 * link with the authenticator, sign-in with the second step, an editor invited by e-mail, a series
 * with two seasons and their episodes made, given pictures (the series' thumbnail and cover art, an
 * episode's thumbnail) and published, put first in a home carousel, and seen on a TV's home by keys
 * within 5 seconds, with its pictures. It runs on a server of its own (its own database), so the
 * other specs' home page is not changed under them; on the desktop project only (the studio is a
 * desktop and tablet tool; the TV part opens a TV page of its own).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { killAllServers, makeTempDir, request, startServer } from '../../server/test/child-server';
import { TIZEN_UA } from '../chromium';
import { press, skipSplash, waitForCardFocus, watchErrors } from './helpers';
import { addOwner, freePort } from './studio-server';

test.describe.configure({ mode: 'serial' });

let base = '';
let dataDir = '';
const OWNER = 'owner@parish.test';
const PASSWORD = 'a long owner password';
let secret = '';

const codeNow = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = makeTempDir('studio-e2e');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServer({ port, dataDir, env: { PUBLIC_URL: base, RATE_LIMIT_FACTOR: '20' } });
});
test.afterAll(async () => {
  await killAllServers();
});

/** A 1600x900 picture of two colours side by side, as an editor's PNG or JPEG (each colour pair its own picture). */
async function twoTone(left: string, right: string, format: 'png' | 'jpeg'): Promise<Buffer> {
  const half = await sharp({ create: { width: 800, height: 900, channels: 3, background: left } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: right } })
    .composite([{ input: half, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** Chooses a file for one of the programme's picture fields; its crops shown, the id of the picture they were cut from. */
async function uploadPicture(page: Page, label: 'Thumbnail' | 'Cover art', file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  const crops = page.getByRole('list', { name: `The ${label.toLowerCase()} in its three sizes` });
  await expect(crops.getByRole('img')).toHaveCount(3);
  const src = (await crops.getByRole('img').first().getAttribute('src'))!;
  return /^\/pictures\/([0-9a-f]{32})-\d+\.webp$/.exec(src)![1]!;
}

/** A picture the page shows: its address is one of `id`'s sizes under /pictures/, and it has loaded. */
async function expectPicture(img: Locator, id: string): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('src', new RegExp(`^/pictures/${id}-\\d+\\.webp$`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(new RegExp(`^/pictures/${id}-\\d+\\.webp$`));
}

async function createProgramme(page: Page, title: string, more: (page: Page) => Promise<void> = async () => undefined): Promise<string> {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await more(page);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Saved as a draft.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.url().split('/').pop()!;
}

test(
  'an owner signs in with the second step, invites an editor, publishes a series and a TV shows it within 5 s',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    // Only desktop: the studio is a desktop and tablet tool: one run covers it
    test.setTimeout(180_000);
    const errors = watchErrors(page);

    // The first owner: the command's link, a password and the authenticator (required for owners).
    await page.goto(addOwner(dataDir, base, OWNER));
    await expect(page.getByRole('heading', { name: 'Welcome to the Lumen studio' })).toBeVisible();
    await expect(page.getByText(`You are joining as an owner with ${OWNER}.`)).toBeVisible();
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('The same password again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page.getByText('Owners must set up the authenticator: enter its 6-digit code.')).toBeVisible();
    secret = (await page.getByTestId('totp-secret').textContent())!;
    await page.getByLabel('6-digit code').fill(codeNow());
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Programmes' })).toBeVisible();

    // Out and in again: the password, then the code.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('E-mail address').fill(OWNER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('6-digit code from your authenticator app').fill(codeNow());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Programmes' })).toBeVisible();

    // An editor, invited by e-mail (the outbox holds the message in this setup).
    await page.getByRole('link', { name: 'Operators' }).click();
    await page.getByLabel('Invite by e-mail').fill('editor@parish.test');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent to editor@parish.test.')).toBeVisible();
    const mail = await request(base, 'GET', `/api/dev/outbox?to=${encodeURIComponent('editor@parish.test')}`);
    expect(mail.body.items[0].subject).toBe('You are invited to the Lumen studio');
    expect(mail.body.items[0].body).toContain(`${base}/studio/welcome#`);

    // A series, two seasons, an episode in each; a bad field is named before anything is sent.
    await page.getByRole('link', { name: 'Programmes', exact: true }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Year').fill('1200');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByText('Enter 1 to 200 characters.')).toBeVisible();
    await expect(page.getByText('Enter a whole number from 1900 to 2100.')).toBeVisible();
    await page.getByLabel('Year').fill('2026');
    // The series' card picture chosen as it is made (a PNG); its cover art added by editing it, below.
    let seriesThumbnail = '';
    const seriesId = await createProgramme(page, 'Evening Prayer at the Cathedral', async (p) => {
      await p.getByLabel('Description', { exact: true }).fill('Vespers sung by the cathedral choir, every evening of the week.');
      await p.getByLabel('Genre').fill('Prayer');
      seriesThumbnail = await uploadPicture(p, 'Thumbnail', { name: 'vespers.png', mimeType: 'image/png', buffer: await twoTone('#d4a017', '#1d3f8a', 'png') });
    });
    let episodeThumbnail = '';
    for (const season of [1, 2]) {
      await page.getByRole('link', { name: '← All programmes' }).click();
      await page.getByRole('link', { name: 'Add season to Evening Prayer at the Cathedral' }).click();
      await createProgramme(page, `Season ${season}`, (p) => p.getByLabel('Season number').fill(String(season)));
      await page.getByRole('link', { name: '← All programmes' }).click();
      await page.getByRole('link', { name: `Add episode to Season ${season}` }).click();
      await createProgramme(page, season === 1 ? 'Psalm 141' : 'The Magnificat', async (p) => {
        await p.getByLabel('Duration (hh:mm:ss)').fill('00:24:00');
        // The first season's episode has a picture of its own (a JPEG); the other keeps the drawn art.
        if (season === 1)
          episodeThumbnail = await uploadPicture(p, 'Thumbnail', {
            name: 'psalm.jpg',
            mimeType: 'image/jpeg',
            buffer: await twoTone('#7a1f2b', '#f2e6c9', 'jpeg'),
          });
      });
    }

    // The series' cover art, added to the saved draft and kept by Save.
    await page.getByRole('link', { name: '← All programmes' }).click();
    await page.getByRole('link', { name: 'Evening Prayer at the Cathedral', exact: true }).click();
    const seriesCover = await uploadPicture(page, 'Cover art', {
      name: 'cathedral.png',
      mimeType: 'image/png',
      buffer: await twoTone('#2e5e3a', '#e8d8b0', 'png'),
    });
    expect(new Set([seriesThumbnail, seriesCover, episodeThumbnail]).size).toBe(3);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved as a draft.')).toBeVisible();
    const saved = await request(base, 'GET', `/studio-api/programmes/${seriesId}`, {
      token: await page.evaluate(() => JSON.parse(sessionStorage.getItem('lumen.studio.session')!).token as string),
    });
    expect(saved.body.fields.pictures).toEqual({ thumbnail: { kind: 'thumb', id: seriesThumbnail }, cover: { kind: 'cover', id: seriesCover } });

    // Published whole, from the series.
    await page.getByRole('link', { name: '← All programmes' }).click();
    await expect(page.getByRole('row')).toHaveCount(6);
    await page.getByRole('link', { name: 'Evening Prayer at the Cathedral', exact: true }).click();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published. Viewers see it now.')).toBeVisible();
    await page.getByRole('link', { name: 'Programmes', exact: true }).click();
    await expect(page.getByText('Published', { exact: true })).toHaveCount(5);

    // First in the home page's first carousel.
    await page.getByRole('link', { name: 'Home page and carousels' }).click();
    await page.getByRole('link', { name: /^New Releases/ }).click();
    await page.getByLabel('Add a programme (at the start)').fill(seriesId);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByText('Saved. Viewers see the new order now.')).toBeVisible();
    // Every viewer's next look has it within 5 s (the answer caches are emptied on the save).
    await expect
      .poll(async () => (await request(base, 'GET', '/api/catalogues?id=cr-new&size=1')).body._embedded.items[0]?.id, { timeout: 5_000, intervals: [100] })
      .toBe(seriesId);

    // A TV: home's first row starts with it, reached by keys, with its uploaded picture; OK opens it
    // with its seasons, its cover art behind.
    const tv = await browser.newContext({ userAgent: TIZEN_UA, viewport: { width: 1920, height: 1080 }, serviceWorkers: 'block' });
    const screen = await tv.newPage();
    await screen.goto(base);
    await skipSplash(screen);
    const card = await waitForCardFocus(screen);
    expect(card.label).toContain('Evening Prayer at the Cathedral');
    const focusedCard = screen.locator('.vrow-card:focus-within, .vrow-card:focus').first();
    await expect(focusedCard).toHaveAttribute('data-index', String(card.index));
    await expectPicture(focusedCard.locator('.card-picture img'), seriesThumbnail);
    await press(screen, 'Enter');
    await expect(screen.getByRole('heading', { name: 'Evening Prayer at the Cathedral' }).first()).toBeVisible();
    await expectPicture(screen.locator('.detail-modal .detail-art img'), seriesCover);
    // Its first season's episode, as the studio made it, with its picture.
    await expect(screen.getByText('Psalm 141').first()).toBeVisible();
    await expect(screen.getByText('00:24:00').first()).toBeVisible();
    await expectPicture(screen.locator('.episode-item', { hasText: 'Psalm 141' }).locator('.episode-picture img'), episodeThumbnail);
    await tv.close();
    expect(errors).toEqual([]);
  },
);

test('a save over someone else’s newer one is refused with a way to reload, and nothing is lost', { tag: '@desktop' }, async ({ page }) => {
  // Only desktop: the studio is a desktop and tablet tool: one run covers it
  await page.goto(`${base}/studio/`);
  await page.getByLabel('E-mail address').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('6-digit code from your authenticator app').fill(codeNow());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByRole('link', { name: 'Evening Prayer at the Cathedral', exact: true }).click();
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(/Vespers/);

  // A second editor saves first (the same API the studio calls).
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('lumen.studio.session')!).token as string);
  const id = page.url().split('/').pop()!;
  const current = await request(base, 'GET', `/studio-api/programmes/${id}`, { token });
  const other = await request(base, 'PUT', `/studio-api/programmes/${id}`, {
    token,
    body: { version: current.body.version, fields: { ...current.body.fields, genre: 'Liturgy' } },
  });
  expect(other.status).toBe(200);

  await page.getByLabel('Description', { exact: true }).fill('My own words.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Someone else saved this since you opened it. Reload to see their changes, then make yours again.')).toBeVisible();
  // The editor's words are still in the form to copy; Reload shows the other save.
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('My own words.');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Genre')).toHaveValue('Liturgy');
});
