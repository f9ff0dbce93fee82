import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, demoCatalogue, type TestServer } from '../../test/helper.js';

/**
 * Every picture the demo catalogue and its configuration name is one the art route draws: a
 * generated URL the route refuses is a broken image on every screen that shows it (the network
 * panel's art once asked for a hue of 407). One URL is asked for per kind, width and hue, with
 * the longest title among them; the picture drawn from it once a kind and width.
 */
let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => {
  await server.close();
});

it('draws every picture the catalogue, the blogs and the configuration name', async () => {
  const catalogue = demoCatalogue();
  // Nested JSON (the configuration's lists) is escaped in the text, so a URL ends at a quote or a backslash.
  const text = JSON.stringify({ items: catalogue.items, config: catalogue.config, blogs: catalogue.blogs });
  const urls = new Set(text.match(/\/art\/[^"\\\s]+/g));
  expect(urls.size).toBeGreaterThan(1000);
  const longest = new Map<string, string>();
  for (const url of urls) {
    const parsed = new URL(url, 'http://lumen.test');
    const shape = `${parsed.pathname}|${parsed.searchParams.get('w')}|${parsed.searchParams.get('h')}`;
    const kept = longest.get(shape);
    if (!kept || url.length > kept.length) longest.set(shape, url);
  }
  const refused: string[] = [];
  // Each address's SVG (the route checks the same parameters), and the WebP it names drawn once
  // a kind and width (drawing one is the slow part).
  const drawn = new Set<string>();
  for (const url of longest.values()) {
    const svg = await server.app.inject({ method: 'GET', url: url.replace('.webp?', '.svg?') });
    if (svg.statusCode !== 200 || !String(svg.headers['content-type']).includes('image/svg+xml')) refused.push(`${url} (SVG) -> ${svg.statusCode}`);
    const parsed = new URL(url, 'http://lumen.test');
    const kindAndWidth = `${parsed.pathname}|${parsed.searchParams.get('w')}`;
    if (drawn.has(kindAndWidth)) continue;
    drawn.add(kindAndWidth);
    const picture = await server.app.inject({ method: 'GET', url });
    if (picture.statusCode !== 200 || picture.headers['content-type'] !== 'image/webp') refused.push(`${url} -> ${picture.statusCode}`);
  }
  expect(drawn.size).toBeGreaterThan(10);
  expect(refused).toEqual([]);
});
