import { expect, test, type Page } from '@playwright/test';
import { focused, layoutOf, moveFocusTo, openApp, press, signInByApi, watchErrors } from './helpers';

/** Focus is on something visible on screen, inside the page or its navigation. */
async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  const state = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, why: 'nothing has focus' };
    const rect = element.getBoundingClientRect();
    const inView = rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
    const marked = Boolean(element.closest('[data-focused]'));
    return { ok: inView && marked, why: `in view ${inView}, marked ${marked}, ${element.className}` };
  });
  expect(state.ok, `${step}: ${state.why}`).toBe(true);
}

test('the home page has its banner, carousels, middle banner, share/donate, bottom banner, FAQ and footer', async ({ page }, testInfo) => {
  test.skip(layoutOf(testInfo) === 'desktop', 'TV and mobile cover the two shapes of the page');
  const errors = watchErrors(page);
  await openApp(page);
  const banner = page.getByRole('region', { name: 'Featured' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Watch Now' })).toBeVisible();
  await expect.poll(async () => (await focused(page)).focusKey).toBe('home:banner');
  // Everything below loads as it comes near: walk down to the end with the keys.
  for (let i = 0; i < 60; i++) {
    await press(page, 'ArrowDown');
    if ((await focused(page)).focusKey?.startsWith('footer')) break;
  }
  await expect(page.getByRole('region', { name: 'Most watched this week' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Share and donate' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Watch Live, Anywhere' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
  await expect(page.locator('footer.footer')).toContainText('501(c)(3)');
  expect((await focused(page)).focusKey).toMatch(/^footer/);
  // The share/donate banner sits after the 8th carousel.
  const order = await page.locator('#content section[aria-label]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
  const shareAt = order.indexOf('Share and donate');
  expect(order.slice(1, shareAt)).toHaveLength(8);
  expect(errors).toEqual([]);
});

test('keys alone go from the top banner down through 10 carousels and back up, focus always visible', async ({ page }, testInfo) => {
  test.skip(layoutOf(testInfo) !== 'tv', 'the long walk runs on the TV layout; the others walk the page in the test above');
  await openApp(page);
  await expect.poll(async () => (await focused(page)).focusKey).toBe('home:banner');
  const rows: string[] = [];
  for (let i = 0; i < 16; i++) {
    await press(page, 'ArrowDown');
    await page.waitForTimeout(150);
    await expectVisibleFocus(page, `down ${i + 1}`);
    const now = await focused(page);
    rows.push(now.row ?? now.focusKey ?? '');
    if (now.index !== null) {
      await press(page, 'ArrowRight', 2);
      await expectVisibleFocus(page, `right in ${now.row}`);
    }
  }
  expect(new Set(rows.filter((r) => r.startsWith('row:'))).size).toBeGreaterThanOrEqual(10);
  for (let i = 0; i < 20 && (await focused(page)).focusKey !== 'home:banner'; i++) {
    await press(page, 'ArrowUp');
    await page.waitForTimeout(120);
    await expectVisibleFocus(page, `up ${i + 1}`);
  }
  expect((await focused(page)).focusKey).toBe('home:banner');
});

test('a row pages in more cards as focus nears its end, to its last item', async ({ page }, testInfo) => {
  test.skip(layoutOf(testInfo) !== 'tv', 'one row component for every layout');
  await openApp(page);
  // The page places focus on its banner first; a key before that would move nothing.
  await expect.poll(async () => (await focused(page)).focusKey).toBe('home:banner');
  await press(page, 'ArrowDown');
  const first = await focused(page);
  expect(first.row).toBe('row:cr-new');
  // New Releases holds 40: two pages of 20. Right at the end of what is loaded waits for the next page.
  for (let i = 0; i < 60 && (await focused(page)).index !== 39; i++) await press(page, 'ArrowRight');
  expect(await focused(page)).toMatchObject({ row: 'row:cr-new', index: 39 });
  await press(page, 'ArrowRight', 3);
  expect(await focused(page)).toMatchObject({ row: 'row:cr-new', index: 39 });
  await expectVisibleFocus(page, 'last card');
});

test('the banner button opens the banner detail page, whose Watch Now! plays', async ({ page, request }) => {
  await signInByApi(page, request, 'banner');
  await openApp(page);
  await expect.poll(async () => (await focused(page)).focusKey).toBe('home:banner');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/details\/sr\d+\/Series$/);
  const watch = page.getByRole('button', { name: 'Watch Now!' });
  await expect(watch).toBeVisible();
  await expect.poll(async () => (await focused(page)).focusKey).toBe('details:watch');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/viewVideo\/ep\d+\/vod\/sr\d+$/);
  await expect(page.getByTestId('player')).toBeVisible();
});

test('a network page: its banner and carousels, all reachable with the keys', async ({ page }) => {
  const errors = watchErrors(page);
  await openApp(page, '/network/nw01/Category');
  await expect(page.getByRole('region', { name: 'Lumen World', exact: true })).toBeVisible();
  await expect.poll(async () => (await focused(page)).focusKey).toBe('network:banner');
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    await press(page, 'ArrowDown');
    await expectVisibleFocus(page, `network down ${i}`);
    seen.add((await focused(page)).row ?? '');
  }
  expect([...seen].filter((r) => r.startsWith('row:nw01-c'))).toHaveLength(5);
  expect(errors).toEqual([]);
});

test('a nav list page: its banner and carousels', async ({ page }, testInfo) => {
  await openApp(page);
  if (layoutOf(testInfo) === 'mobile') {
    await page.locator('[data-focus-key="nav:menu"]').click();
    await page.getByRole('menu', { name: 'Menu' }).getByText('Saints').click();
  } else {
    await page.locator('[data-focus-key="nav:nav-item-nav-saints"]').click();
  }
  await expect(page).toHaveURL(/\/navlistitem\/nav-saints\/bn-nav-saints$/);
  await expect(page.getByRole('region', { name: 'Saints', exact: true }).first()).toBeVisible();
  await expect(page.locator('.carousel')).toHaveCount(4);
  await expect.poll(async () => (await focused(page)).focusKey).toBe('navlist:banner');
  await press(page, 'ArrowDown');
  expect((await focused(page)).row).toBe('row:nav-saints-saints-1');
});

test("the FAQ opens with OK and the footer speaks to the visitor's country", async ({ browser }, testInfo) => {
  test.skip(layoutOf(testInfo) !== 'tv', 'the country rule does not depend on the layout; the FAQ is walked to on every layout above');
  const context = await browser.newContext({ locale: 'en-IE', viewport: testInfo.project.use.viewport, userAgent: testInfo.project.use.userAgent });
  const page = await context.newPage();
  await openApp(page);
  for (let i = 0; i < 60 && !(await focused(page)).focusKey?.startsWith('faq:'); i++) await press(page, 'ArrowDown');
  const question = page.getByRole('button', { name: 'Is Lumen really free?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await press(page, 'Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Every programme, live channel and short video is free to watch.')).toBeVisible();
  await expect(page.locator('footer.footer')).toContainText('Lumen Catholic Media Ireland is a registered charity');
  await expect(page.locator('footer.footer')).toContainText('+353 1 555 0177');
  await context.close();
});

test('the donation presets lead to the donation site', async ({ page }, testInfo) => {
  await openApp(page);
  for (let i = 0; i < 40 && !(await focused(page)).focusKey?.startsWith('share-donate'); i++) await press(page, 'ArrowDown');
  if (layoutOf(testInfo) === 'tv') {
    // A TV does not leave the app: each preset shows the donation site, with its amount, as a QR code.
    await moveFocusTo(page, '[data-focus-key="share-donate:50"]');
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Give to Lumen' });
    await expect(dialog.getByText('Scan with your phone to give $50')).toBeVisible();
    await expect(dialog.getByText('give.lumen.example.org/fellowship?amount=50')).toBeVisible();
    await press(page, 'Escape');
    await expect(dialog).toBeHidden();
    return;
  }
  const preset = page.getByRole('link', { name: '$50' });
  await expect(preset).toHaveAttribute('href', 'https://give.lumen.example.org/fellowship?amount=50');
  await expect(preset).toHaveAttribute('target', '_blank');
  for (const amount of [10, 20, 30, 100, 200]) await expect(page.getByRole('link', { name: `$${amount}`, exact: true })).toBeAttached();
});
