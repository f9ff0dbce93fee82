import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, digest } from '../../test/accounts.js';
import { build, CUSTOMER, fakeAppDir, headers, type TestServer } from '../../test/helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await build({ appDir: fakeAppDir() });
});
afterAll(async () => {
  await server.close();
});
const { call, post, signedIn } = caller(() => server);
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('Cache-Control', () => {
  it('is no-store on every answer about an account, a token or a person, success or not', async () => {
    const person = await signedIn('private');
    const auth = bearer(person.token);
    const profileId = person.user.profiles[0]?.id ?? (await call('GET', '/api/profiles', undefined, auth)).body.profiles[0].id;
    const listed = { ...auth, profileid: profileId };
    const appToken = (await post('/api/get-token', { platform: 'web', customerId: CUSTOMER })).body.token as string;
    const subscribed = await post('/api/subscriptions', { package_id: 'free' }, auth);
    const subscriptionId = subscribed.body.subscription?.id ?? 'none';
    const device = await post('/api/device/code', undefined, bearer(appToken));

    const calls: Array<[Method, string, unknown?, Record<string, string>?]> = [
      ['POST', '/api/get-token', { platform: 'web', customerId: CUSTOMER }],
      ['GET', '/api/refresh-token', undefined, bearer(appToken)],
      ['POST', '/api/login', { username: person.email, password: digest(person.password) }],
      ['POST', '/api/login', { username: person.email, password: digest('wrong') }],
      ['POST', '/api/register', { first_name: 'Rose', username: 'rose@example.org', email_address: 'rose@example.org', password: digest('p') }],
      ['POST', '/api/social-login', { token: 'x', provider: 'google' }],
      ['POST', '/api/confirm/rose%40example.org?token=nope', { username: 'rose@example.org', token: 'nope' }],
      ['POST', '/api/reset', { email: person.email }],
      ['POST', '/api/trigger-email-verification', { email_address: person.email }],
      ['POST', '/api/update-password', { userId: 'u', token: 't', password: digest('x') }],
      ['GET', '/api/account', undefined, auth],
      ['GET', '/api/account'],
      ['GET', '/api/profiles', undefined, auth],
      ['POST', '/api/profiles/create', { name: 'Kid', type: 'KIDS' }, auth],
      ['PATCH', `/api/profiles/${profileId}`, { name: 'Renamed' }, auth],
      ['POST', '/api/profiles/verify-password', { password: digest(person.password) }, auth],
      ['GET', '/api/mylist', undefined, listed],
      ['POST', '/api/mylist', { video_id: 'sr0001', status: 1 }, listed],
      ['POST', '/api/resume', { video_id: 'ep00001', status: 1, resumeTime: 12 }, listed],
      ['GET', '/api/get-resume-list/', undefined, listed],
      ['DELETE', '/api/resume/ep00001', undefined, listed],
      ['GET', '/api/subscriptions', undefined, auth],
      ['POST', `/api/subscriptions/${subscriptionId}/cancel`, undefined, auth],
      ['PATCH', `/api/subscriptions/${subscriptionId}`, { recurring: 1 }, auth],
      ['POST', '/api/shares', { video_id: 'sr0001', service: 'email' }, auth],
      ['GET', '/api/shares', undefined, auth],
      ['POST', '/api/feedback', { rating: 9, videoId: 'sr0001' }, auth],
      ['GET', '/api/feedback', undefined, auth],
      ['POST', '/api/analytics/events', { event: 'search', value: 'rosary' }, auth],
      ['POST', '/api/device/code', undefined, bearer(appToken)],
      ['POST', '/api/device/token', { device_code: device.body.device_code }],
      ['POST', '/api/device/approve', { user_code: device.body.user_code }, auth],
      [
        'POST',
        '/api/contactus',
        {
          interaction_type: 'contact',
          user_interaction_name: 'Web',
          email: 'a@b.org',
          first_name: 'A',
          last_name: 'B',
          phone_number: '+12 3456 7890',
          message_content: 'Hi',
          country: 'USA',
        },
      ],
      ['GET', '/api/dev/outbox?to=rose%40example.org'],
      ['POST', '/api/change-password', { oldPassword: digest(person.password), password: digest('new-pass') }, auth],
      ['POST', '/api/logout', undefined, auth],
      // A content call carrying a token is treated as personal too.
      ['GET', '/api/video?id=ep00001', undefined, auth],
      // Failures of public calls.
      ['GET', '/api/catalogues?id=no-such-catalogue'],
      ['GET', '/api/nothing-here'],
    ];
    const cached: string[] = [];
    for (const [method, url, payload, extra] of calls) {
      const response = await call(method, url, payload, extra);
      if (!/^(private, )?no-store$/.test(String(response.headers['cache-control'])))
        cached.push(`${method} ${url} (${response.status}): ${String(response.headers['cache-control'])}`);
    }
    expect(cached).toEqual([]);
  });

  it('marks every answer for a profile private, and every API answer as varying with the customer and the profile (issue 23)', async () => {
    const person = await signedIn('kidsvary');
    const kids = await call('POST', '/api/profiles/create', { name: 'Little', type: 'KIDS' }, bearer(person.token));
    const kidsId = kids.body.data?.id as string;
    expect(kidsId).toBeTruthy();
    for (const url of [
      '/api/catalogues?id=cat-all-shows&size=2',
      '/api/video?id=sr0001',
      '/api/appconfig',
      '/api/packages',
      '/api/epg/lv01.txt',
      '/api/search?q=rosary',
    ]) {
      const open = await server.app.inject({ method: 'GET', url, headers });
      expect(open.headers.vary, url).toMatch(/\bprofileid\b/);
      expect(open.headers.vary, url).toMatch(/\bcustomerid\b/);
      const forKids = await server.app.inject({ method: 'GET', url, headers: { ...headers, profileid: kidsId } });
      expect(forKids.headers['cache-control'], url).toMatch(/^(private, )?no-store$/);
      expect(forKids.headers.vary, url).toMatch(/\bprofileid\b/);
    }
  });

  it('keeps the caching public content had', async () => {
    const expectations: Array<[string, string | undefined]> = [
      ['/api/packages', 'public, max-age=5'], // the studio edits plans: within 5 s, as schedules
      ['/api/epg/lv01.txt', 'public, max-age=5'],
      ['/api/country', 'private, max-age=3600'],
      ['/api/appconfig', undefined],
      ['/api/catalogues?id=cat-all-shows&size=2', undefined],
      ['/api/video?id=ep00001', undefined],
      ['/media/vod/rosary/master.m3u8', 'public, max-age=300'],
      ['/media/live/lv01/master.m3u8', 'public, max-age=60'],
      ['/art/thumb.svg?t=Hello', 'public, max-age=31536000, immutable'],
      ['/assets/app-1234.js', 'public, max-age=31536000, immutable'],
      ['/', 'no-cache'],
      // The service worker is checked with the server on every visit, so a deploy reaches everyone.
      ['/sw.js', 'no-cache'],
      ['/manifest.webmanifest', 'no-cache'],
    ];
    for (const [url, expected] of expectations) {
      const response = await server.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(expected);
    }
  });

  it('serves the service worker as a script and the manifest as a web app manifest, under the CSP', async () => {
    const worker = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript\b/);
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    // Its scope is the folder it is served from (the root): no Service-Worker-Allowed needed.
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    const manifest = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
  });
});
