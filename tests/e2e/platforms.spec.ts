import { expect, test, type Page } from '@playwright/test';
import { focused, goInApp, openApp, press, waitForCardFocus, watchErrors } from './helpers';

/**
 * The installed TV apps, with the TV's script objects faked in the page: Samsung's `tizen`
 * (key registration, exit) and LG's `webOS` / `PalmSystem` (Back handed to the TV, the Magic
 * Remote's pointer). A plain browser has none of them and must behave as before.
 */

const WEBOS_UA = 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager';

declare global {
  interface Window {
    __tv: { registered: string[] | null; exits: number; platformBacks: number };
  }
}

const FAKE_TIZEN = `
  window.__tv = { registered: null, exits: 0, platformBacks: 0 };
  window.tizen = {
    tvinputdevice: { registerKeyBatch: (keys, ok) => { window.__tv.registered = keys.slice(); if (ok) ok(); } },
    application: { getCurrentApplication: () => ({ exit: () => { window.__tv.exits += 1; } }) },
  };
`;

const FAKE_WEBOS = `
  window.__tv = { registered: null, exits: 0, platformBacks: 0 };
  window.PalmSystem = { deviceInfo: '{}' };
  window.webOS = { platformBack: () => { window.__tv.platformBacks += 1; } };
`;

/** A remote key that a desktop keyboard has not got: the TV sends it as a keydown with this code. */
async function pressCode(page: Page, keyCode: number): Promise<void> {
  await page.evaluate((code) => {
    const target = document.activeElement ?? document.body;
    for (const type of ['keydown', 'keyup'])
      target.dispatchEvent(new KeyboardEvent(type, { keyCode: code, which: code, bubbles: true, cancelable: true } as KeyboardEventInit));
  }, keyCode);
  await page.waitForTimeout(120);
}

const exitDialog = (page: Page) => page.getByRole('dialog', { name: 'Exit Lumen?' });

async function tvCounters(page: Page) {
  return page.evaluate(() => window.__tv);
}

test.describe('Samsung Tizen', { tag: '@tv' }, () => {
  test.beforeEach(({ page }) => {
    // Only tv: an installed TV app
    return page.addInitScript(FAKE_TIZEN);
  });

  test('registers the media and colour keys, and Back on home asks before leaving', async ({ page }) => {
    const errors = watchErrors(page);
    await openApp(page);
    await expect
      .poll(async () => (await tvCounters(page)).registered)
      .toEqual([
        'MediaPlay',
        'MediaPause',
        'MediaPlayPause',
        'MediaStop',
        'MediaFastForward',
        'MediaRewind',
        'ColorF0Red',
        'ColorF1Green',
        'ColorF2Yellow',
        'ColorF3Blue',
      ]);
    await waitForCardFocus(page);
    await press(page, 'ArrowRight', 2);
    const before = await focused(page);
    expect(before.index).toBe(2);

    // Tizen's Back (10009) on the home page: the question, with Cancel focused.
    await pressCode(page, 10009);
    await expect(exitDialog(page)).toBeVisible();
    await expect(exitDialog(page).getByRole('button', { name: 'Exit' })).toBeVisible();
    await expect.poll(async () => (await focused(page)).focusKey).toBe('exit:cancel');
    // Focus stays inside the dialog.
    await press(page, 'ArrowUp');
    await press(page, 'ArrowDown');
    await press(page, 'ArrowRight');
    await expect.poll(async () => (await focused(page)).focusKey).toBe('exit:cancel');
    await press(page, 'ArrowLeft');
    await expect.poll(async () => (await focused(page)).focusKey).toBe('exit:confirm');

    // Back closes it, and focus returns to the card it came from; the app is still there.
    await pressCode(page, 10009);
    await expect(exitDialog(page)).toBeHidden();
    await expect.poll(async () => focused(page)).toMatchObject({ row: before.row, index: 2 });
    expect((await tvCounters(page)).exits).toBe(0);

    // Cancel (OK on it) also keeps the viewer in the app.
    await pressCode(page, 10009);
    await expect.poll(async () => (await focused(page)).focusKey).toBe('exit:cancel');
    await press(page, 'Enter');
    await expect(exitDialog(page)).toBeHidden();
    await expect.poll(async () => focused(page)).toMatchObject({ row: before.row, index: 2 });
    expect((await tvCounters(page)).exits).toBe(0);

    // Exit closes the app through Tizen.
    await pressCode(page, 10009);
    await expect.poll(async () => (await focused(page)).focusKey).toBe('exit:cancel');
    await press(page, 'ArrowLeft');
    await press(page, 'Enter');
    await expect.poll(async () => (await tvCounters(page)).exits).toBe(1);
    expect(errors).toEqual([]);
  });

  test('Back on another page goes back, not out', async ({ page }) => {
    await openApp(page);
    await waitForCardFocus(page);
    await goInApp(page, '/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await pressCode(page, 10009);
    await expect(page).toHaveURL(/\/$/);
    await expect(exitDialog(page)).toBeHidden();
  });
});

test.describe('LG webOS', { tag: '@tv' }, () => {
  test.use({ userAgent: WEBOS_UA });
  test.beforeEach(({ page }) => {
    // Only tv: an installed TV app
    return page.addInitScript(FAKE_WEBOS);
  });

  test('Back (461) on home asks, and Exit hands Back to the TV', async ({ page }) => {
    await openApp(page);
    await waitForCardFocus(page);
    await pressCode(page, 461);
    await expect(exitDialog(page)).toBeVisible();
    await expect.poll(async () => (await focused(page)).focusKey).toBe('exit:cancel');
    // The Magic Remote's OK (16777221) presses Cancel.
    await pressCode(page, 16777221);
    await expect(exitDialog(page)).toBeHidden();
    await pressCode(page, 461);
    await expect.poll(async () => (await focused(page)).focusKey).toBe('exit:cancel');
    await press(page, 'ArrowLeft');
    await pressCode(page, 16777221);
    await expect.poll(async () => (await tvCounters(page)).platformBacks).toBe(1);
  });

  test('the Magic Remote pointer (1536) moves focus as it hovers; arrows (1537) bring back key focus', async ({ page }) => {
    await openApp(page);
    await waitForCardFocus(page);
    const start = await focused(page);
    const card = (index: number) => page.locator(`[data-row="${start.row}"] .vrow-card[data-index="${index}"]`);

    // Without the pointer a TV ignores the mouse.
    await card(2).hover();
    await page.waitForTimeout(200);
    expect(await focused(page)).toMatchObject({ row: start.row, index: 0 });

    await pressCode(page, 1536);
    await card(3).hover();
    await expect.poll(async () => focused(page)).toMatchObject({ row: start.row, index: 3 });
    await page.locator('[data-focus-key="nav:search"]').hover();
    await expect.poll(async () => (await focused(page)).focusKey).toBe('nav:search');

    // The pointer hides: hovering no longer moves focus, and the arrows carry on from where it is.
    await pressCode(page, 1537);
    await card(1).hover();
    await page.waitForTimeout(200);
    expect((await focused(page)).focusKey).toBe('nav:search');
    await press(page, 'ArrowDown');
    await expect.poll(async () => (await focused(page)).focusKey).not.toBe('nav:search');
  });
});

test.describe('a plain browser', () => {
  test('Back on home shows no exit question and stays home', { tag: ['@tv', '@desktop'] }, async ({ page }) => {
    // Only tv and desktop: no Back key on a phone
    await openApp(page);
    await waitForCardFocus(page);
    const before = await focused(page);
    await press(page, 'Escape');
    await pressCode(page, 10009);
    await page.waitForTimeout(300);
    await expect(exitDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    expect(await focused(page)).toMatchObject({ row: before.row, index: before.index });
    expect(await page.evaluate(() => 'tizen' in window || 'webOS' in window)).toBe(false);
  });
});
