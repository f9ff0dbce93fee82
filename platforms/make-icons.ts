/**
 * Draws the TV icons from the brand icon (public/brand/icon.svg) with Chromium, so they match it
 * exactly. Run once when the brand changes; the PNGs are committed, and packaging only copies them.
 *
 *   npx tsx platforms/make-icons.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** Where each icon goes and how big: the square logo sits on the brand background, centred. */
export const ICONS = [
  // Samsung's app bar tile (its store asks for 512x423).
  { file: 'tizen/icon.png', width: 512, height: 423, logo: 300 },
  // LG: appinfo icon 80x80 and largeIcon 130x130.
  { file: 'webos/icon.png', width: 80, height: 80, logo: 80 },
  { file: 'webos/largeIcon.png', width: 130, height: 130, logo: 130 },
] as const;

async function main(): Promise<void> {
  const svg = await readFile(path.join(root, 'public/brand/icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.width, height: icon.height } });
      // A square logo fills its square icons edge to edge (its own rounded tile); a wide tile gets the
      // brand's dark background around it.
      const square = icon.width === icon.height;
      await page.setContent(
        `<html><body style="margin:0;width:${icon.width}px;height:${icon.height}px;display:flex;align-items:center;justify-content:center;background:${square ? 'transparent' : '#141414'}">` +
          svg.replace('<svg ', `<svg style="width:${icon.logo}px;height:${icon.logo}px" `) +
          '</body></html>',
      );
      const png = await page.screenshot({ omitBackground: square, type: 'png' });
      await writeFile(path.join(here, icon.file), png);
      await page.close();
      console.log(`${icon.file} ${icon.width}x${icon.height}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
