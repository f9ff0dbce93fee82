import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

test.describe('', { tag: '@desktop' }, () => {
  // Only desktop: media and server basics need one layout

  test('the home page shows the catalogue with its generated art', async ({ page }) => {
    await openApp(page);
    const firstRow = page.getByRole('region', { name: 'New Releases' });
    await expect(firstRow.getByRole('heading', { name: 'New Releases' })).toBeVisible();
    const art = firstRow.locator('img').first();
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test.describe('the live stream itself', () => {
    // shaka's compiled build is injected into the page as a script of the test's own, which the
    // server's Content-Security-Policy (scripts only from the server, with its nonce) would refuse.
    test.use({ bypassCSP: true });

    test('a live channel plays as a live stream whose edge moves', async ({ page }) => {
      await page.goto('/harness/row.html?count=1');
      // shaka's compiled build defines window.shaka: the stream is checked apart from the player screen.
      await page.addScriptTag({ path: path.resolve('node_modules/shaka-player/dist/shaka-player.compiled.js') });
      const result = await page.evaluate(async () => {
        interface ShakaLike {
          attach(video: HTMLVideoElement): Promise<void>;
          load(url: string): Promise<void>;
          isLive(): boolean;
          seekRange(): { start: number; end: number };
        }
        const shaka = (window as unknown as { shaka: { Player: new () => ShakaLike } }).shaka;
        const video = document.createElement('video');
        video.muted = true;
        document.body.append(video);
        const player = new shaka.Player();
        await player.attach(video);
        await player.load('/media/live/lv01/master.m3u8');
        await video.play();
        const edge0 = player.seekRange().end;
        const t0 = video.currentTime;
        await new Promise((resolve) => setTimeout(resolve, 5000));
        return { live: player.isLive(), advanced: video.currentTime - t0, edgeMoved: player.seekRange().end - edge0 };
      });
      expect(result.live).toBe(true);
      expect(result.advanced).toBeGreaterThan(3);
      expect(result.edgeMoved).toBeGreaterThan(2);
    });
  });
});
