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
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { blankProgramme, type ProgrammeFields, type RokuFeed } from '../../contract/studio';
import { killAllServers, makeTempDir, request, signUp, startServer, type ServerProcess } from '../../server/test/child-server';
import { skipSplash, watchErrors } from './helpers';
import { freePort } from './studio-server';

let server: ServerProcess;
let base = '';
let port = 0;
let dataDir = '';
/** The owner's studio session, as the studio keeps it in sessionStorage. */
let studioSession = '';
let studioToken = '';

/** The environment of the operator's commands: the server's DATA_DIR, the embedded database. */
function commandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base };
  delete env.DATABASE_URL;
  return env;
}

/** `npm run NAME -- ARGS` beside the server, as the README says: its exit code and what it printed. */
function npmRun(name: string, ...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', name, '--', ...args], { env: commandEnv(), encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

// Load shedding off: on a shared, busy machine a late event loop would answer a journey's step 503
// (load shedding has tests of its own).
const start = () => startServer({ port, dataDir, env: { PUBLIC_URL: base, RATE_LIMIT_FACTOR: '20', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = makeTempDir('studio-journeys');
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await start();
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
  studioToken = session.body.token;
});
test.afterAll(async () => {
  await killAllServers();
});

test.describe('', { tag: '@desktop' }, () => {
  // Only desktop: the studio is a desktop and tablet tool: one run covers it

  /** Opens the studio at `to`, signed in as the owner (this tab's session, as the studio keeps it). */
  async function openStudio(page: Page, to: string): Promise<void> {
    await page.addInitScript((value) => sessionStorage.setItem('lumen.studio.session', value), studioSession);
    await page.goto(`${base}/studio${to}`);
  }

  /** A programme made and published through the studio's API (setup, not the journey). */
  async function publishedProgramme(fields: Partial<ProgrammeFields> & { title: string }): Promise<string> {
    const created = await request(base, 'POST', '/studio-api/programmes', { token: studioToken, body: { fields: { ...blankProgramme('series'), ...fields } } });
    expect(created.status, created.text).toBe(200);
    const published = await request(base, 'POST', `/studio-api/programmes/${created.body.id}/publication`, {
      token: studioToken,
      body: { version: created.body.version, status: 'published' },
    });
    expect(published.status, published.text).toBe(200);
    return created.body.id;
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
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Description', { exact: true }).fill(`${title}: a programme of the Brigid parish.`);
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

  test('a colour that would not read is warned and refused, saved only when accepted; a readable one reaches the viewer app', async ({ page, browser }) => {
    await openStudio(page, '/look');
    await expect(page.getByRole('heading', { name: 'The look' })).toBeVisible();
    const field = page.getByLabel('Carousel title text', { exact: true });
    await expect(field).toHaveValue('#ffffff');
    const summary = page.locator('.look-checks [role="status"]');
    await expect(summary).toHaveText(/^All \d+ checks pass\.$/);

    // Dark grey titles on the app's near-black page: the check fails, and Save is refused as it is.
    await field.fill('#222222');
    await expect(summary).toHaveText(/^1 of \d+ checks fail\.$/);
    await expect(page.getByText('category_title_text_color · fails a contrast check')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const problem =
      /Carousel title text \(category_title_text_color\) on a raised panel \(#25252d\): 1\.\d+:1, needs 4\.5:1 \(carousel and section titles on the page\)/;
    await expect(page.getByRole('alert')).toContainText('These colours would be hard to read:');
    await expect(page.getByRole('alert')).toContainText(problem);
    // In the studio's words: the tick box, not the API's flag.
    await expect(page.getByRole('alert')).toContainText('Change them, or tick “Save even though” below the checks to save them anyway.');
    await expect(page.getByRole('alert')).not.toContainText('acceptLowContrast');
    expect((await request(base, 'GET', '/api/appconfig')).body.response.category_title_text_color).toBe('#ffffff');

    // The server says the same to a save without the tick.
    const look = await request(base, 'GET', '/studio-api/look', { token: studioToken });
    const colours = Object.fromEntries(look.body.colours.map((c: { key: string; value: string }) => [c.key, c.value]));
    const refused = await request(base, 'PUT', '/studio-api/look', {
      token: studioToken,
      body: { colours: { ...colours, category_title_text_color: '#222222' }, expected: colours },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(problem);
    expect(refused.body.error.message).toContain('send acceptLowContrast: true');

    // Saved anyway, once accepted: the answer says which colour is hard to read.
    await page.getByRole('checkbox', { name: /^Save even though one check fails/ }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved, though some colours are hard to read' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Hard to read' })).toContainText(problem);
    await expect(field).toHaveValue('#222222');
    expect((await request(base, 'GET', '/api/appconfig')).body.response.category_title_text_color).toBe('#222222');

    // The viewer app does not draw the unreadable grey: its titles stay readable.
    const viewer = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
    const app = await viewer.newPage();
    const titleColour = async () => {
      await openViewer(app, '/');
      const title = app.locator('.carousel-title').first();
      await expect(title).toBeVisible();
      return title.evaluate((element) => getComputedStyle(element).color);
    };
    expect(await titleColour()).toBe('rgb(255, 255, 255)');

    // A readable colour: every check passes, it saves without a warning, and the viewer app draws it.
    await field.fill('#c8e6ff');
    await expect(summary).toHaveText(/^All \d+ checks pass\.$/);
    await expect(page.getByRole('checkbox', { name: /^Save even though/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Viewers’ apps take the new colours when they next load the configuration.', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Hard to read' })).toHaveCount(0);
    expect((await request(base, 'GET', '/api/appconfig')).body.response.category_title_text_color).toBe('#c8e6ff');
    expect(await titleColour()).toBe('rgb(200, 230, 255)');
    await viewer.close();
  });

  const feedVideo = (id: string, title: string, episodeNumber?: number) => ({
    id,
    title,
    shortDescription: `${title}.`,
    longDescription: `${title}, sung by the sisters of Kildare.`,
    releaseDate: '2025-02-01',
    tags: ['brigid'],
    genres: ['prayer'],
    content: {
      dateAdded: '2025-02-01T10:00:00Z',
      duration: 1500,
      videos: [{ url: `https://cdn.brigid.example.org/${id}.m3u8`, quality: 'HD', videoType: 'HLS' }],
      language: 'en',
    },
    ...(episodeNumber !== undefined && { episodeNumber }),
  });

  /** A small Roku Direct Publisher feed: a series with a season and two episodes, a movie, a category. */
  function brigidFeed(movieTitle = 'The Well of Kildare'): RokuFeed {
    return {
      providerName: 'Saint Brigid Parish',
      lastUpdated: '2026-11-01T00:00:00Z',
      language: 'en',
      series: [
        {
          id: 'brigid-hours',
          title: 'Hours of Saint Brigid',
          shortDescription: 'The hours, sung at Kildare.',
          releaseDate: '2025-01-01',
          tags: ['brigid'],
          genres: ['prayer'],
          seasons: [{ seasonNumber: 1, episodes: [feedVideo('brigid-lauds', 'Lauds at Kildare', 1), feedVideo('brigid-vespers', 'Vespers at Kildare', 2)] }],
        },
      ],
      movies: [feedVideo('brigid-well', movieTitle)],
      playlists: [{ name: 'Brigid', itemIds: ['brigid-hours', 'brigid-well'] }],
      categories: [{ name: 'Saint Brigid', playlistName: 'Brigid', order: 'manual' }],
    };
  }

  test('a feed is imported after a dry run; again with a change, only the change is written; the export holds each once', async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    const feedFile = testInfo.outputPath('brigid-feed.json');
    fs.mkdirSync(path.dirname(feedFile), { recursive: true });
    fs.writeFileSync(feedFile, JSON.stringify(brigidFeed(), null, 2));

    await openStudio(page, '/import-export');
    await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();
    const report = page.getByRole('table');
    const actionOf = (feedId: string) =>
      report
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: feedId, exact: true }) })
        .getByRole('cell')
        .nth(3);

    // The dry run: each item of the feed, to be created; nothing written yet.
    await page.getByLabel('Feed file').setInputFiles(feedFile);
    await expect(page.getByText('Chosen: brigid-feed.json.', { exact: false })).toBeVisible();
    await page.getByLabel('Publish what is imported (otherwise new programmes are drafts)').check();
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByText('Dry run: 6 to create, 0 to update, 0 unchanged, 0 refused. Nothing was changed yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
    for (const feedId of ['brigid-hours', 'brigid-hours season 1', 'brigid-lauds', 'brigid-vespers', 'brigid-well', 'category Saint Brigid']) {
      await expect(actionOf(feedId)).toHaveText('create');
    }
    expect((await request(base, 'GET', '/api/video?id=fd-brigid-well')).status).toBe(404);

    // For real.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Imported: 6 created, 0 updated, 0 unchanged, 0 refused.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What the import did' })).toBeVisible();
    await expect.poll(async () => (await request(base, 'GET', '/api/video?id=fd-brigid-well')).status).toBe(200);

    // Again, with the movie renamed in the feed file, chosen again: that one is updated, the rest
    // unchanged. (The browser fires no change for the file already chosen: the studio ran the old
    // text until it emptied the input after reading it.)
    fs.writeFileSync(feedFile, JSON.stringify(brigidFeed('The Holy Well of Kildare'), null, 2));
    await page.getByLabel('Feed file').setInputFiles(feedFile);
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByText('Dry run: 0 to create, 1 to update, 5 unchanged, 0 refused. Nothing was changed yet.')).toBeVisible();
    await expect(actionOf('brigid-well')).toHaveText('update');
    await expect(actionOf('brigid-lauds')).toHaveText('skip');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Imported: 0 created, 1 updated, 5 unchanged, 0 refused.')).toBeVisible();
    // Once more as it is: nothing to do.
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByText('Dry run: 0 to create, 0 to update, 6 unchanged, 0 refused. Nothing was changed yet.')).toBeVisible();

    // The studio's programmes: each once, published, the movie by its new title.
    await page.getByRole('link', { name: 'Programmes', exact: true }).click();
    for (const title of ['Hours of Saint Brigid', 'Season 1', 'Lauds at Kildare', 'Vespers at Kildare', 'The Holy Well of Kildare', 'Saint Brigid']) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Published');
    }
    await expect(page.getByRole('link', { name: 'The Well of Kildare', exact: true })).toHaveCount(0);

    // The viewer's API: the series' one season with its two episodes, the category's two programmes, the new title.
    const children = async (id: string) =>
      ((await request(base, 'GET', `/api/catalogues?id=${encodeURIComponent(id)}&size=50`)).body._embedded.items as Array<{ id: string; name: string }>) ?? [];
    const seasons = await children('fd-brigid-hours');
    expect(seasons).toHaveLength(1);
    expect((await children(seasons[0]!.id)).map((e) => e.id)).toEqual(['fd-brigid-lauds', 'fd-brigid-vespers']);
    const movie = await request(base, 'GET', '/api/video?id=fd-brigid-well');
    expect(JSON.stringify(movie.body)).toContain('The Holy Well of Kildare');
    const search = await request(base, 'GET', '/api/v2/search?type=VIDEO&search=kildare&tagsearch=true&st=WORD&page=1&limit=50');
    const found = (search.body.items as Array<{ id: string }>).map((i) => i.id).sort();
    expect(found.filter((id) => id.startsWith('fd-'))).toEqual([...new Set(found.filter((id) => id.startsWith('fd-')))]);

    // The export: a feed file holding each imported programme once, the category with its playlist.
    await page.getByRole('link', { name: 'Import and export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as RokuFeed;
    const exportedIds = [
      ...(exported.movies ?? []),
      ...(exported.shortFormVideos ?? []),
      ...(exported.tvSpecials ?? []),
      ...(exported.series ?? []).flatMap((s) => [s, ...(s.seasons ?? []).flatMap((season) => season.episodes), ...(s.episodes ?? [])]),
    ].map((item) => item.id);
    for (const id of ['fd-brigid-hours', 'fd-brigid-lauds', 'fd-brigid-vespers', 'fd-brigid-well']) {
      expect(
        exportedIds.filter((i) => i === id),
        id,
      ).toHaveLength(1);
    }
    const series = exported.series!.find((s) => s.id === 'fd-brigid-hours')!;
    expect(series.seasons!.map((s) => s.episodes.map((e) => e.title))).toEqual([['Lauds at Kildare', 'Vespers at Kildare']]);
    expect(exported.movies!.find((m) => m.id === 'fd-brigid-well')!.title).toBe('The Holy Well of Kildare');
    const categories = exported.categories!.filter((c) => c.name === 'Saint Brigid');
    expect(categories).toHaveLength(1);
    const playlist = exported.playlists!.find((p) => p.name === categories[0]!.playlistName)!;
    expect([...playlist.itemIds].sort()).toEqual(['fd-brigid-hours', 'fd-brigid-well']);
    expect(errors).toEqual([]);
  });

  test('back up, change a title, and the restore (refused while the server runs) brings the old title back', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const id = await publishedProgramme({ title: 'Compline at Glendalough', description: 'Night prayer at the monastic city.' });
    const title = async () => (await request(base, 'GET', `/api/video?id=${id}`)).body._embedded.collections[0].name as string;
    expect(await title()).toBe('Compline at Glendalough');

    // The backup, beside the running server.
    const file = testInfo.outputPath('parish-backup.tar.gz');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const backup = await npmRun('backup', file);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    // The change, in the studio: a published programme renamed, which viewers see on the save.
    await openStudio(page, `/programmes/${id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Compline at Glendalough');
    await page.getByLabel('Title', { exact: true }).fill('Compline at Clonmacnoise');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Viewers see the change now.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Compline at Clonmacnoise' })).toBeVisible();
    await expect.poll(title).toBe('Compline at Clonmacnoise');

    // The restore is refused while the server runs, and nothing changes.
    const refused = await npmRun('restore', file);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('Not restored, nothing changed:');
    expect(refused.output).toContain(`is already using DATA_DIR ${dataDir}`);
    expect(await title()).toBe('Compline at Clonmacnoise');

    // Stopped, restored, started again: the old title, for viewers and in the studio.
    await server.kill('SIGTERM');
    const restored = await npmRun('restore', file);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Restored ${file}`);
    server = await start();
    expect(await title()).toBe('Compline at Glendalough');
    await openStudio(page, '/programmes');
    await expect(page.getByRole('link', { name: 'Compline at Glendalough', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compline at Clonmacnoise', exact: true })).toHaveCount(0);
  });
});
