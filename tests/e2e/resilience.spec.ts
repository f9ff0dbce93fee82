import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { focused, goInApp, layoutOf, moveFocusTo, openApp, press, runAsOldEngine, skipSplash, waitForCardFocus, watchErrors, type Layout } from './helpers';

/**
 * The app in bad weather: garbage in the browser's storage, the API down at start or in the middle
 * of a visit, code that cannot be downloaded. Each case ends with a message that says what
 * happened and a way on that works with the layout's own input (keys, mouse, touch).
 */

const key = (focusKey: string) => `[data-focus-key="${focusKey}"]`;
const focusKey = async (page: Page) => (await focused(page)).focusKey ?? '';

/** Presses a button as the layout's viewer would: OK on the remote, a click, a tap. */
async function choose(page: Page, layout: Layout, button: Locator, focusKeyOf?: string): Promise<void> {
  if (layout === 'tv') {
    if (focusKeyOf && (await focusKey(page)) !== focusKeyOf) await moveFocusTo(page, key(focusKeyOf));
    await expect(button).toBeFocused();
    await press(page, 'Enter');
  } else if (layout === 'mobile') await button.tap();
  else await button.click();
}

/** The focused element is drawn as focused: it holds DOM focus, carries data-focused and a ring. */
async function expectVisibleFocus(page: Page, name: string): Promise<void> {
  await expect.poll(async () => (await focused(page)).label).toBe(name);
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || !element.hasAttribute('data-focused')) return 'not marked focused';
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'not drawn';
    return style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ? 'ring' : 'no ring';
  });
  expect(ring).toBe('ring');
}

/** Home drew and can be used: focus on TV lands on a card, and OK (or a click, a tap) opens it. */
async function expectUsableHome(page: Page, layout: Layout): Promise<void> {
  const firstRow = page.getByRole('region', { name: 'New Releases' });
  await expect(firstRow.locator('.vrow-card').first()).toBeVisible();
  if (layout === 'tv') {
    await waitForCardFocus(page);
    await press(page, 'Enter');
  } else {
    const card = firstRow.locator('.vrow-card').first();
    if (layout === 'mobile') await card.tap();
    else await card.click();
  }
  await expect(page.getByRole('dialog')).toBeVisible();
  await press(page, 'Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const JSON_503 = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ error: { message: 'The service is down for maintenance. Please try again.' } }),
};
const offline = (route: Route) => route.abort('internetdisconnected');

test.describe('stored state', () => {
  /** Garbage for every key the app reads from storage, as older versions, bugs or people leave it. */
  const GARBAGE: Array<{ name: string; local: Record<string, string>; session: Record<string, string> }> = [
    {
      name: 'invalid JSON',
      local: { 'lumen.session.v1': '{"v":1,"appToken":{"value":"a"' },
      session: { 'lumen.reset': '{"token":', 'lumen.registration': '[{', 'lumen.layout': '{', 'lumen.pendingPath': '%E0%A4%A', 'lumen.lastPlayed': '\u0000' },
    },
    {
      name: 'wrong types',
      local: {
        'lumen.session.v1': JSON.stringify({ v: 1, appToken: 7, userToken: 'x', loggedIn: 'yes', profileId: { $ne: 1 }, profileType: 3, firstName: ['a'] }),
      },
      session: {
        'lumen.reset': JSON.stringify({ token: 5, email: ['a@b.org'], code: null }),
        'lumen.registration': JSON.stringify(['Clare']),
        'lumen.layout': JSON.stringify({ layout: 'mobile' }),
        'lumen.pendingPath': JSON.stringify({ path: '/mylist' }),
        'lumen.lastPlayed': '42',
      },
    },
    {
      name: 'huge strings',
      local: {
        'lumen.session.v1': JSON.stringify({
          v: 1,
          appToken: null,
          userToken: { value: 'u'.repeat(500_000), expiresAt: Date.now() + 1e9 },
          loggedIn: true,
          profileId: null,
          profileType: null,
        }),
      },
      session: {
        'lumen.reset': 'r'.repeat(300_000),
        'lumen.registration': JSON.stringify({ firstName: 'f'.repeat(300_000) }),
        'lumen.layout': 'l'.repeat(100_000),
        'lumen.pendingPath': `/${'p'.repeat(100_000)}`,
        'lumen.lastPlayed': 'x'.repeat(100_000),
      },
    },
    {
      name: "an old version's shape",
      local: {
        'lumen.session.v1': JSON.stringify({ v: 0, token: 'abc', user: { loggedin: true, mylist: [] }, appToken: 'old' }),
        'lumen.session': JSON.stringify({ token: 'older' }),
      },
      session: {
        'lumen.reset': JSON.stringify({ state: { token: 't' } }),
        'lumen.registration': 'null',
        'lumen.layout': 'TV',
        'lumen.pendingPath': 'https://evil.example/',
        'lumen.lastPlayed': '//evil.example',
      },
    },
    {
      name: 'hostile markup',
      local: {
        'lumen.session.v1': JSON.stringify({
          v: 1,
          appToken: null,
          userToken: null,
          loggedIn: false,
          profileId: null,
          profileType: null,
          firstName: '<img src=x onerror="window.__xss=1">',
          profileName: '"><svg onload=window.__xss=1>',
        }),
      },
      session: {
        'lumen.reset': JSON.stringify({ email: '<script>window.__xss=1</script>' }),
        'lumen.registration': JSON.stringify({ firstName: '<img src=x onerror="window.__xss=1">' }),
        'lumen.layout': '<b>tv</b>',
        'lumen.pendingPath': 'javascript:window.__xss=1',
        'lumen.lastPlayed': '/\\evil.example',
      },
    },
  ];

  /** Writes storage on a page of the app's origin that runs no app code, before the app loads. */
  async function seed(page: Page, entries: { local: Record<string, string>; session: Record<string, string> }): Promise<void> {
    await page.goto('/brand/icon.svg');
    await page.evaluate(({ local, session }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
    }, entries);
  }

  test('garbage in every stored key never breaks start-up: home, focus, a usable app', async ({ page }, testInfo) => {
    const layout = layoutOf(testInfo);
    const errors = watchErrors(page);
    // The layout's own run goes through every kind; the other two layouts check the worst one.
    const cases = layout === 'tv' ? GARBAGE : GARBAGE.filter((c) => c.name === 'wrong types' || c.name === 'huge strings');
    for (const garbage of cases) {
      await test.step(garbage.name, async () => {
        await seed(page, garbage);
        await openApp(page);
        // Still the layout of this device: a stored layout that is not one is ignored.
        await expect(page.locator(`[data-layout="${layout}"]`)).toBeAttached();
        await expectUsableHome(page, layout);
        // Signed out, the bad value replaced by a clean one.
        const session = await page.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}'));
        expect(session).toMatchObject({ v: 1, loggedIn: false, userToken: null });
        expect(typeof session.appToken?.value).toBe('string');
        // The sign-up and reset pages read their kept state without breaking.
        await goInApp(page, '/checkemailverify');
        await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
        await goInApp(page, '/confirmemailverify');
        await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
        await goInApp(page, '/reset-phone-code');
        await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
      });
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('a token the server does not know: signed out once, quietly, with no loop of failing calls', { tag: '@tv' }, async ({ page }) => {
    // Only tv: the session check does not depend on the layout
    const errors = watchErrors(page);
    const accountCalls: number[] = [];
    let refused = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/account') accountCalls.push(Date.now());
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 401) refused += 1;
    });
    const stored = {
      v: 1,
      appToken: null,
      userToken: { value: 'a-token-this-server-never-issued', expiresAt: Date.now() + 86_400_000 },
      loggedIn: true,
      profileId: '0b5f2c1e-1111-4222-8333-444455556666',
      profileType: 'REGULAR',
      userId: 'u-1',
      firstName: 'Ghost',
      profileName: 'Ghost',
    };
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('lumen.session.v1', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, JSON.stringify(stored));
    await openApp(page);
    await waitForCardFocus(page);
    // The account check (a few seconds after start) hears 401 and signs out.
    await expect.poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}').loggedIn), { timeout: 15_000 }).toBe(false);
    await expect(page.locator(key('nav:sign-in'))).toBeAttached();
    await expect(page.getByText('Ghost')).toHaveCount(0);
    // No error screen, no error notification, and no retrying loop afterwards.
    await expect(page.getByRole('heading', { name: /Something went wrong|could not start/ })).toHaveCount(0);
    await expect(page.locator('.toast-error')).toHaveCount(0);
    const settledAt = Date.now();
    await page.waitForTimeout(5000);
    expect(accountCalls.length).toBe(1);
    expect(accountCalls.filter((at) => at > settledAt)).toEqual([]);
    expect(refused).toBeLessThanOrEqual(4);
    // Still a usable app, with the keys.
    await expectUsableHome(page, 'tv');
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}'));
    expect(session).toMatchObject({ loggedIn: false, userToken: null, profileId: null, profileName: null });
    expect(errors).toEqual([]);
  });

  test('an expired token is dropped before the app starts: no account call at all', { tag: '@tv' }, async ({ page }) => {
    // Only tv: the session check does not depend on the layout
    const accountCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/account') accountCalls.push(request.url());
    });
    const stored = {
      v: 1,
      appToken: { value: 'old-app-token', expiresAt: Date.now() - 1000 },
      userToken: { value: 'old-user-token', expiresAt: Date.now() - 1000 },
      loggedIn: true,
      profileId: 'p1',
      profileType: 'KIDS',
      userId: 'u',
      firstName: 'Old',
      profileName: 'Old',
    };
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('lumen.session.v1', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, JSON.stringify(stored));
    await openApp(page);
    await waitForCardFocus(page);
    await expect(page.locator(key('nav:sign-in'))).toBeAttached();
    await page.waitForTimeout(3500);
    expect(accountCalls).toEqual([]);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}'));
    expect(session).toMatchObject({ loggedIn: false, userToken: null, profileType: null });
    expect(session.appToken.value).not.toBe('old-app-token');
  });
});

test.describe('the API down', () => {
  test('at start, the server back without the browser saying so: Lumen starts by itself, no key pressed', { tag: '@tv' }, async ({ page }) => {
    // Only tv: start-up does not depend on the layout
    await page.route('**/api/**', offline);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Lumen could not start' })).toBeVisible();
    // No 'online' event comes (the network was there; the server was not): it tries again on its own.
    await page.unroute('**/api/**');
    await skipSplash(page);
    await expectUsableHome(page, 'tv');
  });

  test(
    'offline from a kept start, the server back without the browser saying so: the message goes by itself, focus on the page',
    { tag: '@tv' },
    async ({ page }) => {
      // Only tv: start-up does not depend on the layout
      await openApp(page);
      await waitForCardFocus(page);
      await page.route('**/api/**', offline);
      await page.reload();
      await skipSplash(page);
      const message = page.getByRole('alert').filter({ hasText: 'Lumen will carry on when the connection is back.' });
      await expect(message).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeFocused();
      await page.unroute('**/api/**');
      await expect(message).toBeHidden({ timeout: 20_000 });
      await expect.poll(() => page.evaluate(() => document.getElementById('content')?.contains(document.activeElement) ?? false)).toBe(true);
    },
  );

  test('at start: a clear message and a Retry that keeps answering until the server is back', async ({ page }, testInfo) => {
    const layout = layoutOf(testInfo);
    const errors = watchErrors(page);
    const heading = page.getByRole('heading', { name: 'Lumen could not start' });
    const retry = page.getByRole('button', { name: 'Retry' });

    // Nothing answers (the token and the settings both fail).
    await page.route('**/api/**', offline);
    await page.goto('/');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('We could not reach the server. Please check your connection and try again.');
    if (layout !== 'mobile') await expectVisibleFocus(page, 'Retry');
    await page.screenshot({ path: testInfo.outputPath(`startup-error-${layout}.png`) });

    // Retry while it is still down: the same message again, not a spinner that never ends.
    await choose(page, layout, retry, 'startup:retry');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    // The server answers, but with 503: its message, once.
    await page.unroute('**/api/**');
    await page.route('**/api/get-token', (route) => route.fulfill(JSON_503));
    await choose(page, layout, retry, 'startup:retry');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('alert')).toContainText("We could not load Lumen's settings. The service is down for maintenance. Please try again.");

    // The settings fail with a bare 503: our own words.
    await page.unroute('**/api/get-token');
    await page.route('**/api/appconfig', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await choose(page, layout, retry, 'startup:retry');
    await expect(page.getByRole('alert')).toContainText("We could not load Lumen's settings. The server answered with an error (503). Please try again.");

    // Back: Retry starts the app.
    await page.unroute('**/api/appconfig');
    await choose(page, layout, retry, 'startup:retry');
    await skipSplash(page);
    await expectUsableHome(page, layout);
    expect(errors).toEqual([]);
  });

  test('at start, a server that never answers: the message comes after the timeout, not an endless spinner', { tag: '@tv' }, async ({ page }) => {
    // Only tv: start-up does not depend on the layout
    test.setTimeout(60_000);
    const held: Route[] = [];
    await page.route('**/api/appconfig', (route) => {
      held.push(route);
    });
    await page.goto('/');
    await expect(page.getByRole('status')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Lumen could not start' })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('alert')).toContainText('The server took too long to answer');
    await expectVisibleFocus(page, 'Retry');
    await page.unroute('**/api/appconfig');
    await press(page, 'Enter');
    await skipSplash(page);
    await expectUsableHome(page, 'tv');
    for (const route of held) await route.abort().catch(() => undefined);
  });

  test('mid-session: a page, the detail modal and search say so, and recover when it returns', async ({ page }, testInfo) => {
    const layout = layoutOf(testInfo);
    const errors = watchErrors(page);
    await openApp(page);
    await expect(page.getByRole('region', { name: 'New Releases' }).locator('.vrow-card').first()).toBeVisible();
    if (layout === 'tv') await waitForCardFocus(page);

    // A page: the network page, while nothing answers.
    await page.route('**/api/**', offline);
    await goInApp(page, '/network/nw01/Category');
    await expect(page.getByRole('heading', { name: 'Network unavailable' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('We could not reach the server');
    if (layout === 'tv') await expectVisibleFocus(page, 'Retry');
    await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`network-down-${layout}.png`) });
    await page.unroute('**/api/**');
    await choose(page, layout, page.getByRole('button', { name: 'Retry' }), 'network:retry');
    await expect(page.getByRole('heading', { name: 'Lumen World', exact: true })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Network unavailable' })).toHaveCount(0);

    // The banner details page, with 503s.
    await page.route('**/api/**', (route) => route.fulfill(JSON_503));
    await goInApp(page, '/details/sr0001/Series');
    await expect(page.getByRole('heading', { name: 'Programme unavailable' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The service is down for maintenance');
    if (layout === 'tv') await expectVisibleFocus(page, 'Retry');
    await page.unroute('**/api/**');
    await choose(page, layout, page.getByRole('button', { name: 'Retry' }), 'details:retry');
    await expect(page.getByRole('button', { name: 'Watch Now!' })).toBeVisible();

    // The detail modal.
    await page.route('**/api/**', offline);
    await goInApp(page, '/?sDM=true&dId=sr0001&dType=Series&cId=cr-new');
    const modal = page.getByRole('dialog').last();
    await expect(modal.getByRole('heading', { name: 'Programme unavailable' })).toBeVisible();
    await expect(modal).toContainText('We could not reach the server');
    if (layout === 'tv') await expectVisibleFocus(page, 'Retry');
    await page.screenshot({ path: testInfo.outputPath(`detail-down-${layout}.png`) });
    await page.unroute('**/api/**');
    await choose(page, layout, modal.getByRole('button', { name: 'Retry' }), 'detail:retry');
    await expect(page.getByRole('dialog', { name: 'Pray with Saint John Bosco' })).toBeVisible();
    if (layout === 'tv') await expect.poll(() => focusKey(page)).toMatch(/^detail:/);
    await press(page, 'Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Search.
    await page.route('**/api/**', offline);
    await goInApp(page, '/search?query=rosary');
    const failed = page.getByRole('tabpanel').getByRole('alert');
    await expect(failed).toContainText('We could not reach the server');
    await page.unroute('**/api/**');
    await choose(page, layout, failed.getByRole('button', { name: 'Retry' }), 'search:retry');
    await expect(page.locator('.search-results .card').first()).toBeVisible();
    await expect(failed).toHaveCount(0);
    if (layout === 'tv') await expect.poll(async () => page.evaluate(() => document.activeElement?.hasAttribute('data-focused') ?? false)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('a slow server', () => {
  /** Holds every catalogue answer until `release` (home draws nothing to focus meanwhile). */
  async function holdCatalogues(page: Page) {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/catalogues\?/, async (route) => {
      await answered;
      await route.continue();
    });
    return () => release();
  }
  const inMenu = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[data-focus-section="NAV"]')));

  test('a page that draws late takes focus from the menu it waited in, once it comes', { tag: '@tv' }, async ({ page }) => {
    // Only tv: focus at rest: the TV
    const release = await holdCatalogues(page);
    await openApp(page);
    // The page's wait for its first focusable (4 s) ends in the menu.
    await expect.poll(() => inMenu(page), { timeout: 8000 }).toBe(true);
    release();
    await expect.poll(async () => (await focused(page)).focusKey).toBe('home:banner');
    await expectVisibleFocus(page, 'Featured');
  });

  test('…but not once the viewer has moved in the menu meanwhile', { tag: '@tv' }, async ({ page }) => {
    // Only tv: focus at rest: the TV
    const release = await holdCatalogues(page);
    await openApp(page);
    await expect.poll(() => inMenu(page), { timeout: 8000 }).toBe(true);
    await press(page, 'ArrowDown');
    const chosen = await focusKey(page);
    release();
    await expect(page.locator('.carousel .vrow-card').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await focusKey(page)).toBe(chosen);
    expect(await inMenu(page)).toBe(true);
  });

  test('a button busy with a slow answer keeps the remote: Left to the menu, Right back to it, with DOM focus', { tag: '@tv' }, async ({ page }) => {
    // Only tv: the remote's way between the menu and a busy button
    await openApp(page);
    await goInApp(page, '/details/sr0001/Series');
    await expect.poll(() => focusKey(page)).toBe('details:watch');
    // Watch Now! looks for the first episode; the answer is held, so the button stays busy.
    const release = await holdCatalogues(page);
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: 'Watch Now!' })).toHaveAttribute('aria-disabled', 'true');
    await press(page, 'ArrowLeft');
    await expect.poll(() => inMenu(page)).toBe(true);
    await press(page, 'ArrowRight');
    // The browser's focus is where the engine's is: one element shows focus, and it is the button.
    await expectVisibleFocus(page, 'Watch Now!');
    expect(await page.locator('[data-focused="true"]:not(:has([data-focused="true"]))').count()).toBe(1);
    // The answer comes: the press goes on (a signed-out viewer is asked to sign in first).
    release();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('error boundaries', () => {
  /** The modern chunk of a page or layer (the legacy SystemJS copies are for old TVs). */
  const chunk = (name: string) => new RegExp(`/assets/${name}-(?!legacy)[^/]*\\.js$`);
  /** React's report of the chunk refused on purpose (a boundary's caught error is logged). */
  const REFUSED_CHUNK = /^ChunkLoadError: Loading chunk failed/;

  test('a page whose code cannot be downloaded: a message in the frame, Go to Home focused, the navigation usable', async ({ page }, testInfo) => {
    const layout = layoutOf(testInfo);
    const errors = watchErrors(page, { allow: [REFUSED_CHUNK] });
    await openApp(page);
    await expect(page.getByRole('region', { name: 'New Releases' }).locator('.vrow-card').first()).toBeVisible();
    if (layout === 'tv') await waitForCardFocus(page);
    await page.route(chunk('NetworkPage'), (route) => route.abort('internetdisconnected'));
    await goInApp(page, '/network/nw01/Category');

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Part of the app could not be downloaded. Please check your connection and try again.');
    if (layout !== 'mobile') await expectVisibleFocus(page, 'Go to Home');
    // The frame is still there: its navigation shows beside (or above) the message.
    await expect(page.getByRole(layout === 'mobile' ? 'banner' : 'navigation', { name: 'Main' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`page-chunk-error-${layout}.png`) });
    if (layout === 'tv') {
      // Left reaches the navigation, Right comes back; Go to Home works with OK.
      await press(page, 'ArrowLeft');
      await expect.poll(() => focusKey(page)).toMatch(/^nav:/);
      await press(page, 'ArrowRight');
      await expect.poll(() => focusKey(page)).toBe('route-error:home');
    }
    await choose(page, layout, page.getByRole('button', { name: 'Go to Home' }), 'route-error:home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    if (layout === 'tv') await waitForCardFocus(page);

    // Through the navigation to another page: it works.
    await goInApp(page, '/search');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

    // Back to the page that failed: Try again (a fresh load) brings it once the code can come.
    await goInApp(page, '/network/nw01/Category');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.unroute(chunk('NetworkPage'));
    await choose(page, layout, page.getByRole('button', { name: 'Try again' }), 'route-error:retry');
    await skipSplash(page);
    await expect(page.getByRole('heading', { name: 'Lumen World', exact: true })).toBeAttached();
    await expect(page).toHaveURL(/\/network\/nw01\/Category$/);
    expect(errors).toEqual([]);
  });

  test('a layer whose code cannot be downloaded: an error dialog over the page, Close and Try again work', async ({ page }, testInfo) => {
    const layout = layoutOf(testInfo);
    const errors = watchErrors(page, { allow: [REFUSED_CHUNK] });
    await page.route(chunk('DetailModal'), (route) => route.abort('internetdisconnected'));
    await openApp(page);
    const card = page.getByRole('region', { name: 'New Releases' }).locator('.vrow-card').first();
    await expect(card).toBeVisible();
    const open = async () => {
      if (layout === 'tv') await press(page, 'Enter');
      else if (layout === 'mobile') await card.tap();
      else await card.click();
    };
    if (layout === 'tv') await waitForCardFocus(page);
    const opener = await focused(page);
    await open();

    const failure = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Part of the app could not be downloaded');
    if (layout !== 'mobile') await expectVisibleFocus(page, 'Close');
    await page.screenshot({ path: testInfo.outputPath(`layer-chunk-error-${layout}.png`) });

    // Close: back on the page, which still works (on TV focus returns to the card).
    await choose(page, layout, failure.getByRole('button', { name: 'Close' }).last(), 'detail-error:close');
    await expect(failure).toHaveCount(0);
    await expect(page).not.toHaveURL(/sDM=/);
    if (layout === 'tv') await expect.poll(() => focused(page)).toMatchObject({ row: opener.row, index: opener.index });

    // Again, still failing: the same dialog. Once the code can come, Try again opens the modal.
    await open();
    await expect(failure).toBeVisible();
    await page.unroute(chunk('DetailModal'));
    await choose(page, layout, failure.getByRole('button', { name: 'Try again' }), 'detail-error:retry');
    await expect(failure).toHaveCount(0);
    const modal = page.getByRole('dialog').last();
    await expect(modal.getByRole('button', { name: /Start Watching|Watch Now/ }).first()).toBeVisible();
    if (layout === 'tv') await expect.poll(() => focusKey(page)).toMatch(/^detail:/);
    await press(page, 'Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('layers over layers: a share dialog or login popup whose code cannot come gives way back to what opened it', { tag: '@tv' }, async ({ page }) => {
    // Only tv: the stacking of layers is the same in every layout; the remote run checks where focus goes
    const errors = watchErrors(page, { allow: [REFUSED_CHUNK] });
    await page.route(chunk('ShareDialog'), (route) => route.abort('internetdisconnected'));
    await page.route(chunk('LoginPopup'), (route) => route.abort('internetdisconnected'));
    await openApp(page, '/?sDM=true&dId=ep00001&dType=vod&cId=cr-new');
    await expect.poll(() => focusKey(page)).toBe('detail:watch');

    // Evangelize over the detail modal: the error dialog over the modal; Close returns to Evangelize.
    await moveFocusTo(page, key('detail:share'));
    await press(page, 'Enter');
    const failure = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(failure).toContainText('Part of the app could not be downloaded');
    await expectVisibleFocus(page, 'Close');
    await press(page, 'Enter');
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Beginning Again' })).toBeVisible();
    await expect.poll(() => focusKey(page)).toBe('detail:share');
    // Try again once the code can come: the share dialog itself.
    await press(page, 'Enter');
    await expect(failure).toBeVisible();
    await page.unroute(chunk('ShareDialog'));
    await moveFocusTo(page, key('share-error:retry'));
    await press(page, 'Enter');
    await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
    await press(page, 'Escape');
    await expect(page.getByRole('dialog', { name: 'Share' })).toHaveCount(0);
    await press(page, 'Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The sign-in popup from the navigation: Back closes the error dialog, focus is back on Sign In.
    await waitForCardFocus(page);
    await press(page, 'ArrowLeft');
    await moveFocusTo(page, key('nav:sign-in'));
    await press(page, 'Enter');
    await expect(failure).toBeVisible();
    await expectVisibleFocus(page, 'Close');
    await press(page, 'Escape');
    await expect(failure).toHaveCount(0);
    await expect.poll(() => focusKey(page)).toBe('nav:sign-in');
    expect(errors).toEqual([]);
  });

  test('on the legacy bundle (old TV engines) a page whose code cannot come says so too', { tag: '@tv' }, async ({ page }) => {
    // Only tv: the legacy bundle is for TVs
    // As on an engine before Chrome 105: the boot script starts the legacy (SystemJS) bundle.
    await runAsOldEngine(page);
    await openApp(page);
    await waitForCardFocus(page);
    await page.route(/\/assets\/NetworkPage-legacy-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await goInApp(page, '/network/nw01/Category');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Part of the app could not be downloaded');
    await expectVisibleFocus(page, 'Go to Home');
    await press(page, 'Enter');
    await waitForCardFocus(page);
  });
});
