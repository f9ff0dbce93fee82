import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastRatio, parseColour } from '../../contract/contrast';
import { layoutOf, openApp, press, waitForCardFocus } from './helpers';

/**
 * A server configuration whose colours would not read (dark titles on the dark page, a dark label
 * on a dark banner button, dark labels on a deep red focus colour): the app draws readable text
 * anyway, and says which keys it overrode.
 */

const BAD_COLOURS = {
  category_title_text_color: '#1a1a1a',
  thumbnail_title_text_color: '#202024',
  banner_button_color: '#1a1a6e',
  banner_button_text_color: '#333333',
  menu_button_focus_color: '#d63031',
};

async function serveBadColours(page: Page) {
  await page.route('**/api/appconfig', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, response: { ...body.response, ...BAD_COLOURS } } });
  });
}

/** The element's text colour and the colour it is drawn on (the nearest ancestor with a background), as computed. */
async function drawnColours(locator: Locator): Promise<{ text: string; background: string }> {
  return locator.evaluate((element) => {
    let node: Element | null = element;
    let background = 'rgb(0, 0, 0)';
    while (node) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour && colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) {
        background = colour;
        break;
      }
      node = node.parentElement;
    }
    return { text: getComputedStyle(element).color, background };
  });
}

async function ratioOf(locator: Locator): Promise<number> {
  const { text, background } = await drawnColours(locator);
  return contrastRatio(parseColour(text)!, parseColour(background)!);
}

test('a configuration with colours that would not read still draws readable text, and names each key once', async ({ page }, testInfo) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Lumen: the configured')) warnings.push(message.text());
  });
  await serveBadColours(page);
  await openApp(page);

  // One warning for each key that was overridden, naming it.
  await expect.poll(() => warnings.length).toBe(Object.keys(BAD_COLOURS).length - 1);
  for (const key of ['category_title_text_color', 'thumbnail_title_text_color', 'banner_button_text_color', 'menu_button_focus_color']) {
    expect(warnings.filter((line) => line.includes(`configured ${key} `))).toHaveLength(1);
  }
  // The banner button keeps its configured colour; its label is what gave way.
  expect(warnings.some((line) => line.includes('configured banner_button_color '))).toBe(false);

  // Carousel titles, card titles and the banner button's label: 4.5:1 at least, as drawn.
  const title = page.locator('.carousel-title').first();
  await expect(title).toBeVisible();
  expect(await ratioOf(title)).toBeGreaterThanOrEqual(4.5);
  const cardTitle = page.locator('.card-title').first();
  await expect(cardTitle).toBeAttached();
  expect(await ratioOf(cardTitle)).toBeGreaterThanOrEqual(4.5);
  const button = page.locator('.banner-button').first();
  await expect(button).toBeVisible();
  expect((await drawnColours(button)).background).toBe('rgb(26, 26, 110)');
  expect(await ratioOf(button)).toBeGreaterThanOrEqual(4.5);

  // On TV, the menu rail: a focused entry keeps the configured red, its label turns white to read on it.
  if (layoutOf(testInfo) === 'tv') {
    await waitForCardFocus(page);
    await press(page, 'ArrowLeft', 8);
    const entry = page.locator('.nav-entry[data-focused]');
    await expect(entry).toBeVisible();
    expect((await drawnColours(entry)).background).toBe('rgb(214, 48, 49)');
    expect(await ratioOf(entry)).toBeGreaterThanOrEqual(4.5);
  }
});
