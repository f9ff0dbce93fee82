import { expect, test, type Page } from '@playwright/test';
import { focused, moveFocusTo, openApp, press, watchErrors } from './helpers';

const key = (focusKey: string) => `[data-focus-key="${focusKey}"]`;
const GRID = '[data-row="allshows:grid"]';
const headers = { customerid: 'lumen' };

/** The card focused in the All Shows grid, by its index, or null. */
async function gridIndex(page: Page): Promise<number | null> {
  const now = await focused(page);
  return now.row === 'allshows:grid' ? now.index : null;
}

/** Opens a filter's menu from wherever focus is, and chooses the option named `option`. */
async function choose(page: Page, filter: string, option: string): Promise<void> {
  await moveFocusTo(page, key(`allshows:${filter}:toggle`));
  await press(page, 'Enter');
  await moveFocusTo(page, key(`allshows:${filter}:option:${option}`));
  await press(page, 'Enter');
  await expect.poll(async () => (await focused(page)).focusKey).toBe(`allshows:${filter}:toggle`);
}

test('the whole All Shows grid walks by remote, drawing only the lines near the screen', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: the remote walk is the TV case; mobile scrolls by touch below
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const all = await (await request.get('/api/catalogues?id=cat-all-shows&size=1&page=1', { headers })).json();
  const total: number = all.total;
  expect(total).toBeGreaterThan(800);
  await openApp(page, '/AllShows/list');
  await expect(page.getByText(`${total} shows`)).toBeVisible();
  await moveFocusTo(page, `${GRID} [data-index="0"]`);
  const columns = Number(await page.locator(GRID).getAttribute('data-columns'));
  expect(columns).toBeGreaterThanOrEqual(3);
  // Right along the first line, then Down to the very end: pages of 100 load on the way.
  await press(page, 'ArrowRight', columns - 1);
  await expect.poll(() => gridIndex(page)).toBe(columns - 1);
  // Held down, as a remote's key repeats (one press a frame or two), until the last card: pages of
  // 100 load on the way (a press at the end of what is loaded waits there for the next page).
  const most = await page.evaluate(async (last) => {
    const grid = document.querySelector('[data-row="allshows:grid"]')!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let cells = 0;
    for (let i = 0; i < 1500 && document.activeElement?.getAttribute('data-index') !== String(last); i++) {
      const init = { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40, bubbles: true, cancelable: true };
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', init));
      document.activeElement!.dispatchEvent(new KeyboardEvent('keyup', init));
      await frame();
      cells = Math.max(cells, grid.querySelectorAll('[data-index]').length);
    }
    return cells;
  }, total - 1);
  await expect.poll(() => gridIndex(page)).toBe(total - 1);
  // Virtualised: a handful of lines are in the document, never the 900+ cards.
  expect(most).toBeLessThan(columns * 8);
  await expect(page.locator(`${GRID} [data-index="${total - 1}"]`)).toBeInViewport();
  // Up returns line by line; focus never leaves the grid until its first line.
  await press(page, 'ArrowUp', 3);
  await expect.poll(() => gridIndex(page)).toBe(total - 1 - 3 * columns);
  expect(errors).toEqual([]);
});

test('filters by year and A-Z by remote; Back from a programme and a reload keep the view', { tag: ['@tv', '@desktop'] }, async ({ page, request }) => {
  // Only tv and desktop: TV (remote) and desktop (keyboard) cover the filter bar
  const errors = watchErrors(page);
  await openApp(page, '/AllShows/list');
  await expect(page.locator(GRID)).toBeVisible();
  await choose(page, 'year', '2019');
  await expect(page).toHaveURL(/yearFilterOption=2019/);
  await choose(page, 'letter', 'S');
  await expect(page).toHaveURL(/filterBy=alphabet&filterOption=S/);
  const expected = await (
    await request.get('/api/catalogues?id=cat-all-shows&size=100&page=1&yearFilterOption=2019&filterBy=alphabet&filterOption=S', { headers })
  ).json();
  expect(expected.total).toBeGreaterThan(0);
  await expect(page.getByText(`${expected.total} show`)).toBeVisible();
  const names = await page.locator(`${GRID} .card-title`).allTextContents();
  expect(names[0]).toBe(expected._embedded.items[0].name);
  for (const name of names) expect(name.toUpperCase().startsWith('S')).toBe(true);

  // Open the second programme, then Back: the same view, focus on that card.
  await moveFocusTo(page, `${GRID} [data-index="0"]`);
  if (expected.total > 1) await press(page, 'ArrowRight');
  const opened = await focused(page);
  await press(page, 'Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await press(page, 'Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/yearFilterOption=2019&filterBy=alphabet&filterOption=S$/);
  await expect.poll(async () => (await focused(page)).index).toBe(opened.index);

  // A reload (a new start, splash and all) brings the same filters back; Clear returns to every show.
  await openApp(page, new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(page.getByRole('button', { name: 'Year: 2019' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'A-Z: S' })).toBeVisible();
  await expect(page.getByText(`${expected.total} show`)).toBeVisible();
  await moveFocusTo(page, key('allshows:clear'));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/AllShows\/list$/);
  await expect(page.getByText(/^9\d\d shows$/)).toBeVisible();
  expect(errors).toEqual([]);
});

// Issue 25: All Shows reloaded with the detail modal open (a deep link), then closed with Back, put
// focus on the 'All Shows' tab: no card had opened the modal, so focus went back to whatever had it.
test("a reloaded deep link's detail modal closes onto its programme's card, else onto the first card", { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: where focus lands is the remote case
  const first = await (await request.get('/api/catalogues?id=cat-all-shows&size=100&page=1', { headers })).json();
  const show = first._embedded.items[6];
  await openApp(page, `/AllShows/list?sDM=true&dId=${show.id}&dType=${show.type}&cId=cat-all-shows`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: show.name, exact: true }).first()).toBeVisible();
  await press(page, 'Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/AllShows\/list$/);
  await expect.poll(() => gridIndex(page)).toBe(6);
  expect((await focused(page)).label).toBe(show.name);
  await expect(page.locator(`${GRID} [data-index="6"]`)).toBeInViewport();

  // A programme the page does not show (an episode): the page's first card.
  await openApp(page, '/AllShows/list?sDM=true&dId=ep00001&dType=vod&cId=cr-new');
  await expect(dialog).toBeVisible();
  await press(page, 'Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => gridIndex(page)).toBe(0);
});

test('sort, categories with More..., the filter box and the empty result', { tag: '@desktop' }, async ({ page, request }) => {
  // Only desktop: the filter logic is the same in every layout
  await openApp(page, '/AllShows/list');
  await expect(page.locator(GRID)).toBeVisible();
  await choose(page, 'sort', 'award-winning');
  const awards = await (await request.get('/api/catalogues?id=cat-all-shows&size=3&page=1&sortOption=award-winning', { headers })).json();
  await expect(page.locator(`${GRID} .card-title`).first()).toHaveText(awards._embedded.items[0].name);

  // Categories: 15 shown (and 'All categories'), 'More...' shows the rest.
  await moveFocusTo(page, key('allshows:category:toggle'));
  await press(page, 'Enter');
  const menu = page.getByRole('menu', { name: 'Categories' });
  await expect(menu.getByRole('menuitemradio')).toHaveCount(16);
  await moveFocusTo(page, key('allshows:category:more'), 30);
  await press(page, 'Enter');
  await expect.poll(() => menu.getByRole('menuitemradio').count()).toBeGreaterThan(16);
  const last = menu.getByRole('menuitemradio').last();
  const lastName = (await last.textContent())!.trim();
  await last.click();
  await expect(page.getByRole('button', { name: `Categories: ${lastName}` })).toBeVisible();
  await expect(page).toHaveURL(/filterBy=category&filterOption=ct\d+/);

  // The text box filters; nothing matching says so, with a way back.
  await page.getByRole('searchbox', { name: 'Filter Shows' }).fill('zzzz no such show');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No Results Found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/AllShows\/list$/);
  await expect(page.getByRole('searchbox', { name: 'Filter Shows' })).toHaveValue('');
  await expect(page.locator(GRID)).toBeVisible();
});

test('on a phone the grid is two cards a line and loads on as it scrolls', { tag: '@mobile' }, async ({ page }) => {
  // Only mobile: touch scrolling
  await openApp(page, '/AllShows/list');
  await expect(page.locator(GRID)).toHaveAttribute('data-columns', '2');
  const loaded = async () => Number(await page.locator(GRID).getAttribute('data-count'));
  const before = await loaded();
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(100);
  }
  await expect.poll(loaded).toBeGreaterThan(before);
  await page.locator(`${GRID} .vrow-card`).first().tap();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('show categories list their shows; See all opens the special page with Load more', { tag: '@tv' }, async ({ page }) => {
  // Only tv: one layout for the category pages
  const errors = watchErrors(page);
  await openApp(page, '/AllShows/categories');
  const first = page.locator('section.carousel').first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label'))!;
  // The first category's row by its own key: the rows below it load their cards too, so "a category
  // row's first card" can name several.
  const row = await first.locator('[data-row^="row:category:"]').getAttribute('data-row');
  await moveFocusTo(page, `[data-row="${row}"] [data-index="0"]`);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/sDM=true&dId=[^&]+&dType=\w+&cId=ct\d+/);
  await press(page, 'Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await press(page, 'ArrowUp');
  await expect.poll(async () => (await focused(page)).focusKey).toMatch(/^allshows:see-all:/);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/AllShows\/special\/ct\d+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const grid = page.locator('[data-row^="special:grid:"]');
  await expect(grid).toHaveAttribute('data-count', '25');
  await moveFocusTo(page, key('special:load-more'), 20);
  await press(page, 'Enter');
  await expect.poll(async () => Number(await grid.getAttribute('data-count'))).toBeGreaterThan(25);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeFocused();
  expect(errors).toEqual([]);
});
