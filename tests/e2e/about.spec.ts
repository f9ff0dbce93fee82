import { expect, test, type Page } from '@playwright/test';
import { focused, openApp, press, watchErrors } from './helpers';

const focusKey = async (page: Page) => (await focused(page)).focusKey ?? '';

/** Presses `key` until focus reaches `target` (at most `limit` presses). */
async function walkTo(page: Page, key: string, target: string, limit = 20) {
  for (let i = 0; i < limit && (await focusKey(page)) !== target; i++) await press(page, key);
  await expect.poll(() => focusKey(page)).toBe(target);
  await expect(page.locator(`[data-focus-key="${target}"]`)).toHaveAttribute('data-focused', 'true');
}

test('the about page by remote: facts, awards, tabs and the film', { tag: '@tv' }, async ({ page }) => {
  // Only tv: The remote journey runs on the TV layout
  const errors = watchErrors(page);
  await openApp(page, '/aboutus');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('about:play');

  // Down reaches the facts; every one of the spec's six is there.
  await press(page, 'ArrowDown');
  await expect.poll(() => focusKey(page)).toBe('about:feature-0');
  for (const fact of ['800+ shows', '9000+ episodes', 'on demand and live', 'multi-device', 'family-friendly', 'user supported']) {
    await expect(page.getByRole('heading', { level: 3, name: fact, exact: true })).toBeVisible();
  }

  // On to the awards row; Right moves along it.
  await walkTo(page, 'ArrowDown', 'about:award-0');
  await expect(page.locator('[data-focus-key="about:award-0"]')).toContainText('2024 Catholic media awards');
  await press(page, 'ArrowRight');
  await expect.poll(() => focusKey(page)).toBe('about:award-1');
  await expect(page.locator('[data-focus-key="about:award-1"]')).toContainText('58th annual media awards');
  await expect(page.locator('[data-focus-key="about:award-1"]')).toBeInViewport();

  // No download on TV: the address to open on a phone.
  const address = `${new URL(page.url()).origin}/brand/lumen-media-kit.pdf`;
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  await expect(page.getByTestId('media-kit-qr').getByRole('img', { name: "QR code of the media kit's address" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the media kit' })).toHaveCount(0);

  // The tabs switch with OK.
  await walkTo(page, 'ArrowDown', 'about:tab-tv');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Samsung Tizen');
  await expect(panel).toContainText('Web browser on any smart TV');
  await press(page, 'ArrowRight');
  await expect.poll(() => focusKey(page)).toBe('about:tab-mobile');
  await press(page, 'Enter');
  await expect(page.getByRole('tab', { name: 'Mobile Apps' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('iPhone and iPad');
  await expect(panel).not.toContainText('Samsung Tizen');

  // Back up to the hero: OK plays the film in a full-screen layer.
  await walkTo(page, 'ArrowUp', 'about:play', 30);
  await press(page, 'Enter');
  const film = page.getByRole('dialog', { name: 'The Lumen film' });
  await expect(film).toBeVisible();
  await expect(film.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('about-film:back');
  const video = film.locator('video');
  await expect(video).toHaveAttribute('src', '/media/splash/splash.mp4');
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);

  // Back closes it; focus returns to the play button.
  await press(page, 'Escape');
  await expect(film).toHaveCount(0);
  await expect.poll(() => focusKey(page)).toBe('about:play');
  await expect(page).toHaveURL(/\/aboutus$/);
  expect(errors).toEqual([]);
});

// Issue 25: the about page ended like home, with the footer's last lines below the stage.
test('on TV the about page walks down to its end: the last focus stop shows the footer to its last line', { tag: '@tv' }, async ({ page }) => {
  // Only tv: the keys are the only way down on a TV
  await openApp(page, '/aboutus');
  await expect.poll(() => focusKey(page)).toBe('about:play');
  let last = '';
  for (let i = 0, still = 0; i < 40 && still < 2; i++) {
    await press(page, 'ArrowDown');
    const now = await focusKey(page);
    still = now === last ? still + 1 : 0;
    last = now;
  }
  expect(last).toMatch(/^footer:/);
  for (const line of ['.footer-legal', '.footer-phone', '.footer-copyright']) {
    const box = await page.locator(line).boundingBox();
    expect(box!.y, line).toBeGreaterThanOrEqual(54);
    expect(box!.y + box!.height, line).toBeLessThanOrEqual(1026);
  }
});

test('the media kit downloads a real PDF', { tag: '@desktop' }, async ({ page }) => {
  // Only desktop: The download is the same link on desktop and mobile
  await openApp(page, '/aboutus');
  const link = page.getByRole('link', { name: 'Download the media kit' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('download', /\.pdf$/);
  const href = (await link.getAttribute('href')) ?? '';
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The tabs switch with a click too.
  await page.getByRole('tab', { name: 'Mobile Apps' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Android phones and tablets');
});
