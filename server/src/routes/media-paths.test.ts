import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, fakeAppDir, type TestServer } from '../../test/helper.js';

const SECRET = 'TOP-SECRET-CONTENTS';

/**
 * A folder with the media and the built app side by side, a secret beside them, a sibling folder
 * whose name starts like the media folder's, and symbolic links inside both pointing out.
 */
function layout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-paths-'));
  const mediaDir = path.join(root, 'media');
  fs.mkdirSync(path.join(mediaDir, 'vod', 'a'), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, 'vod', 'a', 'master.m3u8'), '#EXTM3U\n');
  fs.writeFileSync(path.join(mediaDir, '.hidden.m3u8'), SECRET);
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.mkdirSync(path.join(root, 'media-evil'));
  fs.writeFileSync(path.join(root, 'media-evil', 'secret.txt'), SECRET);
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(outside, 'secret.m3u8'), SECRET);
  fs.symlinkSync(outside, path.join(mediaDir, 'escape'));
  fs.symlinkSync(path.join(outside, 'secret.m3u8'), path.join(mediaDir, 'leak.m3u8'));
  // A link that stays inside is fine.
  fs.symlinkSync(path.join(mediaDir, 'vod', 'a'), path.join(mediaDir, 'alias'));

  const appDir = fakeAppDir();
  fs.symlinkSync(outside, path.join(appDir, 'assets', 'escape'));
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(appDir, 'leak.txt'));
  fs.writeFileSync(path.join(path.dirname(appDir), 'secret.txt'), SECRET);
  return { mediaDir, appDir };
}

let server: TestServer;
let dirs: ReturnType<typeof layout>;
beforeAll(async () => {
  dirs = layout();
  server = await build({ appDir: dirs.appDir, mediaDir: dirs.mediaDir });
});
afterAll(async () => {
  await server.close();
});

const TRAVERSALS = [
  '../secret.txt',
  '..%2fsecret.txt',
  '..%2Fsecret.txt',
  '%2e%2e/secret.txt',
  '%2E%2E/secret.txt',
  '%2e%2e%2fsecret.txt',
  '.%2e/secret.txt',
  '%252e%252e%252fsecret.txt',
  '..%5csecret.txt',
  '..\\secret.txt',
  'vod/..%2f..%2fsecret.txt',
  'vod/a/../../../secret.txt',
  '../media-evil/secret.txt',
  '..%2fmedia-evil%2fsecret.txt',
  'secret.txt%00.m3u8',
  'vod/a/master.m3u8%00',
  '%00/../secret.txt',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  `${encodeURIComponent(path.join(os.tmpdir(), 'secret.txt'))}`,
  'escape/secret.txt',
  'escape/secret.m3u8',
  'leak.m3u8',
  '.hidden.m3u8',
  '%2ehidden.m3u8',
];

function expectRefused(response: { statusCode: number; body: string }, label: string) {
  expect([400, 404], label).toContain(response.statusCode);
  expect(response.body, label).not.toContain(SECRET);
}

describe('media paths', () => {
  it('serve a file inside the media folder (and through a link that stays inside)', async () => {
    for (const url of ['/media/vod/a/master.m3u8', '/media/alias/master.m3u8']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('#EXTM3U\n');
    }
  });

  it.each(TRAVERSALS)('never serve a file outside it: /media/%s', async (rest) => {
    expectRefused(await server.app.inject({ method: 'GET', url: `/media/${rest}` }), rest);
  });

  it('keep the live and art routes to their own names', async () => {
    for (const url of ['/media/live/..%2f..%2fsecret.txt/master.m3u8', '/media/live/lv01/..%2fsecret.txt', '/art/..%2f..%2fsecret.txt', '/art/thumb.svg%00']) {
      expectRefused(await server.app.inject({ method: 'GET', url }), url);
    }
  });
});

describe('app paths', () => {
  it.each(TRAVERSALS)('never serve a file outside the built app, nor index.html for a probe: /%s', async (rest) => {
    const response = await server.app.inject({ method: 'GET', url: `/${rest}` });
    expectRefused(response, rest);
    expect(response.body).not.toContain('<div id="root">');
  });

  it.each(['assets/escape/secret.txt', 'assets/..%2f..%2fsecret.txt', 'assets/%2e%2e/%2e%2e/secret.txt', 'leak.txt'])(
    'nor through the assets: /%s',
    async (rest) => {
      expectRefused(await server.app.inject({ method: 'GET', url: `/${rest}` }), rest);
    },
  );

  it('still serve the app and its files', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
    const route = await server.app.inject({ method: 'GET', url: '/detail/ep00001/vod/beginning-again' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
  });
});

describe('over a real socket', () => {
  /** A request line sent as it is, with no client tidying the path. */
  function rawGet(port: number, target: string): Promise<{ statusCode: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'GET', path: target }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('refuse the same paths', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    for (const rest of ['../secret.txt', '%2e%2e/secret.txt', '..%2fsecret.txt', 'escape/secret.txt', 'leak.m3u8', '..\\secret.txt']) {
      expectRefused(await rawGet(port, `/media/${rest}`), rest);
      expectRefused(await rawGet(port, `/${rest}`), rest);
    }
    expect((await rawGet(port, '/media/vod/a/master.m3u8')).statusCode).toBe(200);
  });
});
