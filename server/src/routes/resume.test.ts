import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => {
  await server.close();
});
const { call, post, signedIn } = caller(() => server);

describe('resume points', () => {
  it('need a signed-in user', async () => {
    expect((await call('GET', '/api/get-resume-list/')).status).toBe(401);
    expect((await post('/api/resume', { video_id: 'ep00001', status: 1, resumeTime: 5 })).status).toBe(401);
  });

  it('save where a profile left a video, update it, and reset it at the end', async () => {
    const { token } = await signedIn('resume');
    const auth = bearer(token);
    expect((await call('GET', '/api/get-resume-list/', undefined, auth)).body).toEqual({ resumeList: [] });
    expect((await post('/api/resume', { video_id: 'ep00001', status: 1, resumeTime: 125, refId: 'sr0001', refType: 'Series' }, auth)).status).toBe(200);
    server.advance(1000);
    await post('/api/resume', { video_id: 'ep00002', status: 1, resumeTime: 30 }, auth);
    server.advance(1000);
    await post('/api/resume', { video_id: 'ep00001', status: 1, resumeTime: 250 }, auth);
    let list = (await call('GET', '/api/get-resume-list/', undefined, auth)).body.resumeList as Array<Record<string, any>>;
    expect(list.map((e) => [e.video_id, e.resumeTime, e.status])).toEqual([
      ['ep00002', 30, 1],
      ['ep00001', 250, 1],
    ]);
    expect(list[1]!.video).toMatchObject({ id: 'ep00001', type: 'vod', languages: [{ title: 'Beginning Again' }] });
    expect(list[1]!.video.thumbnailLink.large).toMatch(/^\/art\//);
    await post('/api/resume', { video_id: 'ep00001', status: 0, resumeTime: 999 }, auth);
    list = (await call('GET', '/api/get-resume-list/', undefined, auth)).body.resumeList;
    expect(list.find((e) => e.video_id === 'ep00001')).toMatchObject({ status: 0, resumeTime: 0 });
  });

  it('keep each account apart and refuse bad bodies', async () => {
    const a = await signedIn('resume-a');
    const b = await signedIn('resume-b');
    await post('/api/resume', { video_id: 'ep00003', status: 1, resumeTime: 40 }, bearer(a.token));
    expect((await call('GET', '/api/get-resume-list/', undefined, bearer(b.token))).body.resumeList).toEqual([]);
    for (const body of [
      { video_id: 'ep00003', status: 1, resumeTime: -1 },
      { video_id: 'ep00003', status: 2, resumeTime: 1 },
      { video_id: 'ep00003', status: 1, resumeTime: 1.5 },
      { video_id: '../x', status: 1, resumeTime: 1 },
      { status: 1, resumeTime: 1 },
    ]) {
      expect((await post('/api/resume', body, bearer(b.token))).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/api/resume', { video_id: 'nothing1', status: 1, resumeTime: 1 }, bearer(b.token))).status).toBe(404);
    expect((await call('GET', '/api/get-resume-list/', undefined, bearer(b.token))).body.resumeList).toEqual([]);
  });
});
