import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { focused, goInApp, moveFocusTo, openApp, press, signInByApi, watchErrors } from './helpers';

const key = (focusKey: string) => `[data-focus-key="${focusKey}"]`;
const focusKey = async (page: Page) => (await focused(page)).focusKey ?? '';
const HEADERS = { customerid: 'lumen' };
const bearer = (token: string, profileId?: string) => ({ ...HEADERS, authorization: `Bearer ${token}`, ...(profileId ? { profileid: profileId } : {}) });

async function profilesOf(request: APIRequestContext, token: string): Promise<Array<{ id: string; name: string; type: string }>> {
  const answer = await request.get('/api/profiles', { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return (await answer.json()).profiles;
}

async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 10 });
}

test('a kids profile by remote: create it, watch only kids shelves, and the password to leave it', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: The remote journey runs on the TV layout
  const errors = watchErrors(page);
  const { token } = await signInByApi(page, request, 'kids', { once: true });
  await openApp(page, '/profile/list');

  // First visit: the default profile is made and the page says so.
  await expect(page.getByRole('heading', { name: 'Your free account and profiles are created.' })).toBeVisible();
  await expect(page.locator('.profile-tile', { hasText: 'Clare' })).toBeVisible();
  await expect.poll(() => focusKey(page)).toMatch(/^profiles:tile:/);

  // The add tile, then the form: Name, Kid's profile, Create profile.
  await moveFocusTo(page, key('profiles:add'));
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name: 'Add Profile' })).toBeVisible();
  await expect(page.getByText('Only age-appropriate shows will be listed in Kid’s profile.')).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('profile-edit:name');
  // An empty name is refused with the spec's words.
  await moveFocusTo(page, key('profile-edit:save'));
  await press(page, 'Enter');
  await expect(page.getByText('Please enter the name')).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('profile-edit:name');
  await typeText(page, 'Little Ones');
  await moveFocusTo(page, key('profile-edit:kids'));
  await press(page, 'Enter');
  await expect(page.getByRole('switch', { name: /Kid’s profile/ })).toHaveAttribute('aria-checked', 'true');
  await moveFocusTo(page, key('profile-edit:save'));
  await press(page, 'Enter');

  // Back on the list, the new tile is there; choosing it goes home with the kids shelves.
  await expect(page).toHaveURL(/\/profile\/list$/);
  const kidsTile = page.locator('.profile-tile', { hasText: 'Little Ones' });
  await expect(kidsTile).toContainText('Kids');
  const kids = (await profilesOf(request, token)).find((p) => p.name === 'Little Ones')!;
  expect(kids.type).toBe('KIDS');
  await moveFocusTo(page, key(`profiles:tile:${kids.id}`));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'New for Kids' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Releases' })).toHaveCount(0);
  // The rail offers a child only what the server serves kids: no Live, Shows (the kids shows), only the Kids item.
  await expect(page.locator(key('nav:live'))).toHaveCount(0);
  await expect(page.locator(key('nav:shows'))).toHaveCount(1);
  await expect(page.locator('.side-nav-list .nav-entry-label', { hasText: 'Kids' })).toHaveCount(1);
  await expect(page.locator('.side-nav-list .nav-entry-label', { hasText: 'Saints' })).toHaveCount(0);

  // The server keeps the kids profile to kids programmes, whatever the app asks for.
  expect((await request.get('/api/catalogues?id=cr-new&size=5', { headers: { ...HEADERS, profileid: kids.id } })).status()).toBe(403);
  expect((await request.get('/api/catalogues?id=cr-new&size=5', { headers: HEADERS })).status()).toBe(200);

  // Leaving for the regular profile asks for the password; a wrong one is refused.
  await goInApp(page, '/profile/switchprofile');
  await expect(page.getByRole('heading', { name: 'Who is watching?' })).toBeVisible();
  const regular = (await profilesOf(request, token)).find((p) => p.type === 'REGULAR')!;
  await moveFocusTo(page, key(`profiles:tile:${regular.id}`));
  await press(page, 'Enter');
  const lock = page.getByRole('dialog', { name: 'Enter your password' });
  await expect(lock).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('kids-lock:password');
  await typeText(page, 'not-the-password');
  await press(page, 'Enter');
  await expect(lock.getByRole('alert')).toContainText('That password is not right.');
  // Back closes the lock and focus returns to the tile that asked.
  await press(page, 'Escape');
  await expect(lock).toHaveCount(0);
  await expect.poll(() => focusKey(page)).toBe(`profiles:tile:${regular.id}`);
  await press(page, 'Enter');
  await expect.poll(() => focusKey(page)).toBe('kids-lock:password');
  await typeText(page, 'pass-word-1');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'New Releases' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('two profiles keep their own My List; Continue Watching can be edited', { tag: ['@tv', '@desktop'] }, async ({ page, request }) => {
  // Only tv and desktop: TV and desktop cover the grid and the row by keys
  const errors = watchErrors(page);
  const { token } = await signInByApi(page, request, 'lists', { once: true });
  const [first] = await profilesOf(request, token);
  const created = await request.post('/api/profiles/create', { headers: bearer(token), data: { name: 'Joseph', type: 'REGULAR' } });
  expect(created.status()).toBe(200);
  const second = (await created.json()).data as { id: string };

  // A programme in the first profile's list, and an unfinished episode.
  const series = (await (await request.get('/api/catalogues?id=cr-new&size=1', { headers: HEADERS })).json())._embedded.items[0];
  expect((await request.post('/api/mylist', { headers: bearer(token, first!.id), data: { video_id: series.id, status: 1 } })).status()).toBe(200);
  const episode = (await (await request.get('/api/catalogues?id=cr-episodes&size=1', { headers: HEADERS })).json())._embedded.items[0];
  expect((await request.post('/api/resume', { headers: bearer(token, first!.id), data: { video_id: episode.id, status: 1, resumeTime: 42 } })).status()).toBe(
    200,
  );

  await openApp(page, '/profile/list');
  await moveFocusTo(page, key(`profiles:tile:${first!.id}`));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/$/);

  // Continue Watching: Edit, then OK on the card takes it off the row (and off the server).
  const row = page.getByRole('region', { name: 'Continue Watching' });
  await expect(row).toBeVisible();
  await moveFocusTo(page, key('continue:edit'));
  await press(page, 'Enter');
  await expect(row.getByRole('button', { name: 'Done removing from Continue Watching' })).toBeVisible();
  await expect(row.locator('.card-remove-mark')).toHaveCount(1);
  // Back ends remove mode and stays on the page, on Edit; OK on Edit starts it again.
  await press(page, 'Escape');
  await expect(row.getByRole('button', { name: 'Remove videos from Continue Watching' })).toBeVisible();
  await expect(row.locator('.card-remove-mark')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(await focusKey(page)).toBe('continue:edit');
  await press(page, 'Enter');
  await expect(row.locator('.card-remove-mark')).toHaveCount(1);
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await expect(row).toHaveCount(0);
  const points = await (await request.get('/api/get-resume-list/', { headers: bearer(token, first!.id) })).json();
  expect(points.resumeList).toEqual([]);

  // My List: the grid, and opening a programme says it came from My List.
  await goInApp(page, '/mylist');
  const card = page.locator('.grid-card', { hasText: series.name });
  await expect(card).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe(`mylist:grid:${series.id}`);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/cId=mylist/);
  await expect(page.getByRole('dialog', { name: series.name })).toBeVisible();
  await press(page, 'Escape');
  await expect.poll(() => focusKey(page)).toBe(`mylist:grid:${series.id}`);
  // Remove mode: Back ends it where focus is, and stays on My List; a second Back leaves.
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Done removing from My List' })).toBeVisible();
  await press(page, 'ArrowDown');
  await expect.poll(() => focusKey(page)).toBe(`mylist:grid:${series.id}`);
  await press(page, 'Escape');
  await expect(page.getByRole('button', { name: 'Remove programmes from My List' })).toBeVisible();
  await expect(card.locator('.card-remove-mark')).toHaveCount(0);
  await expect(page).toHaveURL(/\/mylist$/);
  expect(await focusKey(page)).toBe(`mylist:grid:${series.id}`);

  // The other profile's list is its own.
  await goInApp(page, '/profile/switchprofile');
  await moveFocusTo(page, key(`profiles:tile:${second.id}`));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/$/);
  await goInApp(page, '/mylist');
  await expect(page.getByText('Add your top pick in your list.')).toBeVisible();
  expect(errors).toEqual([]);
});

// The class: a mode a page turns on in place (remove mode, edit mode) is a step Back leaves first.
test(
  'Edit Profiles turned on here: Back ends it and stays on the page; arrived at by its address, Back leaves',
  { tag: ['@tv', '@desktop'] },
  async ({ page, request }) => {
    // Only tv and desktop: Back by keys: TV and desktop
    const errors = watchErrors(page);
    const { token } = await signInByApi(page, request, 'edit-mode', { once: true });
    await openApp(page, '/profile/list');
    const [first] = await profilesOf(request, token);
    await expect.poll(() => focusKey(page)).toBe(`profiles:tile:${first!.id}`);
    await moveFocusTo(page, key('profiles:edit'));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/editProfile=true/);
    await expect(page.locator('.profile-tile', { hasText: 'Edit Clare' })).toHaveCount(1);
    await press(page, 'Escape');
    await expect(page).toHaveURL(/\/profile\/list$/);
    await expect(page.locator('.profile-tile', { hasText: 'Edit Clare' })).toHaveCount(0);
    expect(await focusKey(page)).toBe('profiles:edit');

    // The menu's Edit Profile opens the page in edit mode: Back goes back where the viewer was.
    await goInApp(page, '/');
    await expect.poll(() => focusKey(page)).not.toBe('');
    await goInApp(page, '/profile/list?editProfile=true');
    await expect(page.locator('.profile-tile', { hasText: 'Edit Clare' })).toHaveCount(1);
    await press(page, 'Escape');
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  },
);

test('signed out, profile pages ask to sign in first', { tag: '@mobile' }, async ({ page }) => {
  // Only mobile: One layout is enough for the signed-out texts
  await openApp(page, '/profile/edit/new');
  await expect(page.getByRole('dialog').getByText('Please Login To Create Profile')).toBeVisible();
  await openApp(page, '/profile/edit/some-id');
  await expect(page.getByRole('dialog').getByText('Please Login To Edit Profile')).toBeVisible();
});

// The class: a page that gives focus to its own choice as it mounts (its list already in hand)
// had it taken back by the page's first focusable (My List's Edit, above the grid).
test('My List starts on its first programme, its list loading or already in hand', { tag: ['@tv', '@desktop'] }, async ({ page, request }) => {
  // Only tv and desktop: focus by keys: TV and desktop
  const errors = watchErrors(page);
  const { token } = await signInByApi(page, request, 'mylist-focus', { once: true });
  const [first] = await profilesOf(request, token);
  const series = (await (await request.get('/api/catalogues?id=cr-new&size=1', { headers: HEADERS })).json())._embedded.items[0];
  expect((await request.post('/api/mylist', { headers: bearer(token, first!.id), data: { video_id: series.id, status: 1 } })).status()).toBe(200);
  await openApp(page, '/profile/list');
  await moveFocusTo(page, key(`profiles:tile:${first!.id}`));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/$/);

  for (const visit of ['first', 'again', 'once more']) {
    await goInApp(page, '/mylist');
    await expect(page.locator('.grid-card', { hasText: series.name }), visit).toBeVisible();
    await expect.poll(() => focusKey(page), { message: visit }).toBe(`mylist:grid:${series.id}`);
    // Settled there: nothing takes it away a moment later.
    await page.waitForTimeout(600);
    expect(await focusKey(page), visit).toBe(`mylist:grid:${series.id}`);
    await goInApp(page, '/');
    await expect(page.getByRole('region', { name: 'Continue Watching' }).or(page.locator('[data-row]').first())).toBeVisible();
  }
  expect(errors).toEqual([]);
});
