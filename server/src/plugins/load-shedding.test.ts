import { afterAll, describe, expect, it } from 'vitest';
import { build, fakeAppDir, headers, type TestServer } from '../../test/helper.js';
import { EventLoopDelayMonitor, LOAD_SHED_MESSAGE, DEFAULT_RETRY_AFTER_SECONDS } from './load-shedding.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

const logLines: Array<Record<string, any>> = [];
const logger = { level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } };

/** Keeps the event loop busy for `ms`, as a long synchronous task would. */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}
const nextTimers = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop runs late, then serves again', async () => {
    let delay = 0;
    const server = await build({ appDir: fakeAppDir(), app: { logger, loadShedding: { maxEventLoopDelayMs: 200, probe: () => delay } } });
    servers.push(server);
    const get = (url: string) => server.app.inject({ method: 'GET', url, headers });
    expect((await get('/api/appconfig')).statusCode).toBe(200);

    delay = 250;
    logLines.length = 0;
    for (const url of ['/api/appconfig', '/api/catalogues?id=cat-all-shows', '/', '/media/vod/rosary/master.m3u8']) {
      const shed = await get(url);
      expect(shed.statusCode, url).toBe(503);
      expect(shed.json()).toEqual({ error: { message: LOAD_SHED_MESSAGE } });
      expect(shed.headers['retry-after']).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
      expect(shed.headers['content-security-policy']).toBeDefined();
    }
    // Writes too, before anything is done for them.
    expect((await server.app.inject({ method: 'POST', url: '/api/login', headers, payload: {} })).statusCode).toBe(503);
    expect(logLines.filter((line) => line.statusCode === 503 && line.msg === LOAD_SHED_MESSAGE)).toHaveLength(5);

    delay = 150;
    expect((await get('/api/appconfig')).statusCode).toBe(200);
  });

  it('is off at 0, and is what the configuration says otherwise (generous by default)', async () => {
    const off = await build({ appDir: fakeAppDir(), config: { loadShedEventLoopDelayMs: 0 }, app: { loadShedding: { probe: () => 60_000 } } });
    servers.push(off);
    expect((await off.app.inject({ method: 'GET', url: '/api/appconfig', headers })).statusCode).toBe(200);
    const configured = await build({ appDir: fakeAppDir(), config: { loadShedEventLoopDelayMs: 1000 }, app: { loadShedding: { probe: () => 1001 } } });
    servers.push(configured);
    expect((await configured.app.inject({ method: 'GET', url: '/api/appconfig', headers })).statusCode).toBe(503);
  });

  it('notices a really blocked event loop, and lets go once it runs freely', async () => {
    const server = await build({ appDir: fakeAppDir(), app: { loadShedding: { maxEventLoopDelayMs: 200, sampleIntervalMs: 50 } } });
    servers.push(server);
    const get = () => server.app.inject({ method: 'GET', url: '/api/appconfig', headers });
    /** Polls until the server answers 200 (a busy test machine may run late on its own for a moment). */
    const untilServing = async () => {
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await get()).statusCode;
      }
      return status;
    };
    expect(await untilServing()).toBe(200);
    block(600);
    // The sampler was due during the block; it runs before a timer set now.
    await nextTimers();
    expect((await get()).statusCode).toBe(503);
    // Free again within a few samples.
    expect(await untilServing()).toBe(200);
  });
});

describe('EventLoopDelayMonitor', () => {
  it('measures a block as delay, and an idle loop as almost none', async () => {
    const monitor = new EventLoopDelayMonitor(60_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(monitor.sample()).toBeLessThan(40);
      // The histogram counts from its first tick after a sample.
      await new Promise((resolve) => setTimeout(resolve, 30));
      block(500);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(monitor.sample()).toBeGreaterThan(40);
    } finally {
      monitor.stop();
    }
  });
});
