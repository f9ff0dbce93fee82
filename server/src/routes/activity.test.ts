import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller } from '../../test/accounts.js';
import { build, fakeAppDir, type TestServer } from '../../test/helper.js';
import { FEEDBACK_MESSAGES } from './feedback.js';
import { SHARE_MESSAGES, SHARE_REPEAT_MS } from './shares.js';
import { say } from '../i18n/words.js';

let server: TestServer;
beforeAll(async () => {
  // Queries answer after random pauses, as over a network, so requests sent at once interleave.
  server = await build({ appDir: fakeAppDir(), queryJitter: true });
});
afterAll(async () => {
  await server.close();
});
const { call, post, signedIn } = caller(() => server);

describe('shares', () => {
  it('need a signed-in user', async () => {
    expect((await post('/api/shares', { video_id: 'sr0001', service: 'email' })).status).toBe(401);
    expect((await call('GET', '/api/shares')).status).toBe(401);
  });

  it('are recorded per user, newest first, with the programme, and a double tap counts once', async () => {
    const a = await signedIn('sharer');
    const b = await signedIn('lurker');
    const first = await post('/api/shares', { video_id: 'sr0001', service: 'whatsapp' }, bearer(a.token));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(SHARE_MESSAGES.thanks);
    expect((await post('/api/shares', { video_id: 'sr0001', service: 'whatsapp' }, bearer(a.token))).body.share.id).toBe(first.body.share.id);
    server.advance(SHARE_REPEAT_MS + 1);
    await post('/api/shares', { video_id: 'ep00001', service: 'copy' }, bearer(a.token));
    const list = await call('GET', '/api/shares', undefined, bearer(a.token));
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toMatchObject({ count: 2, total: 2 });
    expect(list.body.items.map((s: { video_id: string; service: string }) => [s.video_id, s.service])).toEqual([
      ['ep00001', 'copy'],
      ['sr0001', 'whatsapp'],
    ]);
    expect(list.body.items[1].item).toMatchObject({ id: 'sr0001', name: expect.any(String), thumbnail: { large: expect.any(String) } });
    expect((await call('GET', '/api/shares', undefined, bearer(b.token))).body).toMatchObject({ items: [], count: 0, total: 0 });
  });

  // Found by the fuzz suite: taps that arrive at once each found no recent share, and one share
  // was recorded five times.
  it('count a double tap once even when the taps arrive at once', async () => {
    const { token } = await signedIn('tapper');
    const taps = await Promise.all([1, 2, 3, 4].map(() => post('/api/shares', { video_id: 'sr0002', service: 'sms' }, bearer(token))));
    expect(taps.every((t) => t.status === 200)).toBe(true);
    expect(new Set(taps.map((t) => t.body.share.id)).size).toBe(1);
    expect((await call('GET', '/api/shares', undefined, bearer(token))).body.total).toBe(1);
  });

  it('refuse bad bodies and unknown programmes without recording anything', async () => {
    const { token } = await signedIn('badshare');
    const auth = bearer(token);
    const noService = await post('/api/shares', { video_id: 'sr0001' }, auth);
    expect(noService.body.error.message).toBe(say(null, SHARE_MESSAGES.service));
    expect((await post('/api/shares', { video_id: 'sr0001', service: 'fax' }, auth)).body.error.message).toBe(say(null, SHARE_MESSAGES.service));
    expect((await post('/api/shares', { service: 'sms' }, auth)).body.error.message).toBe(SHARE_MESSAGES.missing);
    expect((await post('/api/shares', { video_id: 5, service: 'sms' }, auth)).status).toBe(400);
    const gone = await post('/api/shares', { video_id: 'nothing-here', service: 'sms' }, auth);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(SHARE_MESSAGES.gone);
    expect((await call('GET', '/api/shares', undefined, auth)).body.total).toBe(0);
  });
});

describe('feedback', () => {
  const payload = {
    email: '',
    firstname: 'Maria',
    lastname: 'Goretti',
    message: 'Beautiful episode.',
    programName: '',
    episodeName: '',
    rating: 9,
    videoId: 'ep00001',
  };

  it('needs a signed-in user', async () => {
    const response = await post('/api/feedback', payload);
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Please sign in to continue.');
  });

  it('is kept per user, newest first, with names taken from the programme', async () => {
    const a = await signedIn('thinker');
    const b = await signedIn('quiet');
    const sent = await post('/api/feedback', payload, bearer(a.token));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe(FEEDBACK_MESSAGES.thanks);
    expect(sent.body.feedback).toMatchObject({
      videoId: 'ep00001',
      rating: 9,
      message: 'Beautiful episode.',
      programName: expect.stringMatching(/\S/),
      episodeName: expect.stringMatching(/\S/),
    });
    server.advance(1000);
    await post('/api/feedback', { rating: null, message: 'Thank you for Lumen!' }, bearer(a.token));
    server.advance(1000);
    await post('/api/feedback', { rating: 10, programName: 'Live TV' }, bearer(a.token));
    const list = await call('GET', '/api/feedback', undefined, bearer(a.token));
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.items.map((f: { rating: number | null; message: string }) => [f.rating, f.message])).toEqual([
      [10, ''],
      [null, 'Thank you for Lumen!'],
      [9, 'Beautiful episode.'],
    ]);
    expect(list.body.items[2].item).toMatchObject({ id: 'ep00001', type: 'vod' });
    expect(list.body.items[1].item).toBeNull();
    expect((await call('GET', '/api/feedback', undefined, bearer(b.token))).body).toMatchObject({ items: [], total: 0 });
  });

  it('says what is missing or wrong, and stores nothing then', async () => {
    const { token } = await signedIn('critic');
    const auth = bearer(token);
    const cases: Array<[unknown, number, string]> = [
      [{ ...payload, rating: null, message: '   ' }, 400, FEEDBACK_MESSAGES.empty],
      [{ videoId: 'ep00001' }, 400, FEEDBACK_MESSAGES.empty],
      [{ ...payload, rating: 11 }, 400, FEEDBACK_MESSAGES.rating],
      [{ ...payload, rating: 0 }, 400, FEEDBACK_MESSAGES.rating],
      [{ ...payload, rating: 7.5 }, 400, FEEDBACK_MESSAGES.rating],
      [{ ...payload, email: 'not-an-email' }, 400, FEEDBACK_MESSAGES.email],
      [{ ...payload, videoId: 'no-such-video' }, 404, FEEDBACK_MESSAGES.gone],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('/api/feedback', body, auth);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.error.message).toBe(message);
    }
    expect((await post('/api/feedback', { ...payload, rating: '9' }, auth)).status).toBe(400);
    expect((await post('/api/feedback', { ...payload, message: 'x'.repeat(2001) }, auth)).status).toBe(400);
    expect((await call('GET', '/api/feedback', undefined, auth)).body.total).toBe(0);
  });
});
