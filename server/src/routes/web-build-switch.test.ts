import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type TestServer } from '../../test/helper.js';

/**
 * A build lands under a running server by switching the dist/ link to a new folder
 * (scripts/build-output.mjs). The server serves the new page and the new build's assets at once,
 * and nothing from outside the build the link points at.
 */
let root: string;
let server: TestServer;

function writeBuild(name: string, asset: string): string {
  const dir = path.join(root, 'builds', name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title><div id="root"></div>`);
  fs.writeFileSync(path.join(dir, 'assets', asset), `console.log(${JSON.stringify(name)})`);
  return dir;
}

function switchTo(link: string, dir: string): void {
  const next = `${link}.next`;
  fs.symlinkSync(dir, next, 'dir');
  fs.renameSync(next, link);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-switch-'));
  const link = path.join(root, 'dist');
  fs.symlinkSync(writeBuild('first', 'app-aaaa1111.js'), link, 'dir');
  server = await build({ appDir: link });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('serves the build the link points at now', async () => {
  const get = (url: string) => server.app.inject({ method: 'GET', url });
  expect((await get('/')).body).toContain('<title>first</title>');
  expect((await get('/assets/app-aaaa1111.js')).statusCode).toBe(200);

  // mtimes of a second apart, as two real builds have
  const second = writeBuild('second', 'app-bbbb2222.js');
  const later = new Date(Date.now() + 2_000);
  fs.utimesSync(path.join(second, 'index.html'), later, later);
  switchTo(path.join(root, 'dist'), second);

  expect((await get('/')).body).toContain('<title>second</title>');
  expect((await get('/shows')).body).toContain('<title>second</title>');
  const fresh = await get('/assets/app-bbbb2222.js');
  expect(fresh.statusCode).toBe(200);
  expect(fresh.body).toContain('second');
  // The first build's files are no longer the app's, though they are still on disk.
  expect((await get('/assets/app-aaaa1111.js')).statusCode).toBe(404);
  expect((await get('/assets/../../builds/first/index.html')).statusCode).toBe(404);
});
