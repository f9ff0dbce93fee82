import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { focused, layoutOf, moveFocusTo, openApp, press, signInByApi } from './helpers';

const HEADERS = { customerid: 'lumen' };
const PASSWORD = 'Ave-Maria-33';

/** A verified account that has not signed in yet (the sign-in itself happens on screen). */
async function verifiedAccount(request: APIRequestContext): Promise<string> {
  const email = `plans${Date.now().toString(36)}@example.org`;
  const password = createHash('sha256').update(PASSWORD).digest('hex');
  expect(
    (
      await request.post('/api/register', {
        headers: HEADERS,
        data: { first_name: 'Gianna', last_name: 'Molla', username: email, email_address: email, password },
      })
    ).status(),
  ).toBe(200);
  const mail = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: HEADERS })).json()).items[0];
  const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
  const uid = link.searchParams.get('uid')!;
  const token = link.searchParams.get('token')!;
  expect((await request.post(`/api/confirm/${encodeURIComponent(uid)}?token=${token}`, { headers: HEADERS, data: { username: uid, token } })).status()).toBe(
    200,
  );
  return email;
}

const focusKey = async (page: Parameters<typeof focused>[0]) => (await focused(page)).focusKey;

test('a viewer without a plan is offered the free plan after sign-in, and takes it with the keys', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: the keyboard-only journey runs on the TV layout
  const email = await verifiedAccount(request);
  await openApp(page, '/login');
  await expect.poll(() => focusKey(page)).toBe('page-login:email');
  await page.keyboard.type(email);
  await press(page, 'Enter');
  await expect.poll(() => focusKey(page)).toBe('page-login:password');
  await page.keyboard.type(PASSWORD);
  await press(page, 'Enter');

  const popup = page.getByRole('dialog', { name: 'Choose your free plan' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('There is nothing to pay and no card to enter.');
  await expect.poll(() => focusKey(page)).toBe('subscription:go');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/packages$/);
  await expect(popup).toBeHidden();

  await expect.poll(() => focusKey(page)).toBe('plan:free:main');
  await expect(page.locator('[data-focus-key="plan:free:main"]')).toHaveText('Subscribe');
  await press(page, 'Enter');
  await expect(page.getByText(/^Welcome to Lumen Free! Your free plan runs until /)).toBeVisible();
  await expect(page.locator('[data-focus-key="plan:free:main"]')).toHaveText('Current plan');
  await expect(page.getByText(/Active until .* · auto-renew on/)).toBeVisible();

  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}'));
  const auth = { ...HEADERS, authorization: `Bearer ${session.userToken.value}` };
  expect(await (await request.get('/api/account', { headers: auth })).json()).toMatchObject({
    subscriptionHistory: 1,
    recurring: 1,
    subscriptions: [{ package_id: 'free' }],
  });

  // Auto-renew off, with the keys; focus goes back to the plan's own button.
  await moveFocusTo(page, '[data-focus-key="plan:free:renew-off"]');
  await press(page, 'Enter');
  await expect(page.getByText('Auto-renew is off. Your plan stays active until it ends.')).toBeVisible();
  await expect(page.getByText(/auto-renew off/)).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('plan:free:main');
  expect((await (await request.get('/api/account', { headers: auth })).json()).recurring).toBe(0);
});

test('My Dashboard shows the list, the shares and the feedback of the viewer, tab by tab', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: one remote journey; the mouse and touch use the same buttons
  const { token } = await signInByApi(page, request, 'dashboard');
  const auth = { ...HEADERS, authorization: `Bearer ${token}` };
  expect((await request.post('/api/mylist', { headers: auth, data: { video_id: 'sr0002', status: 1 } })).status()).toBe(200);
  expect((await request.post('/api/shares', { headers: auth, data: { video_id: 'sr0001', service: 'email' } })).status()).toBe(200);
  expect(
    (await request.post('/api/feedback', { headers: auth, data: { rating: 9, message: 'A blessing for our family.', videoId: 'ep00001' } })).status(),
  ).toBe(200);
  const show = (await (await request.get('/api/video?id=sr0001', { headers: HEADERS })).json())._embedded.collections[0].name as string;
  const saved = (await (await request.get('/api/video?id=sr0002', { headers: HEADERS })).json())._embedded.collections[0].name as string;

  await openApp(page, '/Account');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('dashboard:tab:watchlist');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: saved })).toBeVisible();

  await press(page, 'ArrowRight');
  await press(page, 'Enter');
  await expect(page.getByRole('tab', { name: 'Evangelize' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('button', { name: show })).toContainText('Shared on Email');
  // OK on a share opens its programme; Back returns to the entry.
  await moveFocusTo(page, `[data-focus-key^="dashboard:evangelize:list:"]`);
  await press(page, 'Enter');
  const modal = page.getByRole('dialog', { name: show });
  await expect(modal).toBeVisible();
  await press(page, 'Escape');
  await expect(modal).toBeHidden();
  await expect.poll(async () => (await focusKey(page)) ?? '').toMatch(/^dashboard:evangelize:list:/);

  await press(page, 'ArrowUp');
  await press(page, 'ArrowRight');
  await expect.poll(() => focusKey(page)).toBe('dashboard:tab:thoughts');
  await press(page, 'Enter');
  await expect(panel).toContainText('Rated 9/10');
  await expect(panel).toContainText('A blessing for our family.');

  await press(page, 'ArrowRight');
  await press(page, 'Enter');
  // A TV streams: downloads are for phones and computers (downloads.spec.ts).
  await expect(panel).toContainText('Downloads are for phones and computers: on a TV, programmes play by streaming.');
});

test('sharing from the detail modal is noted for the dashboard, and a new viewer has none', { tag: '@desktop' }, async ({ page, request, context }) => {
  // Only desktop: the share dialog is the same on every layout; this is the mouse run
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { token } = await signInByApi(page, request, 'sharer');
  await openApp(page, '/Account?tab=evangelize');
  await expect(page.getByRole('tabpanel')).toContainText('No Results Found');
  await page.goto('/?sDM=true&dId=sr0003&dType=Series&cId=');
  await page.getByRole('dialog').getByRole('button', { name: 'Evangelize' }).click();
  await page.getByRole('dialog', { name: 'Share' }).getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  const auth = { ...HEADERS, authorization: `Bearer ${token}` };
  await expect
    .poll(async () =>
      (await (await request.get('/api/shares', { headers: auth })).json()).items.map(
        (s: { video_id: string; service: string }) => `${s.video_id}:${s.service}`,
      ),
    )
    .toEqual(['sr0003:copy']);
});

test('/popup tells a visitor to sign in, a new viewer to choose a plan, and a subscriber that all is set', async ({ page, request }, testInfo) => {
  await openApp(page, '/popup');
  await expect(page.getByRole('heading', { name: 'Your Lumen plan' })).toBeVisible();
  await expect(page.getByText('Please sign in to see your plan. Every Lumen plan is free: no payment, no card.')).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  if (layoutOf(testInfo) === 'tv') {
    await expect.poll(() => focusKey(page)).toBe('plan-popup:sign-in');
    await press(page, 'Enter');
  } else await signIn.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Please sign in to see your plan.').first()).toBeVisible();

  const { token } = await signInByApi(page, request, 'popup');
  await openApp(page, '/popup');
  await expect(page.getByRole('heading', { name: 'Choose your free plan' })).toBeVisible();
  await expect(page.getByText('There is nothing to pay and no card to enter.')).toBeVisible();
  if (layoutOf(testInfo) === 'tv') {
    await expect.poll(() => focusKey(page)).toBe('plan-popup:go');
    await press(page, 'Enter');
  } else await page.getByRole('button', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/packages$/);

  const auth = { ...HEADERS, authorization: `Bearer ${token}` };
  expect((await request.post('/api/subscriptions', { headers: auth, data: { package_id: 'free', recurring: 1 } })).status()).toBe(200);
  await openApp(page, '/popup');
  await expect(page.getByRole('heading', { name: 'You are all set' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  if (layoutOf(testInfo) !== 'tv') return;
  // The page places its focus once it has the plan; a press before then would be lost.
  await expect.poll(() => focusKey(page)).toBe('plan-popup:go');
  await press(page, 'ArrowRight');
  await expect.poll(() => focusKey(page)).toBe('plan-popup:home');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('/popup keeps its way out when the account cannot be read', async ({ page, request }) => {
  await signInByApi(page, request, 'popupdown');
  await page.route('**/api/account', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The service is busy. Please try again in a moment.' }) }),
  );
  await openApp(page, '/popup');
  await expect(page.getByRole('alert').filter({ hasText: 'The server answered with an error (503). Please try again.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  await page.unroute('**/api/account');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your free plan' })).toBeVisible();
});
