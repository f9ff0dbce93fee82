import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import { chooseSignOut, layoutOf, moveFocusTo, openApp, press, signInByApi, skipSplash, watchErrors, type Layout } from './helpers';

/**
 * Downloads for offline viewing (issue 28), on phones and computers: the quality choice, the
 * progress, an offline start that opens Downloads and plays the kept copy, the resume point
 * recorded offline, cancel and delete, a device without room, corrupt and expired entries. A TV
 * streams: it offers no downloads.
 */
const HEADERS = { customerid: 'lumen' };
/** An episode of the demo catalogue with a stream (Silence Before God). */
const VIDEO = 'ep00002';
const DETAIL = `/detail/${VIDEO}/vod`;
const DOWNLOADS = '/Account?tab=downloads';
const STORE_KEY = 'lumen.downloads.v1';

/** A kept download as the app lists it (its copy need not exist for the list and the dialogs). */
const FAKE_DONE = {
  id: 'dl-fake-1',
  owner: '',
  videoId: VIDEO,
  item: { id: VIDEO, type: 'vod', name: 'Silence Before God' },
  art: '',
  quality: 'standard',
  height: 480,
  bytes: 1_000_000,
  manifestUrl: 'http://localhost/media/vod/chapel/manifest.mpd',
  state: 'done',
  progress: 1,
  offlineUri: 'offline:manifest/v5/idb/1',
  expiresAt: 0,
  status: 'active',
  error: null,
  addedAt: 0,
};

const downloadButton = (page: Page) => page.locator('[data-focus-key="detail:download"]');
const entries = (page: Page) => page.getByRole('list', { name: 'Downloads' }).locator('.download-entry');

/** Presses a button as this layout's viewer does: OK on a remote or keyboard, a tap on a phone. */
async function choose(page: Page, layout: Layout, button: ReturnType<Page['locator']>): Promise<void> {
  if (layout === 'mobile') return button.tap();
  await moveFocusTo(page, await button.evaluate((el) => `[data-focus-key="${el.getAttribute('data-focus-key')}"]`));
  await press(page, 'Enter');
}

/** Holds each media segment back `ms`, so a download takes a few seconds and its progress shows. */
async function slowMedia(context: BrowserContext, ms: number): Promise<void> {
  await context.route('**/media/vod/**', async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

/** The server's downloads of this device for the account's first profile (renewing them, as the app does). */
async function serverDownloads(request: APIRequestContext, token: string, page: Page): Promise<string[]> {
  const device = await page.evaluate(() => localStorage.getItem('lumen.device.v1'));
  const answer = await request.post('/api/downloads/renew', { headers: { ...HEADERS, authorization: `Bearer ${token}` }, data: { device } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).downloads as Array<{ video_id: string }>).map((d) => d.video_id);
}

/** How many manifests and segments shaka's offline storage holds (IndexedDB 'shaka_offline_db'). */
async function storedCounts(page: Page): Promise<{ manifests: number; segments: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('shaka_offline_db');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = Array.from(db.objectStoreNames);
          const count = (prefix: string) =>
            Promise.all(
              names
                .filter((n) => n.startsWith(prefix))
                .map(
                  (n) =>
                    new Promise<number>((done) => {
                      const request = db.transaction(n).objectStore(n).count();
                      request.onsuccess = () => done(request.result);
                    }),
                ),
            ).then((counts) => counts.reduce((a, b) => a + b, 0));
          void Promise.all([count('manifest'), count('segment')]).then(([manifests, segments]) => {
            db.close();
            resolve({ manifests: manifests!, segments: segments! });
          });
        };
      }),
  );
}

/** Opens the quality dialog of VIDEO from its detail page and chooses the quality named. */
async function startDownload(page: Page, layout: Layout, quality: RegExp): Promise<void> {
  await openApp(page, DETAIL);
  await expect(downloadButton(page)).toHaveText('Download');
  await choose(page, layout, downloadButton(page));
  const dialog = page.getByRole('dialog', { name: /^Download Silence Before God/ });
  await expect(dialog.getByRole('button', { name: /^Data saver · 240p · \d+ kB$/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Standard · 480p · 1\.\d MB$/ })).toBeVisible();
  await expect(dialog.getByText(/left on this device/)).toBeVisible();
  await choose(page, layout, dialog.getByRole('button', { name: quality }));
}

const downloadDialog = (page: Page) => page.getByRole('dialog', { name: /^Download Silence Before God/ });

test.describe('on phones and computers', { tag: ['@desktop', '@mobile'] }, () => {
  // Only desktop and mobile: a TV streams; see the TV test below

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('an episode downloads with its progress, opens and plays offline after a reload, and its resume point reaches the server once back', async ({
      page,
      context,
      request,
    }, testInfo) => {
      const layout = layoutOf(testInfo);
      const errors = watchErrors(page);
      const { token } = await signInByApi(page, request, 'offline', { once: true });
      await slowMedia(context, 120);
      await startDownload(page, layout, /^Data saver/);
      await expect(downloadDialog(page)).toBeHidden();
      await expect(page.getByText('Downloading Silence Before God')).toBeVisible();
      // The modal's button follows the download, and leads to the Downloads tab.
      await expect(downloadButton(page)).toHaveText(/^(Downloading \d+%|Download queued|✓ Downloaded)$/);
      await choose(page, layout, downloadButton(page));
      await expect(page).toHaveURL(/\/Account\?tab=downloads$/);
      const entry = entries(page).first();
      await expect(entry.getByRole('heading', { name: 'Silence Before God' })).toBeVisible();
      await expect(entry.getByText(/^Downloading \d+% · \d+ kB of \d+ kB$/)).toBeVisible();
      await expect(entry.getByRole('progressbar')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`downloading-${layout}.png`) });
      await expect(entry.getByText(/^Plays offline until \w+ \d+, \d{4}$/)).toBeVisible({ timeout: 30_000 });
      await expect(entry.getByText(/^Data saver · 240p · \d+ kB$/)).toBeVisible();
      expect(await serverDownloads(request, token, page)).toEqual([VIDEO]);
      await context.unrouteAll({ behavior: 'ignoreErrors' });

      // No network at all: the app starts from the service worker, says so, and the download plays.
      await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000 });
      // The worker keeps the Downloads tab and the player once a download is kept.
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await Promise.all((await caches.keys()).map(async (n) => (await caches.open(n)).keys()))).flat().some((r) => /PlayerRoute/.test(r.url)),
          ),
        )
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await skipSplash(page);
      await expect(page.getByRole('alert').filter({ hasText: "You're offline." })).toBeVisible();
      await expect(entries(page)).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath(`downloads-offline-${layout}.png`) });
      await choose(page, layout, entries(page).first().getByRole('button', { name: 'Play' }));
      await expect(page).toHaveURL(new RegExp(`/viewVideo/${VIDEO}/vod`));
      await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000 }).toBeGreaterThan(2);
      await page.goBack();
      await expect(entries(page)).toHaveCount(1);
      // Kept on the device once the player has closed and its try to send the point has failed.
      await expect
        .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('lumen.kept-resume.v1'))) ?? '[]'))
        .toEqual([expect.objectContaining({ videoId: VIDEO, status: 1 })]);

      // Back online: the point is sent, and the server has it.
      await context.setOffline(false);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('lumen.kept-resume.v1'))).toBe('[]');
      const resume = await (await request.get('/api/get-resume-list/', { headers: { ...HEADERS, authorization: `Bearer ${token}` } })).json();
      expect(resume.resumeList.map((e: { video_id: string; resumeTime: number }) => e.video_id)).toEqual([VIDEO]);
      expect(resume.resumeList[0].resumeTime).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    });
  });

  test('a download in progress can be cancelled, and a kept one deleted: the copies and the server records go', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const layout = layoutOf(testInfo);
    const { token } = await signInByApi(page, request, 'cancel', { once: true });
    await slowMedia(context, 400);
    await startDownload(page, layout, /^Standard/);
    await expect(downloadDialog(page)).toBeHidden();
    await openApp(page, DOWNLOADS);
    const entry = entries(page).first();
    await expect(entry.getByText(/^Downloading [1-9]\d*%/)).toBeVisible({ timeout: 30_000 });
    await choose(page, layout, entry.getByRole('button', { name: 'Pause' }));
    // Paused, it says how far it got, and that Resume fetches it again.
    await expect(entry.getByText(/^Paused at \d+% · [\d.]+ [kM]B of [\d.]+ MB\. Resume downloads it from the start\.$/)).toBeVisible();
    await expect(entry.locator('progress')).toBeVisible();
    await choose(page, layout, entry.getByRole('button', { name: 'Resume' }));
    await expect(entry.getByText(/^(Downloading \d+%|Waiting to download)/)).toBeVisible();
    await choose(page, layout, entry.getByRole('button', { name: 'Cancel' }));
    await expect(page.getByText('Download cancelled')).toBeVisible();
    await expect(entries(page)).toHaveCount(0);
    await expect(page.getByText('No Results Found')).toBeVisible();
    await expect.poll(() => serverDownloads(request, token, page)).toEqual([]);
    // shaka's storage keeps nothing of it.
    await expect.poll(() => storedCounts(page)).toEqual({ manifests: 0, segments: 0 });

    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await startDownload(page, layout, /^Data saver/);
    await expect(downloadDialog(page)).toBeHidden();
    await openApp(page, DOWNLOADS);
    await expect(
      entries(page)
        .first()
        .getByText(/^Plays offline until/),
    ).toBeVisible({ timeout: 30_000 });
    expect((await storedCounts(page)).manifests).toBe(1);
    await choose(page, layout, entries(page).first().getByRole('button', { name: 'Delete' }));
    await expect(page.getByText('Download deleted')).toBeVisible();
    await expect(entries(page)).toHaveCount(0);
    await expect.poll(() => serverDownloads(request, token, page)).toEqual([]);
    await expect.poll(() => storedCounts(page)).toEqual({ manifests: 0, segments: 0 });
    // The detail page offers the download again.
    await openApp(page, DETAIL);
    await expect(downloadButton(page)).toHaveText('Download');
  });

  test('a segment that fails is asked for again, and the download is kept whole', async ({ page, context, request }, testInfo) => {
    const layout = layoutOf(testInfo);
    await signInByApi(page, request, 'retry', { once: true });
    // The first two tries of one segment fail, as on a patchy connection; shaka asks again.
    const failures: string[] = [];
    await context.route('**/media/vod/chapel/chunk-stream1-00005.m4s', async (route: Route) => {
      if (failures.length < 2) {
        failures.push(route.request().url());
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await startDownload(page, layout, /^Data saver/);
    await expect(downloadDialog(page)).toBeHidden();
    // On the same page, so the one run of the download met both failures.
    await expect(downloadButton(page)).toHaveText('✓ Downloaded', { timeout: 30_000 });
    expect(failures).toHaveLength(2);
    await openApp(page, DOWNLOADS);
    await expect(
      entries(page)
        .first()
        .getByText(/^Plays offline until/),
    ).toBeVisible();
    expect(await storedCounts(page)).toMatchObject({ manifests: 1 });
  });

  test('a device without room says so before anything is fetched, and keeps nothing', async ({ page, request }, testInfo) => {
    const layout = layoutOf(testInfo);
    await signInByApi(page, request, 'full', { once: true });
    // The browser says 100 KB are left.
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ usage: 5e9, quota: 5e9 + 100 * 1024 }) });
    });
    await startDownload(page, layout, /^Data saver/);
    const dialog = downloadDialog(page);
    await expect(dialog.getByRole('alert')).toHaveText(
      /Not enough space on this device: this download needs 1 MB\. Delete other downloads or free some space, then try again\./,
    );
    await expect(dialog.getByText('100 kB left on this device', { exact: false })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORE_KEY)).toBeNull();
  });

  test('a device that fills up during a download says it is full, and keeps nothing of it', async ({ page, context, request }, testInfo) => {
    const layout = layoutOf(testInfo);
    await signInByApi(page, request, 'quota', { once: true });
    await openApp(page, DETAIL);
    // 715 KB left: room for the estimate of Data saver (695 KB), not for what storing it takes
    // (731 KB of segments, the manifest, IndexedDB's own records). Chromium enforces the quota set
    // through CDP but does not report it in navigator.storage.estimate, which says the same here.
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize: usage + 715 * 1024 });
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ usage: 5e9, quota: 5e9 + 715 * 1024 }) });
    });
    await startDownload(page, layout, /^Data saver/);
    await expect(downloadDialog(page)).toBeHidden();
    await expect(downloadButton(page)).toHaveText('Download failed', { timeout: 30_000 });
    await openApp(page, DOWNLOADS);
    const entry = entries(page).first();
    await expect(entry.getByRole('alert')).toHaveText(
      'Your device is full: this download was not kept. Delete other downloads or free some space, then try again.',
    );
    await expect(entry.getByRole('button', { name: 'Play' })).toHaveCount(0);
    await expect(entry.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect.poll(() => storedCounts(page)).toEqual({ manifests: 0, segments: 0 });
  });

  test('corrupt entries are dropped, and an expired licence says so without Play until it is renewed', async ({ page, request }, testInfo) => {
    const layout = layoutOf(testInfo);
    const errors = watchErrors(page);
    await signInByApi(page, request, 'expired', { once: true });
    await openApp(page, DOWNLOADS);
    const owner = await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}');
      return `${session.userId ?? 'user'}|${session.profileId ?? ''}`;
    });
    const expired = { ...FAKE_DONE, id: 'dl-expired-1', owner, expiresAt: Date.now() - 1000, addedAt: Date.now() - 40 * 86_400_000 };
    const stored = JSON.stringify({ v: 1, entries: [expired, { id: 5 }, 'garbage', null, { ...expired, id: 'dl-2', state: 'sideways' }] });
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: STORE_KEY, value: stored });
    // The server cannot be asked to renew (as offline): the licence stays ended.
    await page.route('**/api/downloads/renew', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await skipSplash(page);
    await expect(entries(page)).toHaveCount(1);
    const entry = entries(page).first();
    await expect(entry.getByText('The licence of this download has ended. Go online to renew it.')).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Play' })).toHaveCount(0);
    await expect(entry.getByRole('button', { name: 'Delete' })).toBeVisible();
    if (layout !== 'mobile') await moveFocusTo(page, '[data-focus-key="dashboard:downloads:0:delete"]');
    // A list that is not even JSON leaves an empty tab, not a broken page.
    await page.evaluate((key) => localStorage.setItem(key, '{"v":1,"entries":[{"id":'), STORE_KEY);
    await page.reload();
    await skipSplash(page);
    await expect(page.getByText('No Results Found')).toBeVisible();
    expect(errors).toEqual([]);
  });
  test("each episode of a series offers Download, and the navigation's Downloads entry opens the tab, the dashboard included", async ({
    page,
    request,
  }, testInfo) => {
    const layout = layoutOf(testInfo);
    const tap = async (target: ReturnType<Page['locator']>) => (layout === 'mobile' ? target.tap() : target.click());
    await signInByApi(page, request, 'episodes', { once: true });
    await openApp(page, '/detail/sr0002/Series');
    const episodeDownload = page.getByRole('button', { name: 'Download Silence Before God', exact: true });
    await episodeDownload.scrollIntoViewIfNeeded();
    await expect(episodeDownload).toBeVisible();
    await tap(episodeDownload);
    await expect(downloadDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(downloadDialog(page)).toBeHidden();

    // Opened at the tab, the page starts on it.
    await openApp(page, DOWNLOADS);
    await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');
    if (layout === 'desktop') await expect(page.getByRole('tab', { name: 'Downloads' })).toBeFocused();
    // From another tab of the dashboard, the navigation's entry still leads there.
    await tap(page.getByRole('tab', { name: 'My Watch List' }));
    await expect(page.getByRole('tab', { name: 'My Watch List' })).toHaveAttribute('aria-selected', 'true');
    if (layout === 'mobile') await tap(page.getByRole('button', { name: 'Menu' }));
    await tap(page.locator('[data-focus-key="nav:downloads"]'));
    await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the Downloads tab opened by its address is wholly in its tab strip, on a phone too', async ({ page, request }) => {
    await signInByApi(page, request, 'tabstrip');
    await openApp(page, '/Account?tab=downloads');
    const tab = page.locator('#dashboard-tab-downloads');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport({ ratio: 1 });
    const [tabBox, stripBox] = await Promise.all([tab.boundingBox(), page.locator('.dashboard-tablist').boundingBox()]);
    expect(tabBox!.x).toBeGreaterThanOrEqual(stripBox!.x - 1);
    expect(tabBox!.x + tabBox!.width).toBeLessThanOrEqual(stripBox!.x + stripBox!.width + 1);
  });

  test('signing out with downloads here asks whether they stay: Keep leaves them, Remove takes them off this device', async ({ page, request }, testInfo) => {
    const layout = layoutOf(testInfo);
    const tap = async (target: ReturnType<Page['locator']>) => (layout === 'mobile' ? target.tap() : target.click());
    const kept = () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"entries":[]}').entries as unknown[]).length, STORE_KEY);
    for (const answer of ['Keep downloads', 'Remove downloads'] as const) {
      await signInByApi(page, request, 'sign-out');
      await openApp(page, DOWNLOADS);
      const owner = await page.evaluate(() => `${JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}').userId}|`);
      const copy = { ...FAKE_DONE, owner, expiresAt: Date.now() + 86_400_000 };
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: STORE_KEY, value: JSON.stringify({ v: 1, entries: [copy] }) });
      await page.reload();
      await skipSplash(page);
      await expect(entries(page)).toHaveCount(1);
      await chooseSignOut(page, layout);
      const dialog = page.getByRole('dialog', { name: 'Sign out' });
      await expect(dialog.getByText('You have downloads on this device.', { exact: false })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Keep downloads' })).toBeFocused();
      await tap(dialog.getByRole('button', { name: answer }));
      await expect(
        page.getByText(
          answer === 'Keep downloads'
            ? 'You are signed out. Your downloads stay on this device.'
            : 'You are signed out, and your downloads are removed from this device.',
        ),
      ).toBeVisible();
      expect(await kept()).toBe(answer === 'Keep downloads' ? 1 : 0);
    }
  });
});

test('a TV offers no downloads: no Download button, no Downloads entry, and the tab says why', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: the TV layout only
  await signInByApi(page, request, 'tv-downloads', { once: true });
  await openApp(page, DETAIL);
  await expect(page.locator('[data-focus-key="detail:watch"]')).toBeFocused();
  await expect(downloadButton(page)).toHaveCount(0);
  await expect(page.locator('[data-focus-key="detail:list"]')).toBeVisible();
  await openApp(page, DOWNLOADS);
  await expect(page.getByText('Downloads are for phones and computers: on a TV, programmes play by streaming.')).toBeVisible();
  await expect(page.locator('[data-focus-section="NAV"]').getByText('Downloads', { exact: true })).toHaveCount(0);
});
