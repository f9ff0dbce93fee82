import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import autocannon from 'autocannon';
import { blankProgramme } from '../contract/studio.js';
import { makeClip, tusUpload, waitForJob } from '../server/test/ingest.js';
import { ownerSessionOver } from '../server/test/studio.js';
import { nginxBinary, postgresBinDir, redisServerBinary } from './local-services.js';
import { start, type Replica, type Topology } from './topology.js';

/*
 * npm run test:topology: the production topology on loopback (PostgreSQL, Redis, two API
 * processes, two ingest workers, nginx) and what it must do that one process cannot prove:
 * replicas that agree on sessions, limits and data, nginx's caching by kind, films made once by
 * workers sharing a queue, and a replica lost under load costing (almost) no request.
 */

const CUSTOMER = 'lumen';
const missing = [
  ['PostgreSQL (initdb)', postgresBinDir()],
  ['redis-server', redisServerBinary()],
  ['nginx', nginxBinary()],
].filter(([, found]) => !found);
const skip = missing.length > 0 ? `not installed: ${missing.map(([name]) => name).join(', ')} (apt-get install -y postgresql redis-server nginx)` : false;

type Json = Record<string, any>;
const digest = (password: string) => createHash('sha256').update(password).digest('hex');

async function call(base: string, method: string, url: string, options: { body?: unknown; token?: string } = {}) {
  const response = await fetch(base + url, {
    method,
    headers: {
      customerid: CUSTOMER,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    // Not JSON (a page).
  }
  return { status: response.status, body, headers: response.headers, text };
}

let counter = 0;
/** A new verified account, registered through `base`: its e-mail and password. */
async function newAccount(base: string): Promise<{ email: string; password: string }> {
  counter++;
  const email = `topology${counter}-${Date.now()}@example.org`;
  const password = `pass-${counter}`;
  const registered = await call(base, 'POST', '/api/register', {
    body: { first_name: 'Maria', last_name: 'Goretti', username: email, email_address: email, password: digest(password), metaData: { emailupdate: true } },
  });
  assert.equal(registered.status, 200, registered.text);
  const outbox = await call(base, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = new URL(/(http:\/\/\S+)/.exec(outbox.body.items[0].body as string)![1]!);
  const uid = link.searchParams.get('uid')!;
  const token = link.searchParams.get('token')!;
  const confirmed = await call(base, 'POST', `/api/confirm/${encodeURIComponent(uid)}?token=${token}`, { body: { username: uid, token } });
  assert.equal(confirmed.status, 200, confirmed.text);
  return { email, password };
}

async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const login = await call(base, 'POST', '/api/login', { body: { username: account.email, password: digest(account.password) } });
  assert.equal(login.status, 200, login.text);
  return login.body.user_token as string;
}

describe('the production topology on loopback', { skip }, () => {
  let topology: Topology;
  let a: Replica;
  let b: Replica;
  const started = Date.now();

  before(async () => {
    // Per-address limits (sign-ups: 10 an hour) scaled up for a test that signs up a dozen people
    // from one address; the per-account lockout it checks is never scaled.
    topology = await start({
      // The test reads sign-up links from the outbox over HTTP.
      env: { RATE_LIMIT_FACTOR: '10', DEMO_OUTBOX: '1' },
      onLog: (source, line) => (/error|cannot|fail/i.test(line) ? console.log(`[${source}] ${line}`) : undefined),
    });
    [a, b] = topology.replicas as [Replica, Replica];
    console.log(`topology up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${topology.url} -> ${a.url}, ${b.url}`);
  });
  after(async () => {
    const stopping = Date.now();
    await topology?.stop();
    console.log(`topology stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s; whole run ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('takes a token issued by one replica on the other', async () => {
    const token = await signIn(a.url, await newAccount(a.url));
    const account = await call(b.url, 'GET', '/api/account', { token });
    assert.equal(account.status, 200, account.text);
  });

  it('honours a sign-out on one replica on the other at once', async () => {
    const token = await signIn(a.url, await newAccount(a.url));
    assert.equal((await call(b.url, 'GET', '/api/account', { token })).status, 200);
    assert.equal((await call(a.url, 'POST', '/api/logout', { body: {}, token })).status, 200);
    assert.equal((await call(b.url, 'GET', '/api/account', { token })).status, 401);
  });

  it('shares the rate limit: failed sign-ins on A and B count together (5 per account)', async () => {
    const account = await newAccount(b.url);
    const wrong = { username: account.email, password: digest('not it') };
    const statuses: number[] = [];
    for (const replica of [a, b, a, b, a, b]) statuses.push((await call(replica.url, 'POST', '/api/login', { body: wrong })).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  });

  it('reads My List through one replica as written through the other', async () => {
    const token = await signIn(a.url, await newAccount(a.url));
    assert.equal((await call(a.url, 'POST', '/api/mylist', { body: { video_id: 'sr0001', status: 1 }, token })).status, 200);
    const list = await call(b.url, 'GET', '/api/mylist', { token });
    assert.deepEqual(
      (list.body._embedded.items as Array<{ id: string }>).map((item) => item.id),
      ['sr0001'],
    );
  });

  it('shows a programme published through one replica on the other and through nginx within 5 s', async () => {
    // The first owner, by the operators' command against the shared database; the welcome link on A.
    const studio = await ownerSessionOver(a.url, { DATABASE_URL: topology.databaseUrl });

    // B and nginx have answered New Releases before (their answer caches hold it).
    const first = async (base: string) => (await call(base, 'GET', '/api/catalogues?id=cr-new&size=1')).body._embedded.items[0]?.id as string;
    const before = await first(b.url);
    assert.equal(await first(topology.url), before);

    const fields = { ...blankProgramme('video'), title: 'Published on A', description: 'Seen on B.', stream: 'chapel' };
    const created = await call(a.url, 'POST', '/studio-api/programmes', { token: studio, body: { fields } });
    assert.equal(created.status, 200, created.text);
    const id = created.body.id as string;
    assert.equal(
      (await call(a.url, 'POST', `/studio-api/programmes/${id}/publication`, { token: studio, body: { version: 1, status: 'published' } })).status,
      200,
    );
    const carousel = await call(a.url, 'GET', '/studio-api/carousels/cr-new', { token: studio });
    const ids = (carousel.body.items as Array<{ id: string }>).map((item) => item.id);
    const published = Date.now();
    const arranged = await call(a.url, 'PUT', '/studio-api/carousels/cr-new', { token: studio, body: { ids: [id, ...ids], expected: ids } });
    assert.equal(arranged.status, 200, arranged.text);

    for (const base of [b.url, topology.url]) {
      while ((await first(base)) !== id) {
        assert.ok(Date.now() - published < 5_000, `${base} still answers ${before} 5 s after the publish`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    console.log(`published on A, seen on B and through nginx after ${Date.now() - published} ms`);
    assert.equal((await call(b.url, 'GET', `/api/video?id=${id}`)).status, 200);
  });

  it('serves a media segment from its cache on the second request, with the caching rules of each kind', async () => {
    const segment = '/media/vod/short/chunk-stream1-00002.m4s';
    const first = await call(topology.url, 'GET', segment);
    const second = await call(topology.url, 'GET', segment);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('x-cache-status'), 'MISS');
    assert.equal(second.headers.get('x-cache-status'), 'HIT');
    assert.equal(second.text.length, first.text.length);
    assert.equal(second.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    const playlist = await call(topology.url, 'GET', '/media/vod/short/master.m3u8');
    assert.equal(playlist.status, 200);
    assert.equal(playlist.headers.get('cache-control'), 'public, max-age=10');
    const manifest = await call(topology.url, 'GET', '/media/vod/short/manifest.mpd');
    assert.equal(manifest.headers.get('cache-control'), 'public, max-age=10');

    // The page comes from the API each time, with a fresh CSP nonce; an app route too.
    const pages = await Promise.all(['/', '/', '/browse/anything'].map((url) => call(topology.url, 'GET', url)));
    const nonces = pages.map((page) => /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]);
    for (const page of pages) {
      assert.equal(page.status, 200);
      assert.equal(page.headers.get('cache-control'), 'no-cache');
      assert.equal(page.headers.get('x-cache-status'), null);
    }
    assert.ok(nonces.every(Boolean) && new Set(nonces).size === 3, `three different nonces: ${nonces.join(', ')}`);
    assert.ok(pages[0]!.text.includes(`nonce="${nonces[0]}"`));

    const asset = fs.readdirSync(path.join(process.cwd(), 'dist', 'assets')).find((name) => /-[A-Za-z0-9_-]{8}\.js$/.test(name))!;
    const hashed = await call(topology.url, 'GET', `/assets/${asset}`);
    assert.equal(hashed.status, 200);
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('compresses text on the way out, and keeps one plain copy of cached media for every client', async () => {
    const raw = (url: string, acceptEncoding: string) =>
      new Promise<{ status: number; encoding: string | undefined; vary: string; body: Buffer }>((resolve, reject) => {
        http
          .get(topology.url + url, { headers: { customerid: CUSTOMER, 'accept-encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                encoding: response.headers['content-encoding'],
                vary: String(response.headers.vary ?? ''),
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      });
    const assets = path.join(process.cwd(), 'dist', 'assets');
    const asset = fs.readdirSync(assets).find((name) => name.endsWith('.js') && fs.existsSync(path.join(assets, `${name}.gz`)))!;
    const file = fs.readFileSync(path.join(assets, asset));
    const gzipped = await raw(`/assets/${asset}`, 'gzip');
    assert.equal(gzipped.encoding, 'gzip');
    assert.match(gzipped.vary, /accept-encoding/i);
    assert.ok(zlib.gunzipSync(gzipped.body).equals(file));
    const plain = await raw(`/assets/${asset}`, 'identity');
    assert.equal(plain.encoding, undefined);
    assert.ok(plain.body.equals(file));

    const api = await raw('/api/catalogues?id=cr-home', 'br, gzip');
    assert.equal(api.status, 200);
    assert.equal(api.encoding, 'gzip');
    assert.ok(JSON.parse(zlib.gunzipSync(api.body).toString())._embedded.items.length > 0);

    // Art asked for first by a browser taking brotli: the cache keeps it plain, so a client
    // taking nothing still reads it.
    const art = `/art/thumb.svg?t=Compression${Date.now()}&h=305&w=640`;
    const first = await raw(art, 'br');
    assert.equal(first.status, 200);
    assert.notEqual(first.encoding, 'br');
    const second = await raw(art, 'identity');
    assert.equal(second.encoding, undefined);
    assert.match(second.body.toString(), /^<svg/);
    // The picture drawn from it, as the catalogue names it: WebP, through the same cache.
    const picture = await raw(art.replace('.svg', '.webp'), 'br, gzip');
    assert.equal(picture.status, 200);
    assert.equal(picture.encoding, undefined);
    assert.equal(picture.body.subarray(8, 12).toString(), 'WEBP');
  });

  it('keeps answering while Redis is down (no 500), still honouring a sign-out, and shares again once it is back', async () => {
    const account = await newAccount(topology.url);
    const token = await signIn(topology.url, account);
    await topology.redis.kill();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(topology.url, 'GET', '/api/account', { token })).status);
      statuses.push((await call(topology.url, 'POST', '/api/mylist', { body: { video_id: 'sr0002', status: 1 }, token })).status);
      statuses.push((await call(topology.url, 'POST', '/api/login', { body: { username: account.email, password: digest('not it') } })).status);
    }
    assert.deepEqual(statuses, Array.from({ length: 4 }, () => [200, 200, 401]).flat());
    assert.equal((await call(a.url, 'POST', '/api/logout', { body: {}, token })).status, 200);
    assert.equal((await call(b.url, 'GET', '/api/account', { token })).status, 401);

    await topology.redis.start();
    const fresh = await newAccount(topology.url);
    const wrong = { username: fresh.email, password: digest('not it') };
    // Each replica notices by itself (its next call after reconnecting); then A and B count together again.
    const until = Date.now() + 10_000;
    for (;;) {
      const statuses: number[] = [];
      for (const replica of [a, b, a, b, a, b]) statuses.push((await call(replica.url, 'POST', '/api/login', { body: wrong })).status);
      if (statuses.join() === '401,401,401,401,401,429') break;
      assert.ok(Date.now() < until, `limits not shared again after Redis came back: ${statuses.join()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      wrong.username = (await newAccount(topology.url)).email;
    }
  });

  it('makes films on two workers sharing the queue in Redis: each job once, the streams served through nginx', async (t) => {
    if (topology.workers.length < 2) return t.skip('ffmpeg is not installed (apt-get install -y ffmpeg): no ingest workers');
    const studio = await ownerSessionOver(a.url, { DATABASE_URL: topology.databaseUrl }, `films-${Date.now()}@example.org`);
    const clip = fs.readFileSync(makeClip(topology.dir, { width: 854, height: 480, seconds: 4 }));
    const jobs: string[] = [];
    for (const n of [1, 2, 3]) {
      const fields = { ...blankProgramme('video'), title: `Film ${n}`, stream: '' };
      const created = await call(topology.url, 'POST', '/studio-api/programmes', { token: studio, body: { fields } });
      assert.equal(created.status, 200, created.text);
      // Uploaded through nginx, whose processes share DATA_DIR: a piece may reach either.
      const sent = await tusUpload(topology.url, studio, clip, `film-${n}.mp4`);
      const started = await call(topology.url, 'POST', `/studio-api/programmes/${created.body.id}/ingest`, { token: studio, body: { uploadId: sent.id } });
      assert.equal(started.status, 200, started.text);
      jobs.push(started.body.id as string);
    }
    const done = await Promise.all(
      jobs.map((id) =>
        waitForJob(async () => (await call(topology.url, 'GET', `/studio-api/ingest-jobs/${id}`, { token: studio })).body as { status: string }),
      ),
    );
    for (const job of done) assert.deepEqual([job.status, (job as Json).attempts], ['done', 1], JSON.stringify(job));
    // Each made once: one stream each in the shared library, one "made into" line each across the workers' logs.
    const library = fs.readdirSync(path.join(topology.dataDir, 'media', 'library'));
    assert.equal(library.length, 3, library.join(', '));
    const made = topology.workers.map((worker) => (fs.readFileSync(path.join(topology.dir, `${worker.name}.log`), 'utf8').match(/ made into /g) ?? []).length);
    assert.equal(made[0]! + made[1]!, 3, `films made by the workers: ${made.join(' and ')}`);
    console.log(`3 films made by two workers sharing the queue: ${made.join(' and ')}`);
    const playlist = await call(topology.url, 'GET', `${(done[0] as Json).stream.replace('media:', '/media/library/')}/master.m3u8`);
    assert.equal(playlist.status, 200);
    assert.match(playlist.text, /#EXT-X-STREAM-INF/);
  });

  it('loses (almost) no request when a replica is killed (SIGKILL) under load', async () => {
    const load = autocannon({
      url: `${topology.url}/api/appconfig`,
      headers: { customerid: CUSTOMER },
      connections: 16,
      duration: 6,
      timeout: 10,
    });
    const killed = new Promise<void>((resolve) => setTimeout(() => void b.kill('SIGKILL').then(resolve), 2_000));
    const result = await load;
    await killed;
    const failed = result.errors + result.timeouts + result.non2xx;
    const total = result['2xx'] + result.non2xx + result.errors + result.timeouts;
    const rate = total === 0 ? 1 : failed / total;
    console.log(
      `load through nginx, ${b.name} SIGKILLed after 2 s: ${total} requests in ${result.duration} s (${Math.round(result.requests.average)}/s), ` +
        `${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts: error rate ${(rate * 100).toFixed(3)}%; ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    assert.ok(total > 100, `too little load to judge (${total} requests)`);
    assert.ok(rate < 0.01, `error rate ${(rate * 100).toFixed(3)}% is not below 1%`);
    // And the survivor still answers through nginx.
    assert.equal((await call(topology.url, 'GET', '/api/appconfig')).status, 200);
  });
});
