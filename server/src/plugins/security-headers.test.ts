import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, fakeAppDir, headers, type TestServer } from '../../test/helper.js';
import { contentSecurityPolicy, HSTS_VALUE } from './security-headers.js';

/**
 * A built app's pages: the boot script (scripts/vite-legacy-boot.ts), and the inline module and
 * nomodule scripts Vite's legacy plugin writes when left alone; every kind of script tag.
 */
function appWithInlineScripts(): string {
  const dir = fakeAppDir();
  const page = (title: string) =>
    `<!doctype html><html><head><meta name="lumen-customer-id" content="__LUMEN_CUSTOMER_ID__"><title>${title}</title>` +
    `<script id="lumen-boot" data-modern="/assets/app-1234.js" data-legacy="/assets/x.js">!function(){}();</script>` +
    `<script type="module" crossorigin src="/assets/app-1234.js"></script>` +
    `<script type="module">import'data:text/javascript,if(!import.meta.resolve)throw Error("no")';window.__vite_is_modern_browser=true</script>` +
    `</head><body><div id="root"></div><script nomodule>!function(){}();</script>` +
    `<SCRIPT nomodule id="vite-legacy-entry" data-src="/assets/x.js">System.import('x')</SCRIPT></body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page('Lumen'));
  fs.mkdirSync(path.join(dir, 'harness'));
  fs.writeFileSync(path.join(dir, 'harness', 'row.html'), page('Row harness'));
  return dir;
}

/** The directives of a policy, each with its sources. */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTypeOf('string');
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

let server: TestServer;
beforeAll(async () => {
  server = await build({ appDir: appWithInlineScripts() });
});
afterAll(async () => {
  await server.close();
});

describe('security headers', () => {
  it('are on every kind of answer', async () => {
    const requests = [
      { method: 'GET', url: '/api/appconfig', headers },
      { method: 'GET', url: '/api/nothing-here', headers },
      { method: 'GET', url: '/api/appconfig' },
      { method: 'POST', url: '/api/login', headers, payload: { username: 'x' } },
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/AllShows/list' },
      { method: 'GET', url: '/harness/row.html' },
      { method: 'GET', url: '/assets/app-1234.js' },
      { method: 'GET', url: '/assets/missing.js' },
      { method: 'GET', url: '/media/vod/rosary/master.m3u8' },
      { method: 'GET', url: '/art/thumb.svg?t=Hello' },
      { method: 'GET', url: '/api/%zz' },
      { method: 'OPTIONS', url: '/api/login', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } },
    ] as const;
    for (const request of requests) {
      const response = await server.app.inject(request as never);
      const label = `${request.method} ${request.url} (${response.statusCode})`;
      expect(response.headers, label).toMatchObject(BASE_HEADERS);
      expect(directives(response.headers['content-security-policy'] as string)['default-src'], label).toEqual(["'self'"]);
      // PUBLIC_URL is http here and the request came in plain.
      expect(response.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it('carry the policy the app and the player need, and no inline script', async () => {
    const policy = directives((await server.app.inject({ method: 'GET', url: '/api/appconfig', headers })).headers['content-security-policy'] as string);
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:', 'data:'],
      'worker-src': ["'self'", 'blob:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('give each page a fresh nonce that every one of its scripts carries, and only those', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/search', '/harness/row.html', '/harness/row.html']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      const scriptSrc = directives(page.headers['content-security-policy'] as string)['script-src']!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(scriptSrc.find((source) => source.startsWith("'nonce-")) ?? '')?.[1];
      expect(nonce, url).toBeDefined();
      nonces.add(nonce!);
      const tags = page.body.match(/<script\b[^>]*>/gi) ?? [];
      expect(tags.length, url).toBe(5);
      for (const tag of tags) expect(tag, url).toContain(`nonce="${nonce}"`);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect(nonces.size).toBe(5);
  });

  it('send HSTS when PUBLIC_URL is https', async () => {
    const https = await build({ appDir: appWithInlineScripts(), config: { publicUrl: 'https://tv.example.org' } });
    try {
      for (const url of ['/', '/api/appconfig', '/api/nothing']) {
        expect((await https.app.inject({ method: 'GET', url, headers })).headers['strict-transport-security'], url).toBe(HSTS_VALUE);
      }
    } finally {
      await https.close();
    }
  });

  it('send HSTS for X-Forwarded-Proto: https only from a trusted proxy', async () => {
    const forwarded = { ...headers, 'x-forwarded-proto': 'https' };
    // Not trusted (the default): the header is anyone's to send.
    expect((await server.app.inject({ method: 'GET', url: '/api/appconfig', headers: forwarded })).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await build({ appDir: appWithInlineScripts(), config: { trustProxy: ['loopback'] } });
    try {
      const viaProxy = await behindProxy.app.inject({ method: 'GET', url: '/api/appconfig', headers: forwarded });
      expect(viaProxy.headers['strict-transport-security']).toBe(HSTS_VALUE);
      const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/appconfig', headers: { ...headers, 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // A client that is not the trusted proxy cannot claim https.
      const direct = await behindProxy.app.inject({ method: 'GET', url: '/api/appconfig', headers: forwarded, remoteAddress: '203.0.113.9' });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('allow the sign-in SDKs only when they are configured, and extra origins for a CDN', () => {
    const none = directives(contentSecurityPolicy({ publicUrl: 'http://x' }));
    expect(none['frame-src']).toBeUndefined();
    const both = directives(contentSecurityPolicy({ publicUrl: 'http://x', google: true, facebook: true, extraOrigins: ['https://cdn.example.org'] }, 'abc'));
    expect(both['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://accounts.google.com/gsi/client', 'https://connect.facebook.net']);
    expect(both['frame-src']).toEqual(['https://accounts.google.com/gsi/', 'https://www.facebook.com', 'https://web.facebook.com']);
    expect(both['connect-src']).toEqual([
      "'self'",
      'https://cdn.example.org',
      'https://accounts.google.com/gsi/',
      'https://graph.facebook.com',
      'https://www.facebook.com',
    ]);
    expect(both['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
    expect(both['img-src']).toContain('https://cdn.example.org');
    expect(both['media-src']).toContain('https://cdn.example.org');
  });

  it('follow the configuration: Google sign-in on', async () => {
    const google = await build({ appDir: appWithInlineScripts(), googleClientId: '1234567890-abc.apps.googleusercontent.com' });
    try {
      const policy = directives((await google.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string);
      expect(policy['script-src']).toContain('https://accounts.google.com/gsi/client');
      expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    } finally {
      await google.close();
    }
  });
});
