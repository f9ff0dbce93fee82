import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { loadMark, waitForApp } from './wait-for-app';

export type Layout = 'tv' | 'desktop' | 'mobile';

export function layoutOf(testInfo: TestInfo): Layout {
  return testInfo.project.name as Layout;
}

export { NOT_FOUND_PATH, ROUTE_TABLE, SIGNED_OUT_ONLY } from './route-table';
export { loadMark, waitForApp } from './wait-for-app';

/**
 * The page runs as on a TV engine older than Chrome 105 (Tizen 2020-2023 is Chrome 69-94, webOS 5
 * is 68): the boot script (src/boot/boot.js) finds no static Response.json (Chrome 105). With
 * `tier: 'middle'` that is all, and it starts the middle bundle, as it does on Chrome 64 to 104;
 * by default ResizeObserver (Chrome 64) goes too, and it starts the legacy bundle, as on Tizen 2019
 * (Chrome 63) and older. `withoutModules` also takes away ES modules (`noModule`), as on
 * Chromium 53 (LG webOS 4).
 */
export async function runAsOldEngine(
  page: Page,
  { tier = 'legacy', withoutModules = false }: { tier?: 'middle' | 'legacy'; withoutModules?: boolean } = {},
): Promise<void> {
  await page.addInitScript(
    ({ beforeChrome64, noModules }) => {
      delete (Response as unknown as { json?: unknown }).json;
      if (beforeChrome64) delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
      if (noModules) delete (HTMLScriptElement.prototype as unknown as { noModule?: unknown }).noModule;
    },
    { beforeChrome64: tier === 'legacy', noModules: withoutModules },
  );
}

/** Chrome's report of an inline handler in hostile markup blocked by the page's policy, as it parses it (inert, in the sanitiser's own document): the policy at work. */
export const BLOCKED_BY_POLICY = /^Executing inline event handler violates the following Content Security Policy/;

/**
 * Collects uncaught page errors and console errors (the app's own complaints, shaka's, React's), so a
 * test can assert a screen drew without one. The browser's own line for a request answered with an
 * error status ("Failed to load resource") is not one: tests refuse requests on purpose. `allow`
 * names the console errors a test causes on purpose (a refused chunk, hostile markup).
 */
export function watchErrors(page: Page, { allow = [] }: { allow?: RegExp[] } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/^Failed to load resource/.test(text) && !allow.some((pattern) => pattern.test(text))) errors.push(`console: ${text}`);
  });
  return errors;
}

/**
 * Skips the start-up film with OK, when it plays (on the app's own start, once
 * a visit): the film and the page are drawn together, so once either is there it is known.
 */
export async function skipSplash(page: Page): Promise<void> {
  const splash = page.getByTestId('splash');
  // (or the start-up's error screen, which comes instead of both)
  await page
    .locator('#content, [data-testid="splash"], .startup-error')
    .first()
    .waitFor({ state: 'attached', timeout: 20_000 })
    .catch(() => undefined);
  // The look and the key are one step in the page: on a slow machine the film can end between a
  // look from here and a key press from here, and the OK would then land on the page under it.
  // (shell.spec.ts presses a real OK on the film.)
  // Again while the film is there: an OK before the film listens for keys is lost, as on a TV.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          if (!document.querySelector('[data-testid="splash"]')) return false;
          const init = { key: 'Enter', code: 'Enter', keyCode: 13, which: 13, bubbles: true, cancelable: true };
          (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', init));
          return true;
        }),
      { intervals: [100, 250, 500] },
    )
    .toBe(false);
  await expect(splash).toBeHidden();
}

/** Opens the app at `path`, skips the splash with OK as a viewer would, waits for focus. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await skipSplash(page);
  await expect(page.locator('#content')).toBeAttached();
}

export interface FocusInfo {
  /** Visible text or aria-label of the focused element. */
  label: string;
  /** The row it is in (data-row), if any. */
  row: string | null;
  /** The card index within its row, if a card. */
  index: number | null;
  focusKey: string | null;
}

export async function focused(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const card = element?.closest('.vrow-card');
    const label = (card?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    return {
      label,
      row: element?.closest('[data-row]')?.getAttribute('data-row') ?? null,
      index: card ? Number(card.getAttribute('data-index')) : null,
      focusKey: element?.getAttribute('data-focus-key') ?? null,
    };
  });
}

/** Where focus is: its row (a carousel), or the focus key of what holds it (a banner between rows); '' for none. */
export async function focusPlace(page: Page): Promise<string> {
  const now = await focused(page);
  return now.row ?? now.focusKey ?? '';
}

/** Holds back the requests matching `url` until the returned release is called (a slow network). */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Presses a key and waits for the app to have handled it (waitForApp). */
export async function press(page: Page, key: string, times = 1): Promise<void> {
  const mark = await loadMark(page);
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  await waitForApp(page, mark);
}

/** Navigates inside the running app (no reload, no new start-up), as a link would. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // A history entry of its own, keyed as the router keys one (an entry without a key reads as
    // the first entry, and would come back to focus remembered there).
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Waits until focus sits on a card. On a page that opens on its banner (home), one Down moves
 * from the banner to the first row.
 */
export async function waitForCardFocus(page: Page): Promise<FocusInfo> {
  await expect
    .poll(
      async () => {
        const now = await focused(page);
        return now.index !== null || (now.focusKey ?? '').endsWith(':banner');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if ((await focused(page)).index === null) await press(page, 'ArrowDown');
  // The Down is held until the first row is drawn (on a busy machine, the legacy bundle: seconds).
  await expect.poll(async () => (await focused(page)).index, { timeout: 15_000 }).not.toBeNull();
  return focused(page);
}

let accountSeq = 0;

/** A new account, registered and e-mail-verified through the API; its password is 'pass-word-1'. */
export async function createVerifiedAccount(request: APIRequestContext, name = 'viewer'): Promise<{ email: string; password: string }> {
  const headers = { customerid: 'lumen' };
  // The worker's index keeps addresses apart when workers sign up in the same millisecond.
  const email = `${name}${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? 0}n${accountSeq++}@example.org`;
  const password = createHash('sha256').update('pass-word-1').digest('hex');
  const registered = await request.post('/api/register', {
    headers,
    data: { first_name: 'Clare', last_name: 'Assisi', username: email, email_address: email, password },
  });
  expect(registered.status()).toBe(200);
  const mail = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers })).json()).items[0];
  const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
  const uid = link.searchParams.get('uid')!;
  const token = link.searchParams.get('token')!;
  expect((await request.post(`/api/confirm/${encodeURIComponent(uid)}?token=${token}`, { headers, data: { username: uid, token } })).status()).toBe(200);
  return { email, password: 'pass-word-1' };
}

/**
 * A new verified account, signed in through the API, its session stored where the app keeps it
 * (the sign-in screens themselves are covered by accounts.spec.ts). Call before openApp.
 */
export async function signInByApi(
  page: Page,
  request: APIRequestContext,
  name = 'viewer',
  /** Only on the first load: later loads keep what the app stored (a chosen profile). */
  options: { once?: boolean } = {},
): Promise<{ email: string; token: string; password: string }> {
  const headers = { customerid: 'lumen' };
  const { email } = await createVerifiedAccount(request, name);
  const password = createHash('sha256').update('pass-word-1').digest('hex');
  const login = await request.post('/api/login', { headers, data: { username: email, password } });
  expect(login.status()).toBe(200);
  const body = await login.json();
  const session = {
    v: 1,
    appToken: null,
    userToken: { value: body.user_token, expiresAt: Date.now() + 24 * 3600 * 1000 },
    loggedIn: true,
    profileId: null,
    profileType: null,
    userId: body.user.id ?? null,
    firstName: 'Clare',
  };
  const store = `localStorage.setItem('lumen.session.v1', ${JSON.stringify(JSON.stringify(session))});`;
  await page.addInitScript(options.once ? `if (!localStorage.getItem('lumen.session.v1')) ${store}` : store);
  return { email, token: body.user_token, password: 'pass-word-1' };
}

/**
 * Moves focus with the arrow keys, as a viewer would, to the element `selector` names: up or down
 * while it is on another line, then left or right, once the page has drawn it. Fails if the keys
 * cannot get there.
 */
export async function moveFocusTo(page: Page, selector: string, maxPresses = 24): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    const step = await page.evaluate((sel) => {
      const target = document.querySelector(sel);
      const active = document.activeElement;
      if (!target || !active) return 'missing';
      if (target === active || target.contains(active)) return 'done';
      const a = active.getBoundingClientRect();
      const t = target.getBoundingClientRect();
      const dy = t.top + t.height / 2 - (a.top + a.height / 2);
      const dx = t.left + t.width / 2 - (a.left + a.width / 2);
      if (Math.abs(dy) > Math.min(a.height, t.height) / 2) return dy > 0 ? 'ArrowDown' : 'ArrowUp';
      return dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    }, selector);
    if (step === 'done') return;
    // Just after a navigation the page may not have drawn the target yet: wait for it, and for the
    // page's own first focus (a key pressed before it would go to the page before), then go on.
    if (step === 'missing') {
      await expect(page.locator(selector)).toBeAttached();
      await expect
        .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), { timeout: 5_000 })
        .toBe(true)
        .catch(() => undefined);
      continue;
    }
    await press(page, step);
  }
  await expect(page.locator(selector)).toBeFocused();
}

/** Chooses Sign Out in the profile menu, with the layout's own input (a remote's keys, a click, a tap). */
export async function chooseSignOut(page: Page, layout: Layout): Promise<void> {
  if (layout === 'tv') {
    await press(page, 'ArrowLeft');
    for (let i = 0; i < 20 && (await focused(page)).focusKey !== 'nav:profile'; i++) await press(page, 'ArrowDown');
    await press(page, 'Enter');
    for (let i = 0; i < 8 && (await focused(page)).label !== 'Sign Out'; i++) await press(page, 'ArrowDown');
    await expect.poll(async () => (await focused(page)).label).toBe('Sign Out');
    await press(page, 'Enter');
  } else {
    const tap = async (target: ReturnType<Page['locator']>) => (layout === 'mobile' ? target.tap() : target.click());
    if (layout === 'mobile') await tap(page.getByRole('button', { name: 'Menu' }));
    await tap(page.locator('[data-focus-key="nav:profile"]'));
    await tap(
      page
        .getByRole('button', { name: 'Sign Out' })
        .or(page.getByRole('menuitem', { name: 'Sign Out' }))
        .first(),
    );
  }
}
