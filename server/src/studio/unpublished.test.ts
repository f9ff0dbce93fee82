import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankProgramme } from '../../../contract/studio.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { studioOwner } from '../../test/studio.js';
import { DOWNLOAD_MESSAGES } from '../routes/downloads.js';

/**
 * A programme a viewer has put in My List, half watched and downloaded, then taken away in the
 * studio (unpublished, then deleted): no screen breaks. The lists answer without it, the programme's
 * page says it is no longer available, its download renews as removed and can still be deleted, and
 * it can be taken out of My List and Continue Watching.
 */
describe('a programme taken away from viewers who hold it', () => {
  let server: TestServer;
  let studio: Record<string, string>;
  let viewer: Record<string, string>;
  let id: string;
  const { call, post, signedIn } = caller(() => server);
  const DEVICE = 'device-unpublished-1';
  const studioCall = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const response = await server.app.inject({ method, url: `/studio-api${url}`, headers: studio, payload: payload as Json });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const holds = async () => ({
    myList: ((await call('GET', '/api/mylist', undefined, viewer)).body._embedded.items as Array<{ id: string }>).map((item) => item.id),
    resume: JSON.stringify((await call('GET', '/api/get-resume-list/', undefined, viewer)).body),
    carousel: ((await call('GET', '/api/catalogues?id=cr-new&size=50')).body._embedded.items as Array<{ id: string }>).map((item) => item.id),
    downloads: (await post('/api/downloads/renew', { device: DEVICE }, viewer)).body.downloads as Array<{ id: string; video_id: string; status: string }>,
  });

  beforeAll(async () => {
    const start = Date.now();
    server = await build({ startMs: start });
    studio = bearer(await studioOwner(server, 'unpublish-owner@example.org', start));
    viewer = bearer((await signedIn('unpublished')).token);

    const created = await studioCall('POST', '/programmes', {
      fields: { ...blankProgramme('video'), title: 'Taken Away Soon', description: 'Held by a viewer.', stream: 'chapel' },
    });
    expect(created.status).toBe(200);
    id = created.body.id as string;
    expect((await studioCall('POST', `/programmes/${id}/publication`, { version: 1, status: 'published' })).status).toBe(200);
    const carousel = await studioCall('GET', '/carousels/cr-new');
    const ids = (carousel.body.items as Array<{ id: string }>).map((item) => item.id);
    expect((await studioCall('PUT', '/carousels/cr-new', { ids: [id, ...ids], expected: ids })).status).toBe(200);

    expect((await post('/api/mylist', { video_id: id, status: 1 }, viewer)).status).toBe(200);
    expect((await post('/api/resume', { video_id: id, status: 1, resumeTime: 120 }, viewer)).status).toBe(200);
    expect((await post('/api/downloads', { video_id: id, quality: 'standard', device: DEVICE }, viewer)).status).toBe(200);
    const held = await holds();
    expect(held.myList).toContain(id);
    expect(held.resume).toContain(id);
    expect(held.carousel[0]).toBe(id);
    expect(held.downloads).toEqual([expect.objectContaining({ video_id: id, status: 'active' })]);
  });
  afterAll(async () => {
    await server.close();
  });

  async function expectTakenAway(): Promise<void> {
    const held = await holds();
    expect(held.myList).not.toContain(id);
    expect(held.resume).not.toContain(id);
    expect(held.carousel).not.toContain(id);
    expect(held.downloads).toEqual([expect.objectContaining({ video_id: id, status: 'removed' })]);
    const page = await call('GET', `/api/video?id=${id}`);
    expect(page.status).toBe(404);
    expect(typeof page.body.error.message).toBe('string');
  }

  it('unpublished: every list answers without it, and its download renews as removed', async () => {
    const current = await studioCall('GET', `/programmes/${id}`);
    expect((await studioCall('POST', `/programmes/${id}/publication`, { version: current.body.version, status: 'draft' })).status).toBe(200);
    await expectTakenAway();
  });

  it('deleted: the same, and the viewer can still let go of each', async () => {
    const current = await studioCall('GET', `/programmes/${id}`);
    expect((await studioCall('DELETE', `/programmes/${id}?version=${current.body.version}`)).status).toBe(200);
    await expectTakenAway();
    expect((await post('/api/mylist', { video_id: id, status: 0 }, viewer)).status).toBe(200);
    expect((await call('DELETE', `/api/resume/${id}`, undefined, viewer)).status).toBe(200);
    const [download] = (await holds()).downloads;
    const deleted = await call('DELETE', `/api/downloads/${download!.id}?device=${DEVICE}`, undefined, viewer);
    expect(deleted.body).toEqual({ message: DOWNLOAD_MESSAGES.deleted, id: download!.id });
    expect((await holds()).downloads).toEqual([]);
  });
});
