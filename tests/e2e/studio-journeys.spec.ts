/**
 * The studio's other journeys (issue 48), as an operator does them, each seen where viewers see it:
 * a kids-flagged programme on a kids profile's home and search while another one is not; a colour
 * that would not read, warned and refused, saved anyway, then a readable one in the viewer app; a
 * Roku Direct Publisher feed imported (dry run, for real, again with a change: nothing doubled) and
 * exported; and a backup, a change, and the restore that brings the old title back.
 *
 * One server of its own (its own DATA_DIR, so no other spec's home page or look is changed under
 * it), started once; the owner is made by the command and signed in through the API (sign-in with
 * the second step is studio.spec.ts's). Desktop only, as the studio is a desktop and tablet tool.
 */
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { killAllServers, makeTempDir, request, signUp, startServer } from '../../server/test/child-server';
import { layoutOf, skipSplash, watchErrors } from './helpers';

let base = '';
let port = 0;
let dataDir = '';
/** The owner's studio session, as the studio keeps it in sessionStorage. */
let studioSession = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
}

/** The environment of the operator's commands: the server's DATA_DIR, the embedded database. */
function commandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base };
  delete env.DATABASE_URL;
  return env;
}

// Load shedding off: on a shared, busy machine a late event loop would answer a journey's step 503
// (load shedding has tests of its own).
const start = () => startServer({ port, dataDir, env: { PUBLIC_URL: base, RATE_LIMIT_FACTOR: '20', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' } });

test.beforeAll(async ({}, testInfo) => {
  if (layoutOf(testInfo) !== 'desktop') return;
  test.setTimeout(120_000);
  dataDir = makeTempDir('studio-journeys');
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await start();
  // The first owner: the command's one-time link, a password and the authenticator, through the API.
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'server/src/studio/cli.ts', 'add-owner', 'owner@brigid.test'], {
    env: commandEnv(),
    encoding: 'utf8',
  });
  const token = new URL(/(http\S+\/studio\/welcome#\S+)/.exec(printed)![1]!).hash.slice(1);
  const welcome = await request(base, 'GET', `/studio-api/welcome?token=${token}`);
  const code = new TOTP({ secret: Secret.fromBase32(welcome.body.totpSecret) }).generate();
  const session = await request(base, 'POST', '/studio-api/welcome', { body: { token, password: 'a long owner password', code } });
  expect(session.status, session.text).toBe(200);
  studioSession = session.text;
});
test.afterAll(async () => {
  await killAllServers();
});

test.beforeEach(({}, testInfo) => {
  test.skip(layoutOf(testInfo) !== 'desktop', 'the studio is a desktop and tablet tool: one run covers it');
});

/** Opens the studio at `to`, signed in as the owner (this tab's session, as the studio keeps it). */
async function openStudio(page: Page, to: string): Promise<void> {
  await page.addInitScript((value) => sessionStorage.setItem('lumen.studio.session', value), studioSession);
  await page.goto(`${base}/studio${to}`);
}

/** The viewer app signed in as a new viewer: on a new KIDS profile when `kids`, else on the account's own. */
async function viewerSignedIn(page: Page, name: string, kids: boolean): Promise<{ token: string; profileId: string }> {
  const viewer = await signUp(base, name);
  let profileId = viewer.profileId;
  if (kids) {
    const created = await request(base, 'POST', '/api/profiles/create', { token: viewer.token, body: { name: 'Little One', type: 'KIDS' } });
    expect(created.status, created.text).toBe(200);
    profileId = created.body.data.id;
  }
  const session = {
    v: 1,
    appToken: null,
    userToken: { value: viewer.token, expiresAt: Date.now() + 24 * 3600 * 1000 },
    loggedIn: true,
    userId: null,
    firstName: 'Clare',
    profileId,
    profileType: kids ? 'KIDS' : 'REGULAR',
    profileName: kids ? 'Little One' : 'Clare',
  };
  await page.addInitScript((value) => localStorage.setItem('lumen.session.v1', value), JSON.stringify(session));
  return { token: viewer.token, profileId };
}

async function openViewer(page: Page, to: string): Promise<void> {
  await page.goto(`${base}${to}`);
  await skipSplash(page);
}

test('a kids-flagged programme is on a kids profile’s home and search, and the other one is not', async ({ page, browser }) => {
  const errors = watchErrors(page);
  // Two programmes made and published in the studio, one of them for kids.
  await openStudio(page, '/programmes');
  const ids: Record<string, string> = {};
  for (const [title, kids] of [
    ['The Lantern Song', true],
    ['Lantern Vigil for Grown-ups', false],
  ] as const) {
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill(`${title}: a programme of the Brigid parish.`);
    if (kids) await page.getByLabel('For kids (shown on kids profiles)').check();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByText('Saved as a draft.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    ids[title] = page.url().split('/').pop()!;
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published. Viewers see it now.')).toBeVisible();
    await page.getByRole('link', { name: 'Programmes', exact: true }).click();
  }

  // Both first in the kids home's first carousel, where a child would look.
  await page.getByRole('link', { name: 'Home page and carousels' }).click();
  await page.getByRole('link', { name: /^New for Kids/ }).click();
  for (const title of ['Lantern Vigil for Grown-ups', 'The Lantern Song']) {
    await page.getByLabel('Add a programme (at the start)').fill(ids[title]!);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Saved. Viewers see the new order now.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^The Lantern Song, position 1 of/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Lantern Vigil for Grown-ups, position 2 of/ })).toBeVisible();

  // A grown-up's profile finds both (so what the child misses is the kids rule, not the index).
  const grownUp = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  const adult = await grownUp.newPage();
  await viewerSignedIn(adult, 'brigid-parent', false);
  await openViewer(adult, '/search?query=lantern&type=CATALOGUE');
  const adultResults = adult.locator('.search-results .card');
  await expect(adultResults).toHaveCount(2);
  await grownUp.close();

  // A child's profile: the kids home starts with the kids programme, and the other is nowhere.
  await viewerSignedIn(page, 'brigid-child', true);
  await openViewer(page, '/');
  const row = page.getByRole('region', { name: 'New for Kids' });
  await expect(row.locator('.card').first()).toHaveAccessibleName('The Lantern Song');
  await expect(row.locator('.card').nth(1)).toBeVisible();
  await expect(row.locator('.card').nth(1)).not.toHaveAccessibleName('Lantern Vigil for Grown-ups');
  await expect(page.getByRole('region', { name: 'New for Kids' }).getByText('Lantern Vigil for Grown-ups')).toHaveCount(0);

  // Search finds only the kids programme.
  await openViewer(page, '/search?query=lantern&type=CATALOGUE');
  const results = page.locator('.search-results .card');
  await expect(results.first()).toHaveAccessibleName('The Lantern Song');
  await expect(results).toHaveCount(1);
  await expect(page.getByText('Lantern Vigil for Grown-ups')).toHaveCount(0);
  expect(errors).toEqual([]);
});
