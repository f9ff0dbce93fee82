import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types
import { precompress } from '../../../scripts/precompress.mjs';
import { build, fakeAppDir, headers, type TestServer } from '../../test/helper.js';

let server: TestServer;
const SCRIPT = `console.log(${JSON.stringify('Lumen '.repeat(4000))});\n`;
beforeAll(async () => {
  const appDir = fakeAppDir();
  fs.writeFileSync(path.join(appDir, 'assets', 'big-5678.js'), SCRIPT);
  fs.writeFileSync(path.join(appDir, 'assets', 'big-5678.js.map'), '{"sources":["secret.ts"]}'.padEnd(4000));
  (precompress as (dir: string) => number)(appDir);
  server = await build({ appDir });
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

describe('compressed answers', () => {
  it('sends the build’s brotli or gzip copy by what the browser takes, and the file itself to one that takes neither', async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['', undefined, (body: Buffer) => body],
      [undefined, undefined, (body: Buffer) => body],
    ] as const) {
      const response = await get('/assets/big-5678.js', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/javascript/);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString(), accept).toBe(SCRIPT);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    }
  });

  it('compresses API answers and pages as they are made; source maps and their copies stay unserved', async () => {
    const answer = await get('/api/catalogues?id=cr-home', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/customerid/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.gunzipSync(answer.rawPayload).toString())._embedded.items.length).toBeGreaterThan(0);
    const plain = await get('/api/catalogues?id=cr-home');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()._embedded.items.length).toBeGreaterThan(0);
    for (const url of ['/assets/big-5678.js.map', '/assets/big-5678.js.map.br', '/assets/big-5678.js.map.gz']) {
      expect((await get(url, 'br, gzip')).statusCode, url).toBe(404);
    }
  });
});
