import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedAccount, focused, openApp, press, signInByApi } from './helpers';

/** Journeys of issue 49 that went wrong for a viewer: each test failed before its fix. */

const HEADERS = { customerid: 'lumen' };
const NOT_FOR_KIDS = 'This programme is not available on a kids profile.';

/** Signed in (through the API) on a new account's KIDS profile, chosen as the app keeps it. */
async function onKidsProfile(page: Page, request: APIRequestContext): Promise<string> {
  const { token } = await signInByApi(page, request, 'kids.journey');
  const created = await request.post('/api/profiles/create', {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data: { name: 'Little One', type: 'KIDS' },
  });
  expect(created.status()).toBe(200);
  const profileId: string = (await created.json()).data.id;
  await page.addInitScript((id) => {
    const session = JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}');
    localStorage.setItem('lumen.session.v1', JSON.stringify({ ...session, profileId: id, profileType: 'KIDS', profileName: 'Little One' }));
  }, profileId);
  return profileId;
}

test('a TV sign-in waits for the phone without a console error (the poll answers pending as no failure)', { tag: '@tv' }, async ({ page }) => {
  // Only tv: the TV side of signing in with a phone
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const polls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/device/token')) polls.push(response.status());
  });
  await openApp(page, '/login');
  await expect.poll(async () => (await focused(page)).focusKey).toBe('page-login:email');
  await press(page, 'ArrowUp');
  await expect.poll(async () => (await focused(page)).label).toBe('Sign in with your phone');
  await press(page, 'Enter');
  await expect(page.getByTestId('device-code')).toBeVisible();
  // Two polls of the phone not having answered yet (every 2 s).
  await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Waiting for your phone…')).toBeVisible();
  await expect(page.getByText('We lost the connection to the server. Trying again…')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a deep link to a redirecting route keeps its query: /AllShows with sDM opens the modal over the list', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: one layout: the address is the same everywhere
  const show = (await (await request.get('/api/video?id=sr0058', { headers: HEADERS })).json())._embedded.collections[0];
  await openApp(page, '/AllShows?sDM=true&dId=sr0058&dType=Series&cId=x');
  await expect(page).toHaveURL(/\/AllShows\/list\?sDM=true&dId=sr0058&dType=Series&cId=x$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: show.name, exact: true }).first()).toBeVisible();
  // Closing it clears the query and leaves the list.
  await press(page, 'Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/AllShows\/list$/);
});

test('on a kids profile, All Shows lists the kids shows under its filters', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: the remote case
  const profileId = await onKidsProfile(page, request);
  await openApp(page, '/AllShows/list');
  await expect(page.getByRole('button', { name: /^Sort by/ })).toBeVisible();
  const grid = page.locator('[data-row="allshows:grid"]');
  await expect(grid.locator('[data-index="0"]')).toBeVisible();
  await expect(page.getByText(NOT_FOR_KIDS)).toHaveCount(0);
  // What it lists is what the server lists a kids profile: its first show first.
  const kidsShows = await request.get('/api/catalogues?id=cat-all-shows&size=100&page=1', { headers: { ...HEADERS, profileid: profileId } });
  expect(kidsShows.status()).toBe(200);
  const first = (await kidsShows.json())._embedded.items[0];
  await expect(grid.locator('[data-index="0"]')).toContainText(first.name);
  await expect(page.locator('.allshows-count')).toHaveText(/^\d+ shows?$/);
  // The rail offers Shows to a child too.
  await expect(page.locator('[data-focus-key="nav:shows"]')).toHaveCount(1);
});

test('on a kids profile, feedback on a grown-up show is its refusal alone, with a way back', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: the remote case
  await onKidsProfile(page, request);
  await openApp(page, '/feedback/sr0001/Series');
  await expect(page.getByText(NOT_FOR_KIDS)).toBeVisible();
  await expect(page.getByPlaceholder('Space to share your thoughts')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 of 10' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).focusKey).toBe('feedback:back');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/$/);
});

test(
  'signed in from the player’s popup, the video waits under "Choose your free plan" and plays once it is closed',
  { tag: '@desktop' },
  async ({ page, request }) => {
    // Only desktop: the sign-in form is typed in on a computer
    const account = await createVerifiedAccount(request, 'plan.player');
    await openApp(page, '/viewVideo/ep00001/vod/cr-new');
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByRole('button', { name: 'Continue', exact: true }).click();
    await signIn.getByLabel('Password', { exact: true }).fill(account.password);
    await signIn.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page).toHaveURL(/\/viewVideo\/ep00001\/vod\/cr-new$/);
    const plan = page.getByRole('dialog', { name: 'Choose your free plan' });
    await expect(plan).toBeVisible();
    const video = page.locator('[data-testid="player"] video');
    const currentTime = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
    // Past the autoplay's second and then some: nothing plays under the popup.
    await expect(video).toBeAttached();
    await page.waitForTimeout(4_000);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const under = await currentTime();
    await page.waitForTimeout(1_500);
    expect(await currentTime()).toBe(under);

    await plan.getByRole('button', { name: 'Not now' }).click();
    await expect(plan).toBeHidden();
    await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(under + 1);
  },
);
