/**
 * The studio's Live page as an editor uses it: today's schedule for a channel, pasted with one bad
 * line, refused with that line named (its number, its text, what is wrong) and nothing saved; the
 * line fixed and the schedule uploaded; and the viewer's live page of that channel showing the new
 * programme as "Now". On a server of its own (its own database), desktop project only.
 */
import { expect, test } from '@playwright/test';
import { localDate, zoneAbbreviation } from '../../contract/time-zones';
import { killAllServers, makeTempDir, request, startServer } from '../../server/test/child-server';
import { skipSplash, watchErrors } from './helpers';
import { freePort, signInAsFirstOwner } from './studio-server';

let base = '';
let dataDir = '';
const OWNER = 'live-owner@parish.test';
const PASSWORD = 'a long owner password';
const ZONE = 'Europe/London';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = makeTempDir('studio-live-e2e');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServer({ port, dataDir, env: { PUBLIC_URL: base, RATE_LIMIT_FACTOR: '20' } });
});
test.afterAll(async () => {
  await killAllServers();
});

/** `YYYY-MM-DD HH:MM:SS ZONE` in London at an instant, as a schedule file writes it. */
function londonTime(atMs: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(atMs))
      .map((p) => [p.type, p.value]),
  );
  return `${localDate(ZONE, atMs)} ${parts.hour}:${parts.minute}:00 ${zoneAbbreviation(ZONE, atMs)}`;
}

test(
  'an editor uploads a schedule with a bad line, sees it named, fixes it, and viewers get the new programme as Now',
  { tag: '@desktop' },
  async ({ page }) => {
    // Only desktop: the studio is a desktop and tablet tool: one run covers it
    test.setTimeout(180_000);
    const errors = watchErrors(page);

    // The first owner, with the authenticator.
    await signInAsFirstOwner(page, dataDir, base, OWNER, PASSWORD);

    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Live' }).click();
    await expect(page.getByRole('heading', { name: 'Live channels' })).toBeVisible();
    await page.getByRole('link', { name: 'Lumen TV Europe' }).click();
    await expect(page.getByRole('heading', { name: 'Today’s schedule' })).toBeVisible();
    await expect(page.getByText('Nothing uploaded for today. Viewers see the sample schedule.')).toBeVisible();

    // From London's midnight to two hours from now, then Compline: on now, whatever the hour.
    const now = Date.now();
    const midnight = `${localDate(ZONE, now)} 00:00:00 ${zoneAbbreviation(ZONE, now)}`;
    const good = ['title|subtitle|start_time', `Lumen Morning Offering|Prayers to begin the day|${midnight}`];
    const last = `Compline by Candlelight|Night prayer|${londonTime(now + 2 * 3_600_000)}`;
    const bad = 'Choir Rehearsal|Music for Sunday|half past ten';
    await page.getByLabel('Schedule text').fill([...good, bad, last].join('\n'));
    await page.getByRole('button', { name: 'Upload schedule' }).click();
    await expect(page.getByText('One line of this schedule cannot be used, so nothing was saved.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Lines that cannot be used' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(0)).toHaveText('3');
    await expect(row.getByRole('cell').nth(1)).toHaveText(bad);
    await expect(row.getByRole('cell').nth(2)).toContainText('the start time “half past ten” cannot be read');
    // Nothing was saved: viewers still get the sample schedule.
    expect((await request(base, 'GET', '/api/epg/lv02.txt')).text).not.toContain('Lumen Morning Offering');

    // The line fixed (after midnight, before Compline), and uploaded again.
    await page.getByLabel('Schedule text').fill([...good, last].join('\n'));
    await page.getByRole('button', { name: 'Upload schedule' }).click();
    await expect(page.getByText('Saved: 2 programmes. Viewers see today’s schedule now.')).toBeVisible();
    await expect(table).toHaveCount(0);

    // The viewer's live page of that channel: the new programme is on now.
    const viewer = await page.context().newPage();
    await viewer.goto(`${base}/liveVideo/lv02/livestream`);
    await skipSplash(viewer);
    const onAir = viewer.getByRole('complementary', { name: 'On air' });
    await expect(onAir.locator('.live-line').first()).toContainText('Now');
    await expect(onAir.locator('.live-line').first()).toContainText('Lumen Morning Offering');
    await expect(onAir).toContainText('Compline by Candlelight');

    // The channel itself: a stream address is checked by field before anything is sent, then saved.
    await page.getByLabel('Stream', { exact: true }).selectOption('address');
    await page.getByRole('button', { name: 'Save channel' }).click();
    await expect(page.getByText('Enter an address starting with https:// or http://, without spaces.')).toBeVisible();
    await page.getByLabel('Stream', { exact: true }).selectOption('sample:pilgrim');
    await page.getByLabel('Name').fill('Lumen TV Britain and Ireland');
    await page.getByRole('button', { name: 'Save channel' }).click();
    await expect(page.getByText('Saved. Viewers see it now.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen TV Britain and Ireland' })).toBeVisible();
    expect((await request(base, 'GET', '/api/video?id=lv02')).body._embedded.collections[0].name).toBe('Lumen TV Britain and Ireland');
    expect(errors).toEqual([]);
  },
);
