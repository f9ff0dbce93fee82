import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller } from '../../test/accounts.js';
import { build, CUSTOMER, type TestServer } from '../../test/helper.js';
import { NOT_FOR_KIDS } from '../accounts/audience.js';
import { DOWNLOAD_LIMIT, DOWNLOAD_MESSAGES, LICENCE_DAYS } from './downloads.js';
import { vodStream, type PlayableItem } from './playback.js';
import { say } from '../i18n/words.js';

let server: TestServer;
/** Videos with a stream: some for kids, some not; and a series (nothing to download). */
let videos: { kids: string[]; grownUp: string[]; series: string };
beforeAll(async () => {
  server = await build();
  const rows = await server.db.selectFrom('items').select(['id', 'kids', 'data', 'type']).where('customer_id', '=', CUSTOMER).execute();
  const playable = rows.filter((r) => r.type === 'vod' && vodStream(JSON.parse(r.data) as PlayableItem));
  videos = {
    kids: playable.filter((r) => Number(r.kids) === 1).map((r) => r.id),
    grownUp: playable.filter((r) => Number(r.kids) !== 1).map((r) => r.id),
    series: rows.find((r) => r.type === 'Series')!.id,
  };
  expect(videos.kids.length).toBeGreaterThan(2);
  expect(videos.grownUp.length).toBeGreaterThan(DOWNLOAD_LIMIT + 1);
});
afterAll(async () => {
  await server.close();
});
const client = caller(() => server);
const { call, post } = client;
const DAY_MS = 24 * 60 * 60 * 1000;
const DEVICE = 'device-one-0001';
const OTHER_DEVICE = 'device-two-0002';

async function signedIn(prefix: string) {
  // Past the sign-in limits of one address.
  server.advance(61 * 60 * 1000);
  return bearer((await client.signedIn(prefix)).token);
}
const add = (auth: Record<string, string>, videoId: string, extra: Record<string, string> = {}, device = DEVICE) =>
  post('/api/downloads', { video_id: videoId, quality: 'standard', device }, { ...auth, ...extra });
const renew = (auth: Record<string, string>, extra: Record<string, string> = {}, device = DEVICE) =>
  post('/api/downloads/renew', { device }, { ...auth, ...extra });

describe('downloads', () => {
  it('need a signed-in viewer', async () => {
    expect((await post('/api/downloads', { video_id: videos.grownUp[0], quality: 'standard', device: DEVICE })).status).toBe(401);
    expect((await post('/api/downloads/renew', { device: DEVICE })).status).toBe(401);
    expect((await call('DELETE', `/api/downloads/abc?device=${DEVICE}`)).status).toBe(401);
  });

  it('record a download with a licence window, list it on its device only, and delete it', async () => {
    const auth = await signedIn('downloads');
    const added = await add(auth, videos.grownUp[0]!);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(DOWNLOAD_MESSAGES.started);
    const download = added.body.download;
    expect(download).toMatchObject({ video_id: videos.grownUp[0], quality: 'standard', status: 'active', item: { id: videos.grownUp[0], type: 'vod' } });
    expect(Date.parse(download.expires_at) - Date.parse(download.created_at)).toBe(LICENCE_DAYS * DAY_MS);

    const listed = await renew(auth);
    expect(listed.body.limit).toBe(DOWNLOAD_LIMIT);
    expect(listed.body.downloads.map((d: { id: string }) => d.id)).toEqual([download.id]);
    expect((await renew(auth, {}, OTHER_DEVICE)).body.downloads).toEqual([]);

    // The same programme again on the device: the same download, in the quality asked for now.
    const again = await post('/api/downloads', { video_id: videos.grownUp[0], quality: 'data-saver', device: DEVICE }, auth);
    expect(again.body.download).toMatchObject({ id: download.id, quality: 'data-saver' });

    expect((await call('DELETE', `/api/downloads/${download.id}?device=${OTHER_DEVICE}`, undefined, auth)).status).toBe(404);
    const deleted = await call('DELETE', `/api/downloads/${download.id}?device=${DEVICE}`, undefined, auth);
    expect(deleted.body).toEqual({ message: DOWNLOAD_MESSAGES.deleted, id: download.id });
    const twice = await call('DELETE', `/api/downloads/${download.id}?device=${DEVICE}`, undefined, auth);
    expect(twice).toMatchObject({ status: 404, body: { error: { message: DOWNLOAD_MESSAGES.unknown } } });
    expect((await renew(auth)).body.downloads).toEqual([]);
    // The team's count keeps it.
    const rows = await server.db.selectFrom('downloads').select(['id', 'removed_at']).where('id', '=', download.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.removed_at).not.toBeNull();
  });

  it('renew the licence of playable downloads from now', async () => {
    const auth = await signedIn('licence');
    const first = (await add(auth, videos.grownUp[1]!)).body.download;
    server.advance(5 * DAY_MS);
    const [renewed] = (await renew(auth)).body.downloads;
    expect(renewed.id).toBe(first.id);
    expect(Date.parse(renewed.expires_at)).toBeGreaterThanOrEqual(Date.parse(first.expires_at) + 5 * DAY_MS);
    expect(Date.parse(renewed.expires_at) - Date.parse(renewed.created_at)).toBe((LICENCE_DAYS + 5) * DAY_MS);
  });

  it('refuse a programme that is not a video, and one that does not exist', async () => {
    const auth = await signedIn('not-video');
    expect(await add(auth, videos.series)).toMatchObject({ status: 400, body: { error: { message: DOWNLOAD_MESSAGES.notVideo } } });
    expect(await add(auth, 'no-such-video')).toMatchObject({ status: 404, body: { error: { message: DOWNLOAD_MESSAGES.gone } } });
    expect((await post('/api/downloads', { video_id: videos.grownUp[0], quality: 'best', device: DEVICE }, auth)).status).toBe(400);
    expect((await post('/api/downloads', { video_id: videos.grownUp[0], quality: 'standard', device: 'x' }, auth)).status).toBe(400);
  });

  it('hold at most DOWNLOAD_LIMIT per account, on all its devices and profiles together', async () => {
    const auth = await signedIn('limit');
    const created = await post('/api/profiles/create', { name: 'Second', type: 'REGULAR' }, auth);
    const second = { profileid: created.body.data.id as string };
    for (let i = 0; i < DOWNLOAD_LIMIT; i++) {
      const answer = i % 2 === 0 ? await add(auth, videos.grownUp[i]!) : await add(auth, videos.grownUp[i]!, second, OTHER_DEVICE);
      expect(answer.status).toBe(200);
    }
    expect(await add(auth, videos.grownUp[DOWNLOAD_LIMIT]!)).toMatchObject({ status: 400, body: { error: { message: say(null, DOWNLOAD_MESSAGES.full) } } });
    // Downloading one the device already holds is still fine at the limit.
    expect((await add(auth, videos.grownUp[0]!)).status).toBe(200);
    const [oldest] = (await renew(auth)).body.downloads;
    await call('DELETE', `/api/downloads/${oldest.id}?device=${DEVICE}`, undefined, auth);
    expect((await add(auth, videos.grownUp[DOWNLOAD_LIMIT]!)).status).toBe(200);
  });

  it('keep the kids rule: a KIDS profile downloads and sees only kids programmes, and its downloads are its own', async () => {
    const auth = await signedIn('kids-downloads');
    const regular = { profileid: (await call('GET', '/api/profiles', undefined, auth)).body.profiles[0].id as string };
    const kids = { profileid: (await post('/api/profiles/create', { name: 'Little One', type: 'KIDS' }, auth)).body.data.id as string };
    expect(await add(auth, videos.grownUp[0]!, kids)).toMatchObject({ status: 403, body: { error: { message: NOT_FOR_KIDS } } });
    const kidsDownload = (await add(auth, videos.kids[0]!, kids)).body.download;
    const grownUpDownload = (await add(auth, videos.grownUp[0]!, regular)).body.download;
    expect((await renew(auth, kids)).body.downloads.map((d: { id: string }) => d.id)).toEqual([kidsDownload.id]);
    expect((await renew(auth, regular)).body.downloads.map((d: { id: string }) => d.id)).toEqual([grownUpDownload.id]);
    // One profile cannot delete the other's download.
    expect((await call('DELETE', `/api/downloads/${grownUpDownload.id}?device=${DEVICE}`, undefined, { ...auth, ...kids })).status).toBe(404);

    // A programme that is no longer for kids stays listed, marked, without a new licence.
    await server.db.updateTable('items').set({ kids: 0 }).where('customer_id', '=', CUSTOMER).where('id', '=', videos.kids[0]!).execute();
    try {
      server.advance(DAY_MS);
      const [marked] = (await renew(auth, kids)).body.downloads;
      expect(marked).toMatchObject({ id: kidsDownload.id, status: 'not-allowed', expires_at: kidsDownload.expires_at });
    } finally {
      await server.db.updateTable('items').set({ kids: 1 }).where('customer_id', '=', CUSTOMER).where('id', '=', videos.kids[0]!).execute();
    }
  });

  it('mark a download whose programme left the catalogue, which can still be deleted', async () => {
    const auth = await signedIn('removed');
    const download = (await add(auth, videos.grownUp[2]!)).body.download;
    const stored = await server.db
      .selectFrom('items')
      .selectAll()
      .where('customer_id', '=', CUSTOMER)
      .where('id', '=', videos.grownUp[2]!)
      .executeTakeFirstOrThrow();
    await server.db.deleteFrom('items').where('customer_id', '=', CUSTOMER).where('id', '=', stored.id).execute();
    try {
      const [marked] = (await renew(auth)).body.downloads;
      expect(marked).toMatchObject({ id: download.id, status: 'removed', item: null });
      expect((await call('DELETE', `/api/downloads/${download.id}?device=${DEVICE}`, undefined, auth)).status).toBe(200);
    } finally {
      await server.db.insertInto('items').values(stored).execute();
    }
  });

  it('end with the profile they belong to', async () => {
    const auth = await signedIn('profile-gone');
    // The account's first profile, so the new one is not its last.
    await call('GET', '/api/profiles', undefined, auth);
    const created = { profileid: (await post('/api/profiles/create', { name: 'Guest', type: 'REGULAR' }, auth)).body.data.id as string };
    await add(auth, videos.grownUp[3]!, created);
    expect((await call('DELETE', `/api/profiles/${created.profileid}`, undefined, auth)).status).toBe(200);
    const rows = await server.db.selectFrom('downloads').select('removed_at').where('profile_id', '=', created.profileid).execute();
    expect(rows.map((r) => r.removed_at !== null)).toEqual([true]);
  });
});
