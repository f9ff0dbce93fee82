import { expect, test, type Page } from '@playwright/test';
import { focused, moveFocusTo, openApp, press, signInByApi, watchErrors } from './helpers';

const key = (focusKey: string) => `[data-focus-key="${focusKey}"]`;
const focusKey = async (page: Page) => (await focused(page)).focusKey ?? '';
const results = (page: Page) => page.locator('.search-results .card');
/** Where focus is: a key, a tab, or `results:N` for the N-th card of the results. */
const place = async (page: Page) => {
  const now = await focused(page);
  return now.row === 'search:results' ? `results:${now.index}` : (now.focusKey ?? '');
};
const PROMPT = 'Please enter search keywords to begin.';

/** Moves with one key until the focus key matches, failing after `max` presses. */
async function pressUntil(page: Page, key: string, wanted: RegExp, max = 12): Promise<void> {
  for (let i = 0; i < max && !wanted.test(await place(page)); i++) await press(page, key);
  await expect.poll(() => place(page)).toMatch(wanted);
}

/** Types with the TV's on-screen keyboard: arrows to each key, then OK. */
async function typeOnScreen(page: Page, text: string): Promise<void> {
  for (const char of text) {
    await moveFocusTo(page, key(`search:key:${char === ' ' ? 'space' : char}`));
    await press(page, 'Enter');
  }
}

test('TV: the on-screen keyboard alone searches; Right into the results, OK, Back, Episodes', { tag: '@tv' }, async ({ page }) => {
  // Only tv: The on-screen keyboard is the TV layout
  const errors = watchErrors(page);
  await openApp(page, '/search');
  await expect(page.getByText(PROMPT)).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('search:key:a');

  // "padua" is a tag of the demo catalogue; "Chant from Padua" carries it exactly.
  await typeOnScreen(page, 'pad');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('pad');
  await expect(results(page).first()).toBeVisible();
  await typeOnScreen(page, 'ua');
  await expect(page).toHaveURL(/query=padua&type=CATALOGUE/);
  await expect(results(page).first()).toHaveAccessibleName('Chant from Padua');
  expect(await focusKey(page)).toBe('search:key:a');

  // Right from the keyboard's right edge reaches the results; Left comes back to the same key.
  await pressUntil(page, 'ArrowRight', /^results:/);
  await press(page, 'ArrowLeft');
  await expect.poll(() => focusKey(page)).toBe('search:key:f');
  await press(page, 'ArrowRight');
  await press(page, 'ArrowDown');
  await press(page, 'ArrowRight');
  await expect.poll(() => place(page)).toBe('results:4');
  const card = await focused(page);
  await press(page, 'Enter');
  await expect(page.getByRole('dialog').last()).toHaveAccessibleName(card.label);
  await press(page, 'Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/search\?query=padua&type=CATALOGUE$/);
  await expect.poll(() => place(page)).toBe('results:4');

  // Up from the results reaches the tabs; Episodes shows episodes with their show's name.
  await pressUntil(page, 'ArrowUp', /^search:tab:/);
  await pressUntil(page, 'ArrowRight', /^search:tab:VIDEO$/);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/type=VIDEO/);
  await expect(page.getByRole('tab', { name: 'Episodes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Episodes found' }).locator('.card-subtitle').first()).toContainText('Padua');
  expect(errors).toEqual([]);
});

test('desktop: typing searches after the pause (Enter at once), tabs switch, X goes home', { tag: '@desktop' }, async ({ page }) => {
  // Only desktop: Typing into the field by mouse and keyboard is the desktop journey
  const errors = watchErrors(page);
  await openApp(page, '/search');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await expect(field).toBeFocused();
  const logged = page.waitForRequest((r) => r.url().endsWith('/api/analytics/events') && r.method() === 'POST');
  const searched = page.waitForRequest((r) => r.url().includes('/api/v2/search?'));
  await page.keyboard.type('holy rosary');
  // Nothing is searched while the typing settles.
  await expect(page.getByText(PROMPT)).toBeVisible();
  const request = await searched;
  expect(new URL(request.url()).searchParams.get('search')).toBe('holy-rosary');
  await expect(results(page).first()).toHaveAccessibleName('The Holy Rosary');
  await expect(page).toHaveURL(/query=holy\+rosary&type=CATALOGUE/);
  // Over 4 characters: one analytics event with the key as sent (the server may not know it yet).
  expect((await logged).postDataJSON()).toEqual({ event: 'search', value: 'holy-rosary' });

  // Enter searches at once.
  await field.fill('assisi');
  await field.press('Enter');
  await expect(page).toHaveURL(/query=assisi&type=CATALOGUE/, { timeout: 1500 });
  await expect(results(page).first()).toContainText('Assisi');

  await page.getByRole('tab', { name: 'Episodes' }).click();
  await expect(page).toHaveURL(/query=assisi&type=VIDEO/);
  await expect(page.getByRole('list', { name: 'Episodes found' }).locator('.card-subtitle').first()).toContainText('Assisi');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('the prompt, No Results Found, a failed search with Retry, and a reload keeps Episodes', { tag: '@desktop' }, async ({ page }) => {
  // Only desktop: The states are the same in every layout
  const errors = watchErrors(page);
  await openApp(page, '/search?type=NOT-A-TYPE');
  await expect(page.getByText(PROMPT)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Shows' })).toHaveAttribute('aria-selected', 'true');

  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill('zzqxv');
  await field.press('Enter');
  await expect(page.getByText('No Results Found')).toBeVisible();

  // The server cannot be reached: a message and a Retry that works; what was typed stays.
  await page.route('**/api/v2/search?*', (route) => route.abort());
  await field.fill('rosary');
  await field.press('Enter');
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText('could not reach the server');
  await expect(field).toHaveValue('rosary');
  await page.unroute('**/api/v2/search?*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(results(page).first()).toBeVisible();

  // Episodes, then a reload (a fresh start of the app at the same address) shows the same search.
  await page.getByRole('tab', { name: 'Episodes' }).click();
  await expect(page).toHaveURL(/\/search\?query=rosary&type=VIDEO$/);
  await openApp(page, page.url());
  await expect(page.getByRole('tab', { name: 'Episodes' })).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveValue('rosary');
  await expect(page.getByRole('list', { name: 'Episodes found' }).locator('.card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('TV, signed in: the empty search shows Continue Watching, newest first, and OK resumes', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: The remote journey runs on the TV layout
  const { token } = await signInByApi(page, request, 'searcher');
  const auth = { customerid: 'lumen', authorization: `Bearer ${token}` };
  for (const id of ['ep00001', 'ep00002']) {
    expect((await request.post('/api/resume', { headers: auth, data: { video_id: id, status: 1, resumeTime: 30 } })).status()).toBe(200);
  }
  await openApp(page, '/search');
  const row = page.getByRole('region', { name: 'Continue Watching' });
  await expect(row).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('search:key:a');
  // Right from the keyboard reaches the tabs (no results yet), Down the row.
  await pressUntil(page, 'ArrowRight', /^search:tab:CATALOGUE$/);
  await press(page, 'ArrowDown');
  await expect.poll(async () => focused(page)).toMatchObject({ row: 'row:search-continue', index: 0 });
  await press(page, 'Enter');
  // ep00002 was left last, so it comes first.
  await expect(page).toHaveURL(/\/viewVideo\/ep00002\/vod\/continue\?resume=true$/);
});

test('mobile: two cards a line, and a tap opens a result', { tag: '@mobile' }, async ({ page }) => {
  // Only mobile: The touch layout
  await openApp(page, '/search?query=rosary');
  const cards = results(page);
  await expect(cards.nth(2)).toBeVisible();
  const [a, b, c] = await Promise.all([0, 1, 2].map(async (n) => (await cards.nth(n).boundingBox())!));
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x);
  expect(c!.y).toBeGreaterThan(a!.y + a!.height / 2);
  const name = (await cards.nth(1).getAttribute('aria-label'))!;
  await cards.nth(1).tap();
  await expect(page.getByRole('dialog').last()).toHaveAccessibleName(name);
  await expect(page).toHaveURL(/query=rosary.*sDM=true/);
});
