import { expect, test, type Page } from '@playwright/test';
import { focused, openApp, waitForCardFocus, watchErrors } from './helpers';

/**
 * OK on a card, then arrows at once, as a viewer does who knows where they are going: the detail
 * modal is drawn a moment after OK (the router draws it in a transition; its code may still be
 * downloading), and the arrows pressed meanwhile went to the page behind it. Down, Down moved the
 * page's focus two rows on; Back then put focus on the card and, a moment later, on the row those
 * Downs had reached. Keys wait for the layer now (focus/held-press.ts awaitLayer). Without a trace
 * (it snapshots the page at each key, and the keys came too slowly to show the fault).
 */
test.use({ trace: 'off' });

/** Every place focus lands from now on: its layer (or "page") and its row and card or focus key. */
async function recordFocus(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(`(() => {
    window.__landed = [];
    if (window.__landedHeard) return;
    window.__landedHeard = true;
    document.addEventListener('focusin', (event) => {
      const a = event.target;
      const layer = a.closest('[data-layer]');
      const row = a.closest('[data-row]');
      window.__landed.push((layer ? layer.getAttribute('data-layer') : 'page') + ' ' + (row ? row.getAttribute('data-row') + '#' + a.getAttribute('data-index') : a.getAttribute('data-focus-key') || a.tagName));
    });
  })()`);
  return async () => (await page.evaluate('window.__landed.slice()')) as string[];
}

test('arrows pressed with OK on a card go to the detail modal it opens, and Back returns to that card', { tag: '@tv' }, async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await openApp(page, '/');
  const card = await waitForCardFocus(page);
  const modal = page.locator('[data-layer="detail"]');
  // The first time the modal's code downloads; the second time it is in (the fault showed then).
  for (let time = 0; time < 2; time++) {
    const landed = await recordFocus(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(modal).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-layer="detail"]') != null), { timeout: 10_000 }).toBe(true);
    // The arrows waiting for it have gone (each two frames after the one before).
    await page.waitForTimeout(500); // fixed-sleep-ok: the waiting keys go a frame or two apart
    const inModal = await landed();
    expect(
      inModal.filter((place) => !place.startsWith('detail ')),
      `focus went to the page behind the modal: ${inModal.join(' → ')}`,
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect.poll(async () => focused(page)).toMatchObject({ row: card.row, index: card.index });
    // And stays there: the page's own memory of where it was does not move it on.
    await page.waitForTimeout(800); // fixed-sleep-ok: a later move is the fault looked for
    expect(await focused(page)).toMatchObject({ row: card.row, index: card.index });
  }
  expect(errors).toEqual([]);
});
