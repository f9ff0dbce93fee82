import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { goInApp, layoutOf, openApp, press, ROUTE_TABLE, signInByApi, waitForCardFocus, SIGNED_OUT_ONLY } from './helpers';

/**
 * axe-core on every route of the table and on the layers over them (sign-in popup, detail modal,
 * share dialog, country picker), at each layout: no serious or critical violation.
 */

/** Serious and critical violations on the page as it is now, one line each (rule: where). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are reported back: axe skips the details of what passed (about a third faster).
  // Legacy mode runs axe.run in the page itself: the default runs each frame's part there and then
  // joins them in a new blank page, a browser page opened, loaded with axe and closed at every audit
  // (the app has no frames to join).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    );
}

/**
 * On a phone, touch shows no focus ring: whatever the page gives focus to (its first focusable,
 * given focus for a remote) looks the same as when it does not, itself and everything inside it.
 * Every focusable of the page is tried, not only the one focused now, so a look that would show
 * on another page or at another moment is found too. Text fields are left out: a tapped field
 * shows that it is being typed in. One line per kind of element that would show focus, or nothing.
 */
async function focusShownOnTouch(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const input = root.getAttribute('data-input');
    // As a phone starts (the test's own OK on the start-up film counted as a key).
    root.setAttribute('data-input', 'touch');
    // A transition would show the look before the change: the end look is compared.
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(still);
    const looks = (element: HTMLElement) =>
      [element, ...element.querySelectorAll<HTMLElement>('*')].map((node) => {
        const style = getComputedStyle(node);
        return [style.boxShadow, style.outlineStyle, style.outlineColor, style.borderColor, style.transform, style.backgroundColor, style.color].join('|');
      });
    const shown = new Set<string>();
    const focusables = document.querySelectorAll<HTMLElement>('[data-focus-key]:not(input):not(textarea):not(select)');
    for (const element of focusables) {
      const marked = element.hasAttribute('data-focused');
      element.removeAttribute('data-focused');
      const plain = looks(element);
      element.setAttribute('data-focused', 'true');
      const focused = looks(element);
      if (!marked) element.removeAttribute('data-focused');
      if (focused.some((look, i) => look !== plain[i])) shown.add(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    }
    still.remove();
    if (input) root.setAttribute('data-input', input);
    return [...shown];
  });
}

/** Waits for what the page says, as the route table has it, then for lazy content to settle. */
async function settle(page: Page, heading: string | RegExp) {
  await expect(page.locator('#content')).toBeAttached();
  if (heading) await expect(page.locator('h1, h2, button').filter({ hasText: heading }).first()).toBeAttached();
  await page.waitForTimeout(400);
}

const signedIn = ROUTE_TABLE.filter(([path]) => !SIGNED_OUT_ONLY.test(path));
const signedOut = ROUTE_TABLE.filter(([path]) => SIGNED_OUT_ONLY.test(path));

// The table in three parts, so each test stays short and the two workers share them.
const thirds = [signedIn.slice(0, 10), signedIn.slice(10, 20), signedIn.slice(20)];

for (const [part, routes] of thirds.entries()) {
  test(`axe: signed-in routes, part ${part + 1} of 3`, async ({ page, request }, testInfo) => {
    // Ten full audits: about 40 s alone, over the default minute on a shared, busy machine.
    test.setTimeout(120_000);
    await signInByApi(page, request, `axe${part}`);
    await openApp(page);
    const found: string[] = [];
    if (part === 0 && layoutOf(testInfo) === 'mobile') {
      await expect(page.locator('section.banner').first()).toBeAttached();
      await page.waitForTimeout(400);
      for (const line of await focusShownOnTouch(page)) found.push(`/: focus shows on touch: ${line}`);
    }
    for (const [path, heading] of routes) {
      await goInApp(page, path);
      // Signed in, the players play (the audit reads their controls) and /popup names the plan.
      await settle(page, /^\/(viewVideo|ShortVideo|popup)/.test(path) ? '' : heading);
      for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
      if (layoutOf(testInfo) === 'mobile') for (const line of await focusShownOnTouch(page)) found.push(`${path}: focus shows on touch: ${line}`);
    }
    expect(found).toEqual([]);
  });
}

test('axe: sign-in and account pages, signed out, and the sign-in popup', async ({ page }, testInfo) => {
  // Eleven audits in one test: like the signed-in parts, more than a minute on a busy machine.
  test.setTimeout(120_000);
  await openApp(page);
  const found: string[] = [];
  for (const [path, heading] of signedOut) {
    await goInApp(page, path);
    await settle(page, heading);
    for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
    if (layoutOf(testInfo) === 'mobile') for (const line of await focusShownOnTouch(page)) found.push(`${path}: focus shows on touch: ${line}`);
  }
  // The popup a signed-out viewer meets when they try to play.
  await goInApp(page, '/viewVideo/ep00001/vod/cr-new');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  for (const line of await seriousViolations(page)) found.push(`sign-in popup: ${line}`);
  expect(found).toEqual([]);
});

test('axe: the detail modal, its share dialog and the sign-up country picker', async ({ page }, testInfo) => {
  await openApp(page, '/?sDM=true&dId=sr0001&dType=Series&cId=cr-new');
  const modal = page.getByRole('dialog').first();
  await expect(modal).toBeVisible();
  await page.waitForTimeout(600);
  const found = (await seriousViolations(page)).map((line) => `detail modal: ${line}`);

  const share = modal.getByRole('button', { name: /Evangelize/ });
  if (layoutOf(testInfo) === 'mobile') await share.tap();
  else await share.click();
  await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
  for (const line of await seriousViolations(page)) found.push(`share dialog: ${line}`);
  await press(page, 'Escape');
  await press(page, 'Escape');

  await goInApp(page, '/signup');
  const country = page.getByRole('button', { name: /^Country: / });
  await expect(country).toBeVisible();
  if (layoutOf(testInfo) === 'mobile') await country.tap();
  else await country.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  for (const line of await seriousViolations(page)) found.push(`country picker: ${line}`);
  expect(found).toEqual([]);
});

test('axe: home walked down to the footer', { tag: '@tv' }, async ({ page }) => {
  // Only tv: desktop and mobile scroll the same blocks; the TV walk mounts them by focus
  // Up to 60 keys, each drawing a row, then axe over the whole page: over a minute on a busy machine.
  test.setTimeout(150_000);
  await openApp(page);
  await waitForCardFocus(page);
  // Down until the footer is drawn (it comes once every row is listed).
  const footer = page.locator('footer');
  for (let i = 0; i < 60 && !(await footer.count()); i++) await press(page, 'ArrowDown');
  await expect(footer).toBeAttached();
  await page.waitForTimeout(400);
  expect(await seriousViolations(page)).toEqual([]);
});
