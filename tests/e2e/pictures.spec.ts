import { expect, test, type Page } from '@playwright/test';
import { goInApp, layoutOf, openApp, press, ROUTE_TABLE, signInByApi, waitForCardFocus, SIGNED_OUT_ONLY } from './helpers';

/**
 * No raster picture is much larger than the box that shows it, on any page at any layout. A
 * picture's decoding and memory grow with its own pixels, not its box's: TV cards (about 380 px)
 * that asked for the 1,280 px thumbnail slowed a walk down home until keys were dropped. Drawn
 * pictures (SVG) are left out: they are drawn at their box's size.
 */

/** How many times its box's device pixels a picture may be, along its shorter fit. */
const MOST_OVERSIZE = 2;

/**
 * Every loaded raster picture on the page that is more than MOST_OVERSIZE times its box. A picture
 * with a `srcset` is judged by the one a fresh browser takes for the `sizes` it declares (a browser
 * may show a larger one it already holds, drawn for a larger box elsewhere: no download, and not the
 * page's asking); its file's own pixels are read from a copy of it.
 */
async function oversizedPictures(page: Page): Promise<string[]> {
  return page.evaluate(async (most) => {
    const found: string[] = [];
    for (const img of Array.from(document.images)) {
      if (!img.complete || img.naturalWidth === 0) continue;
      const box = img.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      let address = img.currentSrc;
      if (img.srcset) {
        const declared = /^\s*(\d+(?:\.\d+)?)(px|vw)\s*$/.exec(img.sizes);
        if (!declared) {
          found.push(`${img.currentSrc}: sizes "${img.sizes}" is not one width in px or vw`);
          continue;
        }
        const wanted = (declared[2] === 'px' ? Number(declared[1]) : (Number(declared[1]) * window.innerWidth) / 100) * window.devicePixelRatio;
        const candidates = img.srcset
          .split(/,\s+/)
          .map((entry) => entry.trim().split(/\s+/))
          .map(([url = '', width = '']) => ({ url: new URL(url, window.location.href).href, width: Number.parseInt(width, 10) }))
          .sort((a, b) => a.width - b.width);
        address = (candidates.find((candidate) => candidate.width >= wanted) ?? candidates[candidates.length - 1])?.url ?? address;
      }
      if (/\.svg(\?|$)|^data:image\/svg/.test(address)) continue;
      const file = new Image();
      file.src = address;
      await file.decode().catch(() => undefined);
      if (file.naturalWidth === 0) continue;
      // As object-fit: cover shows it: the file's pixels per device pixel along its shorter fit.
      const fit = Math.min(file.naturalWidth / box.width, file.naturalHeight / box.height) / window.devicePixelRatio;
      if (fit > most) {
        const where = new URL(address);
        found.push(
          `${where.pathname}${where.search}: ${file.naturalWidth}x${file.naturalHeight} in a ${Math.round(box.width)}x${Math.round(box.height)} box (${fit.toFixed(1)}x)`,
        );
      }
    }
    return found;
  }, MOST_OVERSIZE);
}

/** Waits for the pictures in view to load (a lazy one out of view never does). */
async function settlePictures(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            Array.from(document.images).filter((img) => {
              if (img.complete) return false;
              const box = img.getBoundingClientRect();
              return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
            }).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
}

test('home: no picture is more than twice its box, down the whole page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openApp(page);
  const found = new Set<string>();
  if (layoutOf(testInfo) === 'mobile') {
    await expect(page.locator('.card').first()).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await settlePictures(page);
      for (const line of await oversizedPictures(page)) found.add(line);
      await page.mouse.wheel(0, 700);
    }
  } else {
    await waitForCardFocus(page);
    for (let step = 0; step < 12; step += 1) {
      await settlePictures(page);
      for (const line of await oversizedPictures(page)) found.add(line);
      await press(page, 'ArrowDown');
      await press(page, 'ArrowDown');
    }
  }
  expect(await page.evaluate(() => Array.from(document.images).filter((img) => img.complete && img.naturalWidth > 0).length)).toBeGreaterThan(10);
  expect([...found]).toEqual([]);
});

test('every page of the table and the detail modal: no picture is more than twice its box', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signInByApi(page, request, 'pictures');
  await openApp(page, '/?sDM=true&dId=sr0001&dType=Series&cId=cr-new');
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await settlePictures(page);
  const found = (await oversizedPictures(page)).map((line) => `detail modal: ${line}`);
  for (const [path] of ROUTE_TABLE.filter(([route]) => !SIGNED_OUT_ONLY.test(route))) {
    await goInApp(page, path);
    await expect(page.locator('#content')).toBeAttached();
    await settlePictures(page);
    for (const line of await oversizedPictures(page)) found.push(`${path}: ${line}`);
  }
  expect(found).toEqual([]);
});
