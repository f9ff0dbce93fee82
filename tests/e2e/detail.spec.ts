import { expect, test, type Page } from '@playwright/test';
import { focused, goInApp, holdRequests, layoutOf, moveFocusTo, openApp, press, signInByApi, waitForCardFocus, watchErrors } from './helpers';

const key = (focusKey: string) => `[data-focus-key="${focusKey}"]`;

/** A series of two seasons whose first holds 8 episodes (more than the 7 shown collapsed). */
const SERIES = '/?sDM=true&dId=sr0006&dType=Series&cId=cr-new';

const dialog = (page: Page) => page.getByRole('dialog').last();
const focusKey = async (page: Page) => (await focused(page)).focusKey ?? '';

/** Moves with one key until the focus key matches, failing after `max` presses. */
async function pressUntil(page: Page, key: string, wanted: RegExp, max = 12): Promise<void> {
  for (let i = 0; i < max && !wanted.test(await focusKey(page)); i++) await press(page, key);
  await expect.poll(() => focusKey(page)).toMatch(wanted);
}

const episodeTitles = (page: Page) => page.locator('.episode-list .episode-title').allTextContents();

test('seasons, sort and the collapsed episode list, with the keys alone', { tag: ['@tv', '@mobile'] }, async ({ page }) => {
  // Only tv and mobile: TV and mobile cover the two shapes of the modal
  const errors = watchErrors(page);
  await openApp(page, SERIES);
  await expect(dialog(page)).toHaveAccessibleName('A Novena for the Lonely');
  await expect.poll(() => focusKey(page)).toBe('detail:watch');
  await expect(page.locator('.episode-list .episode')).toHaveCount(7);
  expect((await episodeTitles(page))[0]).toMatch(/^Episode 1: /);

  // Expand to all 8, then collapse again.
  await moveFocusTo(page, key('detail:episodes-more'));
  await expect(page.getByRole('button', { name: 'Show all 8 episodes' })).toBeFocused();
  await press(page, 'Enter');
  await expect(page.locator('.episode-list .episode')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Show fewer episodes' })).toBeFocused();

  // Sort: Newest First puts the last episode on top.
  await moveFocusTo(page, key('detail-sort:toggle'));
  await press(page, 'Enter');
  await expect.poll(() => focusKey(page)).toBe('detail-sort:option:oldest');
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await expect.poll(() => focusKey(page)).toBe('detail-sort:toggle');
  await expect(page.getByRole('button', { name: 'Sort: Newest First' })).toBeVisible();
  expect((await episodeTitles(page))[0]).toMatch(/^Episode 8: /);

  // Season 2 by the season dropdown; Back closes an open list without closing the modal.
  await moveFocusTo(page, key('detail-season:toggle'));
  await press(page, 'Enter');
  await expect(page.getByRole('menu', { name: 'Season' })).toBeVisible();
  await press(page, 'Escape');
  await expect(page.getByRole('menu', { name: 'Season' })).toBeHidden();
  await expect.poll(() => focusKey(page)).toBe('detail-season:toggle');
  await press(page, 'Enter');
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Season: Season 2' })).toBeVisible();
  await expect(page.locator('.episode-list .episode')).toHaveCount(5);
  await expect(page.getByRole('button', { name: /Show all/ })).toHaveCount(0);

  // 'You might also like' is reachable, and opening one shows it in the same modal.
  await moveFocusTo(page, 'section[aria-label="You might also like"] .vrow-card');
  // Its row stays inside the modal, which scrolls down but never sideways (a page's rows run past
  // its padding to the screen's edge; on a TV that ran 72 px past the modal).
  expect(await dialog(page).evaluate((modal) => modal.scrollWidth - modal.clientWidth)).toBe(0);
  const pick = (await focused(page)).label;
  await press(page, 'Enter');
  await expect(dialog(page)).toHaveAccessibleName(pick);
  await expect(page).toHaveURL(/sDM=true/);
  expect(errors).toEqual([]);
});

test(
  "Start Watching pressed before the first season's episodes have come plays the first episode once they have",
  { tag: '@tv' },
  async ({ page, request }) => {
    // Only tv: a quick remote on a slow TV
    const errors = watchErrors(page);
    // Playing needs a signed-in viewer (signed out, the sign-in popup opens instead).
    await signInByApi(page, request, 'quick-remote');
    // The first season's episodes are held back until OK has been pressed.
    const release = await holdRequests(page, /\/api\/catalogues\?id=sr0006-s1&/);
    await openApp(page, SERIES);
    await expect.poll(() => focusKey(page)).toBe('detail:watch');
    await press(page, 'Enter');
    await expect(page.getByText('There is nothing to play in this programme yet.')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/viewVideo\/[^/?]+\/vod\/[^?]*\?.*eSeasonId=sr0006-s1/);
    expect(errors).toEqual([]);
  },
);

test('OK on a card opens the modal; tags lead to search; Back restores focus on the card', async ({ page }) => {
  await openApp(page);
  const card = await waitForCardFocus(page);
  await press(page, 'Enter');
  await expect(dialog(page)).toHaveAccessibleName(card.label);
  await expect.poll(() => focusKey(page)).toMatch(/^detail:(watch|list)$/);
  await pressUntil(page, 'ArrowDown', /^detail:tag:/);
  const tag = (await focusKey(page)).replace('detail:tag:', '');
  await press(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${encodeURIComponent(tag).replace(/%20/g, '%20')}`));
  await press(page, 'Escape');
  await expect(dialog(page)).toBeVisible();
  await press(page, 'Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/sDM=/);
  await expect.poll(async () => focused(page)).toMatchObject({ row: card.row, index: card.index });
});

test(
  'Down from the season choice while its episodes load waits for them, rather than skipping off screen to "You might also like"',
  { tag: '@tv' },
  async ({ page }) => {
    // Only tv: keys on the TV layout
    const release = await holdRequests(page, /\/api\/catalogues\?id=sr0006-s2&/);
    await openApp(page, SERIES);
    await expect.poll(() => focusKey(page)).toBe('detail:watch');
    await moveFocusTo(page, key('detail-season:toggle'));
    await press(page, 'Enter');
    await press(page, 'ArrowDown');
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: 'Season: Season 2' })).toBeVisible();
    await expect(page.getByText('Loading episodes…')).toBeVisible();
    await press(page, 'ArrowDown');
    // Held, not moved: a look once the app has handled the key (press waits for that, not for the
    // episodes' load held back above, which began before the key).
    expect(await focusKey(page)).toBe('detail-season:toggle');
    release();
    await expect(page.locator('.episode-list .episode')).toHaveCount(5);
    // The held Down lands on the first episode once the episodes have come and registered (replayed
    // between the two, it skipped them for "You might also like").
    await expect.poll(() => focusKey(page)).toMatch(/^detail:episode:/);
    await expect(page.locator(':focus')).toBeInViewport();
  },
);

test(
  'keys pressed while the modal is still downloading leave the page beneath alone; it opens, and Back returns to the card',
  { tag: '@tv' },
  async ({ page }) => {
    // Only tv: keys on the TV layout
    // The modal's code, as a slow TV takes it the first time.
    const release = await holdRequests(page, /\/assets\/DetailModal-[^/]*\.js$/);
    await openApp(page);
    await waitForCardFocus(page);
    await press(page, 'ArrowRight');
    const card = await focused(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ row: card.row, index: card.index });
    release();
    await expect(dialog(page)).toHaveAccessibleName(card.label);
    await expect.poll(() => focusKey(page)).toMatch(/^detail:(watch|list)$/);
    await press(page, 'Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => focused(page)).toMatchObject({ row: card.row, index: card.index });
  },
);

test(
  'My List: signed out asks to sign in; signed in adds, keeps it after a reload, and removes',
  { tag: ['@tv', '@mobile'] },
  async ({ page, request }, testInfo) => {
    // Only tv and mobile: TV (keys) and mobile (touch layout) cover the same button
    await openApp(page, '/?sDM=true&dId=sr0001&dType=Series&cId=cr-new');
    await expect.poll(() => focusKey(page)).toBe('detail:watch');
    await moveFocusTo(page, key('detail:list'));
    await press(page, 'Enter');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await press(page, 'Escape');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
    await expect.poll(() => focusKey(page)).toBe('detail:list');

    await signInByApi(page, request, 'mylist');
    // A reload is a new start of the app: the splash plays again, and OK skips it as a viewer would.
    await openApp(page, '/?sDM=true&dId=sr0001&dType=Series&cId=cr-new');
    await expect.poll(() => focusKey(page), { timeout: 15_000 }).toBe('detail:watch');
    const button = page.locator('[data-focus-key="detail:list"]');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await moveFocusTo(page, key('detail:list'));
    // The save takes a moment: the button is busy meanwhile, and keeps focus throughout (a disabled
    // button loses it to the page body, and focus came back on Start Watching).
    await page.route('**/api/mylist', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await press(page, 'Enter');
    if (layoutOf(testInfo) === 'tv') {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(await focusKey(page)).toBe('detail:list');
    }
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Added to My List')).toBeVisible();
    if (layoutOf(testInfo) === 'tv') expect(await focusKey(page)).toBe('detail:list');
    await page.unroute('**/api/mylist');
    await openApp(page, '/?sDM=true&dId=sr0001&dType=Series&cId=cr-new');
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Removed from My List')).toBeVisible();
  },
);

test('Evangelize: the share dialog, its services, copying the link, and Back to the modal', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
  await openApp(page, '/?sDM=true&dId=ep00001&dType=vod&cId=cr-new');
  await expect.poll(() => focusKey(page)).toBe('detail:watch');
  await moveFocusTo(page, key('detail:share'));
  await press(page, 'Enter');
  const share = page.getByRole('dialog', { name: 'Share' });
  await expect(share).toBeVisible();
  const origin = new URL(page.url()).origin;
  const link = `${origin}/ep00001/episode/beginning-again`;
  await expect(share.getByRole('textbox', { name: 'Link' })).toHaveValue(link);
  for (const name of ['WhatsApp', 'Facebook', 'Twitter', 'Email', 'LinkedIn', 'Messenger', 'SMS', 'Pinterest']) {
    const target = share.getByRole('link', { name: `Share on ${name}` });
    await expect(target).toBeVisible();
    expect(decodeURIComponent((await target.getAttribute('href')) ?? '')).toContain(link);
  }
  expect(await focusKey(page)).toBe('share:copy');
  await press(page, 'Enter');
  await expect(share.getByText('Link copied!')).toBeVisible();
  if (layoutOf(testInfo) === 'tv') await expect(share.getByTestId('share-qr').locator('img')).toBeVisible();
  else await expect(share.getByTestId('share-qr')).toHaveCount(0);
  await press(page, 'Escape');
  await expect(share).toHaveCount(0);
  await expect.poll(() => focusKey(page)).toBe('detail:share');
  await expect(dialog(page)).toHaveAccessibleName('Beginning Again');
});

test('a share link opened in a fresh browser lands on the same programme', { tag: '@mobile' }, async ({ browser, baseURL }) => {
  // Only mobile: links are opened on phones; the landing is the same everywhere
  for (const [path, title] of [
    ['/ep00001/episode/beginning-again', 'Beginning Again'],
    ['/sr0001/show/pray-with-saint-john-bosco', 'Pray with Saint John Bosco'],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await openApp(page, path);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/\?sDM=true&dId=\w+&dType=(vod|Series)/);
    await context.close();
  }
});

test('bad deep links get a clear message, never markup or a blank modal', { tag: '@tv' }, async ({ page }) => {
  // Only tv: link checks do not depend on the layout
  const errors = watchErrors(page);
  await openApp(page, '/sharecontent/nope404/episode');
  await expect(page.getByRole('heading', { name: 'Shared programme not found' })).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('share-content:home');
  await goInApp(page, '/sharecontent/sr0001/<script>');
  await expect(page.getByRole('heading', { name: 'Shared programme not found' })).toBeVisible();
  await goInApp(page, '/?sDM=true&dId=missing0&dType=Series&cId=x');
  await expect(dialog(page).getByRole('heading', { name: 'Programme unavailable' })).toBeVisible();
  await expect(dialog(page)).toContainText('We could not find this programme');
  await goInApp(page, '/?sDM=true&dId=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&dType=vod');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a branch link opens the modal and leaves a clean address; the detail page fixes its slug', { tag: '@desktop' }, async ({ page }) => {
  // Only desktop: link handling does not depend on the layout
  await openApp(page, '/?videoId=sr0001&typeVideo=Series&categoryId=cr-new');
  await expect(page.getByRole('dialog', { name: 'Pray with Saint John Bosco' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await press(page, 'Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await goInApp(page, '/detail/sr0001/Series/old-title');
  await expect(page).toHaveURL(/\/detail\/sr0001\/Series\/pray-with-saint-john-bosco$/);
  await expect.poll(() => focusKey(page)).toBe('detail:watch');
  await press(page, 'Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('Back from the player, then Back from the modal, comes back to the card that opened it', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: keys on the TV layout
  // The page is drawn again under the modal when the player closes: its rows must be as they were
  // left (the row came back on its first card, and focus with it).
  await signInByApi(page, request);
  await openApp(page, '/');
  await waitForCardFocus(page);
  await press(page, 'ArrowRight', 3);
  await expect.poll(async () => (await focused(page)).index).toBe(3);
  const { row, label } = await focused(page);
  await press(page, 'Enter');
  await expect(dialog(page)).toBeVisible();
  await moveFocusTo(page, key('detail:watch'));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/viewVideo\//);
  await expect.poll(() => focusKey(page)).toBe('player:toggle');
  await press(page, 'Escape');
  await expect.poll(() => focusKey(page), { timeout: 15_000 }).toBe('detail:watch');
  await press(page, 'Escape');
  await expect(dialog(page)).toBeHidden();
  await expect.poll(async () => focused(page)).toMatchObject({ row, index: 3, label });
});

test(
  'the detail page: a programme opened from its You might also like, then Back, comes back to the first on the card that opened it',
  { tag: '@tv' },
  async ({ page }) => {
    // Only tv: keys on the TV layout
    const first = '/detail/sr0001/Series/pray-with-saint-john-bosco';
    await openApp(page, '/');
    await waitForCardFocus(page);
    await goInApp(page, first);
    await expect(dialog(page)).toBeVisible();
    const related = '[data-row="row:detail-related-sr0001"]';
    await moveFocusTo(page, `${related} .vrow-card[data-index="0"]`);
    const opener = await focused(page);
    expect(opener).toMatchObject({ row: 'row:detail-related-sr0001', index: 0 });
    await press(page, 'Enter');
    // The other programme's own address, kept once it has loaded (not the first one's put back).
    await expect(page).toHaveURL(/\/detail\/(?!sr0001\/)[^/]+\/[^/]+/);
    await expect(page.locator('[data-row^="row:detail-related-"]:not([data-row$="-sr0001"])')).toBeAttached();
    await expect(page).toHaveURL(/\/detail\/(?!sr0001\/)[^/]+\/[^/]+/);
    await press(page, 'Escape');
    await expect(page).toHaveURL(new RegExp(`${first}$`));
    await expect.poll(async () => focused(page)).toMatchObject({ row: opener.row, index: 0, label: opener.label });
    // Still on screen once the first programme has drawn again: its episodes, above the row, may come after it.
    await expect(dialog(page).locator('.episode-list .episode-title').first()).toBeVisible();
    await expect(page.locator(`${related} .vrow-card[data-focused]`)).toBeInViewport({ ratio: 0.9 });
    await press(page, 'Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);
