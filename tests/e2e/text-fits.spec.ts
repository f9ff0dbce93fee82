import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { goInApp, layoutOf, moveFocusTo, openApp, press, ROUTE_TABLE, signInByApi, SIGNED_OUT_ONLY, waitForCardFocus } from './helpers';
import { textProblems } from './text-fits';

/**
 * Text that fits (issue 52, item 6): in the test language (`?lang=pseudo`, every one of the app's
 * texts accented, 40% longer and in brackets), at each layout, on every route of the table and in
 * the layers that hold texts (the TV's side menu expanded, the menu's panels, the phone's menu,
 * the detail modal, its share dialog, the sign-in popup), no text of the app is cut, none is drawn
 * over another, and on TV none leaves the safe area (tests/e2e/text-fits.ts). One page load per
 * test; the routes are reached inside the app. A failure names the route, the layout, the text
 * and the box that cuts it.
 */

/**
 * Waits for the page to draw words of its own (in the test language's brackets: the route table's
 * English headings are not what it says now), then for lazy content. A page of the API's words
 * only (the player) is looked at after the bounded wait.
 */
async function settle(page: Page) {
  await expect(page.locator('#content')).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => /~\]/.test(document.querySelector('#content')?.textContent ?? '')), { timeout: 4_000 })
    .toBe(true)
    .catch(() => undefined);
  await page.waitForTimeout(400);
  // For the page to take focus from the menu (where the TV's menu opens out), then for what is
  // still moving (the menu folding away): a text looked at half-way is cut by its own box.
  // (Spinners, which turn for ever, are not waited for.)
  await expect
    .poll(() => page.evaluate(() => !document.activeElement?.closest('[data-focus-section="NAV"]')), { timeout: 3_000 })
    .toBe(true)
    .catch(() => undefined);
  await expect
    .poll(
      () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length),
      { timeout: 3_000 },
    )
    .toBe(0)
    .catch(() => undefined);
}

/**
 * A player's controls show as it starts and hide a few seconds after the last input: they are
 * woken (as a pointer does) so their texts are looked at too, wherever the player is drawn.
 */
async function wakePlayerControls(page: Page) {
  const player = page.getByTestId('player');
  if ((await player.count()) === 0) return;
  // Its controls are drawn once it plays (a live channel starts a second after the page).
  await expect(player).not.toHaveAttribute('data-status', 'loading', { timeout: 15_000 });
  if ((await page.locator('.player-controls').count()) === 0) return;
  await page.evaluate(() => window.dispatchEvent(new MouseEvent('mousemove')));
  await expect(page.locator('.player-controls-hidden')).toHaveCount(0);
  // fixed-sleep-ok: the controls fade in over 0.25 s (player.css), and a faded text is not drawn.
  await page.waitForTimeout(300);
}

/** The problems seen now, each line naming where and at which layout. */
async function look(page: Page, testInfo: TestInfo, where: string): Promise<string[]> {
  await wakePlayerControls(page);
  const layout = layoutOf(testInfo);
  return (await textProblems(page, { tv: layout === 'tv' })).map((line) => `${line} (${layout}) @ ${where}`);
}

/**
 * The page's first screen, then each screen further down as far as the page goes (its scroller: the
 * TV's page box, else the window). Scrolled by hand, a TV page stands where no key would leave it,
 * with texts across the safe area's edge, so below the first screen only cut and overlapping texts
 * are looked for (the safe area is the first screen's, and the focus crawler keeps what focus
 * reaches inside it).
 */
async function lookDown(page: Page, testInfo: TestInfo, where: string): Promise<string[]> {
  const found = await look(page, testInfo, where);
  scrolledPages.add(where);
  for (let screen = 2; screen <= MAX_SCREENS; screen++) {
    const moved = await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('.tv-body > .content') ?? document.scrollingElement;
      if (!scroller) return false;
      const before = scroller.scrollTop;
      scroller.scrollTop = before + scroller.clientHeight * 0.8;
      return scroller.scrollTop > before;
    });
    if (!moved) {
      if (screen === 2) scrolledPages.delete(where);
      break;
    }
    // fixed-sleep-ok: a scrolled page's lazy rows and pictures draw as they come into view.
    await page.waitForTimeout(250);
    const layout = layoutOf(testInfo);
    found.push(...(await textProblems(page, { tv: false, scrolled: true })).map((line) => `${line} (${layout}) @ ${where}, screen ${screen}`));
  }
  return found;
}

/** The pages of a test that were scrolled and looked at further down (the walk is seen to scroll). */
const scrolledPages = new Set<string>();

/** Screens looked at down a page, at most (home's thirty rows are more; its first rows stand for the rest). */
const MAX_SCREENS = 6;

/** One line per problem, with every place it was seen (the menu's texts are on every route). */
function gathered(found: string[]): string[] {
  const places = new Map<string, string[]>();
  for (const line of found) {
    const [problem, where] = line.split(' @ ') as [string, string];
    places.set(problem, [...(places.get(problem) ?? []), where]);
  }
  return [...places].map(([problem, where]) => `${problem} at ${where.join(', ')}`);
}

/** Opens the app in the test language and waits for it to speak it. */
async function openInPseudo(page: Page, path = '/') {
  await openApp(page, `${path}${path.includes('?') ? '&' : '?'}lang=pseudo`);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
}

async function tapOrClick(page: Page, testInfo: TestInfo, selector: string) {
  const target = page.locator(selector).first();
  if (layoutOf(testInfo) === 'mobile') await target.tap();
  else await target.click();
}

/** The menu and its panels (Our Networks, More, the profile's, Language), opened as each layout opens them. */
async function lookAtMenu(page: Page, testInfo: TestInfo): Promise<string[]> {
  const found: string[] = [];
  const layout = layoutOf(testInfo);
  const open = async (selector: string) => {
    if (layout === 'tv') {
      await moveFocusTo(page, selector);
      await press(page, 'Enter');
    } else await tapOrClick(page, testInfo, selector);
    await page.waitForTimeout(400);
  };
  if (layout === 'tv') {
    // The rail expands when it takes focus.
    await waitForCardFocus(page);
    await press(page, 'ArrowLeft');
    await expect(page.locator('.side-nav [data-focused]').first()).toBeAttached();
    await page.waitForTimeout(400);
    found.push(...(await look(page, testInfo, 'the side menu')));
  }
  for (const panel of ['networks', 'more', 'profile', 'language']) {
    const entry = `[data-focus-key="nav:${panel}"]`;
    if (layout === 'mobile' && panel !== 'networks' && (await page.locator('.mobile-menu').count()) === 0) {
      // On a phone these are in the Menu's sheet.
      await open('[data-focus-key="nav:menu"]');
      if (panel === 'more') found.push(...(await look(page, testInfo, "the phone's menu")));
    }
    if ((await page.locator(entry).count()) === 0) continue;
    await open(entry);
    await expect(page.locator('[role="menu"]').last()).toBeVisible();
    found.push(...(await look(page, testInfo, `the menu's ${panel} panel`)));
    await press(page, 'Escape');
  }
  return found;
}

const signedIn = ROUTE_TABLE.filter(([path]) => !SIGNED_OUT_ONLY.test(path));
const signedOut = ROUTE_TABLE.filter(([path]) => SIGNED_OUT_ONLY.test(path));
const halves = [signedIn.slice(0, 15), signedIn.slice(15)];

for (const [part, routes] of halves.entries()) {
  test(`text fits in the test language: signed-in routes, part ${part + 1} of 2${part === 0 ? ', and the menu' : ''}`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await signInByApi(page, request, `fits${part}`);
    await openInPseudo(page);
    const found: string[] = [];
    await settle(page);
    found.push(...(await (part === 0 ? look : lookDown)(page, testInfo, '/')));
    if (part === 0) found.push(...(await lookAtMenu(page, testInfo)));
    scrolledPages.clear();
    for (const [path] of routes) {
      await goInApp(page, path);
      await settle(page);
      found.push(...(await lookDown(page, testInfo, path)));
    }
    expect(gathered(found)).toEqual([]);
    // Pages longer than a screen were looked at further down (the About page, Account, home).
    expect(scrolledPages.size).toBeGreaterThan(2);
  });
}

test('text fits in the test language: signed-out pages, the sign-in popup, the detail modal and its share dialog', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await openInPseudo(page, '/?sDM=true&dId=sr0001&dType=Series&cId=cr-new');
  const found: string[] = [];
  const modal = page.getByRole('dialog').first();
  await expect(modal).toBeVisible();
  await page.waitForTimeout(600);
  found.push(...(await look(page, testInfo, 'the detail modal')));
  await tapOrClick(page, testInfo, '[role="dialog"] button:has-text("Éṽáñğéĺížé")');
  await page.waitForTimeout(400);
  found.push(...(await look(page, testInfo, 'the share dialog')));
  await press(page, 'Escape');
  await press(page, 'Escape');
  for (const [path] of signedOut) {
    await goInApp(page, path);
    await settle(page);
    found.push(...(await lookDown(page, testInfo, path)));
  }
  await goInApp(page, '/viewVideo/ep00001/vod/cr-new');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(400);
  found.push(...(await look(page, testInfo, 'the sign-in popup')));
  expect(gathered(found)).toEqual([]);
});
