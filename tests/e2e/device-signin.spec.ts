import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { createVerifiedAccount, focused, layoutOf, openApp, press, signInByApi } from './helpers';

/**
 * Signing in on a TV with a phone: the TV (this project's page, 1920x1080 with a TV user agent)
 * shows a code; a phone (its own browser context, 390x844 by touch) approves it.
 */

const CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/;

async function phoneContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
}

/** On the TV's /login, Up from the e-mail field to 'Sign in with your phone', OK, and the code. */
async function showCodeOnTv(tv: Page): Promise<string> {
  await openApp(tv, '/login');
  await expect.poll(async () => (await focused(tv)).focusKey).toBe('page-login:email');
  await press(tv, 'ArrowUp');
  await expect.poll(async () => (await focused(tv)).label).toBe('Sign in with your phone');
  await press(tv, 'Enter');
  const code = tv.getByTestId('device-code');
  await expect(code).toHaveText(CODE);
  return (await code.textContent())!.trim();
}

test('a TV signs in with a code approved on a phone', { tag: '@tv' }, async ({ page: tv, browser, request }, testInfo) => {
  // Only tv: one TV and one phone: the TV project runs it
  const code = await showCodeOnTv(tv);
  const port = new URL(testInfo.project.use.baseURL!).port;
  await expect(tv.getByTestId('device-qr').locator('img')).toBeVisible();
  await expect(tv.getByText(`localhost:${port}/activate`, { exact: true })).toBeVisible();
  await expect(tv.getByText(/The code expires in (10:00|9:\d\d)\./)).toBeVisible();
  await expect(tv.getByText('Waiting for your phone…')).toBeVisible();
  // The code is big enough to read from the sofa.
  const size = await tv.getByTestId('device-code').evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  expect(size).toBeGreaterThanOrEqual(72);

  const account = await createVerifiedAccount(request, 'phone.owner');
  const phoneContextOf = await phoneContext(browser, testInfo);
  const phone = await phoneContextOf.newPage();
  // From the QR code: signed out, so the phone asks to sign in first and comes back with the code.
  await openApp(phone, `/activate?code=${code}`);
  const popup = phone.getByRole('dialog', { name: 'Sign in' });
  await expect(popup.getByText('Please sign in to approve the sign-in on your TV.')).toBeVisible();
  await popup.getByLabel('Email').fill(account.email);
  await popup.getByRole('button', { name: 'Continue', exact: true }).tap();
  await popup.getByLabel('Password', { exact: true }).fill(account.password);
  await popup.getByRole('button', { name: 'Continue', exact: true }).tap();
  await expect(phone).toHaveURL(new RegExp(`/activate\\?code=${code}$`));
  // A new account is offered the free plan first: not now.
  const offer = phone.getByRole('dialog', { name: 'Choose your free plan' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).tap();
  await expect(offer).toBeHidden();
  await expect(phone.getByLabel('Code from your TV')).toHaveValue(code);
  await phone.getByRole('button', { name: 'Approve sign-in on your TV' }).tap();
  await expect(phone.getByText('Your TV is now signed in.')).toBeVisible();

  // The TV notices within a poll or two and goes where a password sign-in goes.
  await expect(tv).toHaveURL(/\/profile\/list$/, { timeout: 10_000 });
  const session = await tv.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}'));
  expect(session).toMatchObject({ loggedIn: true, firstName: 'Clare' });
  await expect(tv.getByRole('dialog', { name: 'Choose your free plan' })).toBeVisible();

  // One use: the same code again is refused on the phone.
  await phone.goto(`/activate?code=${code}`);
  await phone.getByRole('button', { name: 'Approve sign-in on your TV' }).tap();
  await expect(phone.getByText('This code has already been used. Please get a new code on your TV.')).toBeVisible();
  await phoneContextOf.close();
});

test('the phone says plainly when a code is wrong', { tag: '@mobile' }, async ({ page, request }) => {
  // Only mobile: the phone side
  await signInByApi(page, request, 'typo');
  await openApp(page, '/activate');
  const field = page.getByLabel('Code from your TV');
  await expect(field).toHaveValue('');
  await page.getByRole('button', { name: 'Approve sign-in on your TV' }).tap();
  await expect(page.getByText('Please enter the code shown on your TV.')).toBeVisible();
  await field.fill('bcdf-ghjk');
  await expect(field).toHaveValue('BCDF-GHJK');
  await page.getByRole('button', { name: 'Approve sign-in on your TV' }).tap();
  await expect(page.getByText('We could not find this code. Please check it against your TV.')).toBeVisible();
});

test('an expired code says so and a new one comes with OK; Back returns to the options', { tag: '@tv' }, async ({ page: tv }) => {
  // Only tv: the TV side
  await tv.clock.install();
  const first = await showCodeOnTv(tv);
  await tv.clock.fastForward('10:01');
  await expect(tv.getByText('This code has expired.')).toBeVisible();
  await expect(tv.getByTestId('device-code')).toHaveCount(0);
  await expect.poll(async () => (await focused(tv)).label).toBe('Get a new code');
  await press(tv, 'Enter');
  await expect(tv.getByTestId('device-code')).toHaveText(CODE);
  expect(await tv.getByTestId('device-code').textContent()).not.toBe(first);

  await press(tv, 'Escape');
  await expect(tv.getByTestId('device-code')).toHaveCount(0);
  await expect.poll(async () => (await focused(tv)).label).toBe('Sign in with your phone');
  await expect(tv).toHaveURL(/\/login$/);
});

test('a TV that cannot reach the server says so, and Try again works', { tag: '@tv' }, async ({ page: tv }) => {
  // Only tv: the TV side
  await tv.route('**/api/device/code', (route) => route.abort('connectionrefused'));
  await openApp(tv, '/login');
  await expect.poll(async () => (await focused(tv)).focusKey).toBe('page-login:email');
  await press(tv, 'ArrowUp');
  await press(tv, 'Enter');
  await expect(tv.getByText('We could not reach the server. Please check your connection and try again.')).toBeVisible();
  await expect.poll(async () => (await focused(tv)).label).toBe('Try again');
  await tv.unroute('**/api/device/code');
  await press(tv, 'Enter');
  await expect(tv.getByTestId('device-code')).toHaveText(CODE);
});

test('Donate on a TV shows the donation site as a QR code instead of leaving the app', { tag: ['@tv', '@desktop'] }, async ({ page }, testInfo) => {
  const layout = layoutOf(testInfo);
  // Only tv and desktop: TV shows a QR code; desktop keeps its link
  await openApp(page, '/');
  const donate = page.locator('[data-focus-key="nav:donate"]');
  if (layout === 'desktop') {
    await expect(donate).toHaveAttribute('href', /^https:\/\/give\./);
    return;
  }
  // With the remote: into the rail, down to Donate, OK.
  await expect.poll(async () => (await focused(page)).focusKey).not.toBeNull();
  await press(page, 'ArrowLeft');
  for (let i = 0; i < 20 && (await focused(page)).focusKey !== 'nav:donate'; i++) await press(page, 'ArrowDown');
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Give to Lumen' });
  await expect(dialog.getByText('Scan with your phone to give')).toBeVisible();
  await expect(dialog.getByTestId('donate-qr').locator('img')).toBeVisible();
  await expect(dialog.getByText(/^give\..*\/fellowship$/)).toBeVisible();
  expect(page.url()).not.toContain('give.');
  await press(page, 'Escape');
  await expect(dialog).toBeHidden();
});
