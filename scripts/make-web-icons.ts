/**
 * Draws the installed web app's icons (public/manifest.webmanifest, index.html) from the brand
 * icon (public/brand/icon.svg) with Chromium, so they match it exactly. Run once when the brand
 * changes; the PNGs are committed.
 *
 *   npx tsx scripts/make-web-icons.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The brand icon's own tile colour: a maskable icon is filled with it to the edges. */
const TILE = '#141414';

/**
 * `any` icons are the logo edge to edge on transparency (its own rounded tile). A maskable icon is
 * cropped by the system to a circle, squircle or rounded square no smaller than the central 80%:
 * the logo is drawn at 80% on a full tile, which keeps its ring and cross (62% of the logo, so
 * half the icon) well inside. Apple's touch icon gets no transparency either (iOS fills it black).
 */
export const WEB_ICONS = [
  { file: 'icon-192.png', size: 192, logo: 1, fill: null },
  { file: 'icon-512.png', size: 512, logo: 1, fill: null },
  { file: 'icon-maskable-512.png', size: 512, logo: 0.8, fill: TILE },
  { file: 'apple-touch-icon.png', size: 180, logo: 0.86, fill: TILE },
] as const;

async function main(): Promise<void> {
  const svg = await readFile(path.join(root, 'public/brand/icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const icon of WEB_ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const logo = Math.round(icon.size * icon.logo);
      await page.setContent(
        `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center;background:${icon.fill ?? 'transparent'}">` +
          svg.replace('<svg ', `<svg style="width:${logo}px;height:${logo}px" `) +
          '</body></html>',
      );
      const png = await page.screenshot({ omitBackground: icon.fill === null, type: 'png' });
      await writeFile(path.join(root, 'public/brand', icon.file), png);
      await page.close();
      console.log(`public/brand/${icon.file} ${icon.size}x${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
