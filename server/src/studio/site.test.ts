import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeWith } from '../../../contract/rich-text.js';
import { DEFAULT_FOOTER_COUNTRIES, DEFAULT_SHARE_DONATE_BANNER } from '../../../contract/site-content.js';
import { STUDIO_MESSAGES } from '../../../contract/studio.js';
import type { BlogEntry, Footer } from '../../../contract/studio-site.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { studioTeam } from '../../test/studio.js';
import { sanitizerRunning, stopSanitizer } from '../lib/rich-text.js';

const START = Date.parse('2026-11-29T10:00:00.000Z');
let server: TestServer;
const api = caller(() => server);

async function studio(method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) {
  const response = await server.app.inject({ method, url: `/studio-api${url}`, headers: token ? bearer(token) : {}, payload: payload as Json });
  return { status: response.statusCode, body: response.json() as Json };
}

let owner = '';
let editor = '';

beforeAll(async () => {
  server = await build({ startMs: START });
  ({ owner, editor } = await studioTeam(server, 'site', START));
});
afterAll(async () => {
  await server.close();
});

const blogs = async (tag: string) => (await api.call('GET', `/api/blogs?tags[]=${tag}`)).body.items as Json[];
const appConfig = async () => (await api.call('GET', '/api/appconfig')).body.response as Record<string, string>;
const audit = async () => (await server.app.inject({ method: 'GET', url: '/studio-api/audit', headers: bearer(owner) })).json().entries as Json[];

/** The viewer app's sanitiser (contract/rich-text.ts with DOMPurify) on a window of its own. */
const viewerKeeps = (html: string) => sanitizeWith(createDOMPurify(new JSDOM('').window), html);

describe('the site’s own words', () => {
  it('lists the demo FAQ as the viewer sees it, with the seed’s dates and kids flags (and readies the sanitiser for the save)', async () => {
    await stopSanitizer();
    const faq = await studio('GET', '/site/faq', editor);
    expect(faq.status).toBe(200);
    expect(sanitizerRunning()).toBe(true);
    const entries = faq.body.value as BlogEntry[];
    expect(entries.map((e) => e.title)).toEqual((await blogs('faq')).map((b) => b.languages[0].title));
    expect(entries[0]).toMatchObject({ id: 'faq01', title: 'Is Lumen really free?', date: '2024-01-15', imageUrl: '', kids: false });
    expect(faq.body.version).toMatch(/^[a-f0-9]{20}$/);
  });

  it('saves an editor’s FAQ entry sanitised exactly as the viewer draws it; viewers get it at once; audited before and after', async () => {
    const faq = (await studio('GET', '/site/faq', editor)).body;
    const body =
      '<p>Come <strong>in person</strong><script>alert(1)</script><img src=x onerror="alert(2)"> or <a href="javascript:alert(3)">click</a> <a href="https://example.org">here</a></p>';
    const entry: BlogEntry = { id: '', title: 'Can I visit the studio?', date: '2026-11-01', imageUrl: '', body, kids: true };
    const saved = await studio('PUT', '/site/faq', editor, { version: faq.version, value: [entry, ...faq.value] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = (saved.body.value as BlogEntry[])[0]!;
    expect(stored.body).toBe(
      '<p>Come <strong>in person</strong> or <a>click</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">here</a></p>',
    );
    expect(stored.body).toBe(viewerKeeps(body));
    expect(stored.id).toMatch(/^faq-[a-f0-9]{10}$/);

    const first = (await blogs('faq'))[0]!;
    expect(first).toMatchObject({ id: stored.id, tags: ['faq'], createdAt: '2026-11-01T10:00:00.000Z' });
    expect(first.languages[0]).toEqual({ title: 'Can I visit the studio?', richTextData: stored.body });
    expect(JSON.stringify(await blogs('faq'))).not.toMatch(/<script|onerror|javascript:/);

    const entryLog = (await audit()).find((e) => e.action === 'site.save' && e.target === 'faq')!;
    expect(entryLog.operator).toBe('site-editor@example.org');
    expect((JSON.parse(entryLog.before as string) as BlogEntry[]).some((e) => e.title === 'Can I visit the studio?')).toBe(false);
    expect((JSON.parse(entryLog.after as string) as BlogEntry[])[0]).toMatchObject({ title: 'Can I visit the studio?', body: stored.body });
  });

  it('reorders and removes FAQ entries; an entry taken off is gone for viewers', async () => {
    const faq = (await studio('GET', '/site/faq', owner)).body;
    const [a, b, ...rest] = faq.value as BlogEntry[];
    const saved = await studio('PUT', '/site/faq', owner, { version: faq.version, value: [...rest.slice(0, -1), b, a] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const titles = (await blogs('faq')).map((e) => e.languages[0].title);
    expect(titles.slice(-2)).toEqual([b!.title, a!.title]);
    expect(titles).not.toContain(rest.at(-1)!.title);
  });

  it('adds a blog post with its picture and date, listed under the tag blog', async () => {
    const blog = (await studio('GET', '/site/blog', editor)).body;
    expect(blog.value).toEqual([]);
    const post: BlogEntry = {
      id: '',
      title: 'Advent on Lumen',
      date: '2026-11-29',
      imageUrl: '/art/poster.webp?t=Advent',
      body: '<p><em>Four weeks</em> of prayer.</p>',
      kids: true,
    };
    expect((await studio('PUT', '/site/blog', editor, { version: blog.version, value: [post] })).status).toBe(200);
    const [entry] = await blogs('blog');
    const now = (await studio('GET', '/site/blog', editor)).body;
    const noDay = await studio('PUT', '/site/blog', editor, { version: now.version, value: [{ ...now.value[0], date: '2026-02-31' }] });
    expect(noDay.status).toBe(400);
    expect(noDay.body.error.message).toBe('value.0.date: there is no day 2026-02-31.');
    expect(entry).toMatchObject({ tags: ['blog'], imageUrl: '/art/poster.webp?t=Advent', createdAt: '2026-11-29T10:00:00.000Z' });
  });

  it('changes the footer of a country: /api/appconfig has it at once', async () => {
    const footer = (await studio('GET', '/site/footer', editor)).body;
    expect(footer.value).toEqual(DEFAULT_FOOTER_COUNTRIES);
    const value: Footer = {
      default: 'USA',
      countries: [
        ...(footer.value as Footer).countries.filter((c) => c.code !== 'IRL'),
        { code: 'IRL', legalText: 'Lumen Ireland, CHY 99999.', phone: '+353 1 555 0100' },
      ],
    };
    const saved = await studio('PUT', '/site/footer', editor, { version: footer.version, value });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(JSON.parse((await appConfig()).footer_countries!)).toEqual(value);
  });

  it('names the field of a bad address or phone, and keeps what was there', async () => {
    const sites = (await studio('GET', '/site/sister-sites', editor)).body;
    expect(sites.value.length).toBe(6);
    const bad = [{ ...sites.value[0], link: 'javascript:alert(1)' }];
    const refused = await studio('PUT', '/site/sister-sites', editor, { version: sites.version, value: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^Invalid body: value\.0\.link must match/);
    const footer = (await studio('GET', '/site/footer', editor)).body;
    const badPhone = { ...footer.value, countries: [{ ...footer.value.countries[0], phone: 'call us!' }] };
    const phone = await studio('PUT', '/site/footer', editor, { version: footer.version, value: badPhone });
    expect(phone.status).toBe(400);
    expect(phone.body.error.message).toMatch(/^Invalid body: value\.countries\.0\.phone must match/);
    const noDefault = await studio('PUT', '/site/footer', editor, { version: footer.version, value: { ...footer.value, default: 'NZL' } });
    expect(noDefault.body.error.message).toBe('The default country, NZL, has no footer: add it or choose another default.');
    expect((await studio('GET', '/site/sister-sites', editor)).body).toEqual(sites);
  });

  it('refuses a save over a newer one with 409, and keeps the newer one', async () => {
    const banner = (await studio('GET', '/site/banner', editor)).body;
    expect(banner.value).toEqual(DEFAULT_SHARE_DONATE_BANNER);
    const first = await studio('PUT', '/site/banner', owner, { version: banner.version, value: { ...banner.value, presets: [5, 15, 25] } });
    expect(first.status).toBe(200);
    const stale = await studio('PUT', '/site/banner', editor, { version: banner.version, value: { ...banner.value, giveTitle: 'Give today' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(STUDIO_MESSAGES.changedElsewhere);
    expect(JSON.parse((await appConfig()).share_donate_banner!)).toMatchObject({ presets: [5, 15, 25], giveTitle: 'Keep Lumen free' });
  });

  it('edits plans: prices as numbers, a plan taken off made inactive for viewers', async () => {
    const plans = (await studio('GET', '/site/plans', editor)).body;
    expect(plans.value.map((p: Json) => p.id)).toEqual(['free', 'supporter']);
    const value = [{ ...plans.value[1], name: 'Friend of Lumen', price: 4.99 }];
    expect((await studio('PUT', '/site/plans', editor, { version: plans.version, value })).status).toBe(200);
    const shown = (await api.call('GET', '/api/packages')).body.items as Json[];
    expect(shown).toEqual([expect.objectContaining({ id: 'supporter', name: 'Friend of Lumen', price: 4.99, free: false })]);
    const text = await studio('PUT', '/site/plans', editor, { version: plans.version, value: [{ ...value[0], price: '4.99' }] });
    expect(text.status).toBe(400);
  });

  it('keeps navigation items to pages the catalogue has', async () => {
    const nav = (await studio('GET', '/site/navigation', editor)).body;
    expect(nav.value.map((n: Json) => n.id)).toEqual(['nav-saints', 'nav-prayer', 'nav-bible', 'nav-kids']);
    const refused = await studio('PUT', '/site/navigation', editor, {
      version: nav.version,
      value: [...nav.value, { id: 'nav-nothing', title: 'Nothing', bannerid: '' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('nav-nothing');
    const renamed = [{ ...nav.value[1], title: 'Pray' }, nav.value[0]];
    expect((await studio('PUT', '/site/navigation', editor, { version: nav.version, value: renamed })).status).toBe(200);
    expect(JSON.parse((await appConfig()).home_nav_list_item!)).toEqual(renamed);
  });

  it('refuses viewers’ tokens and no token', async () => {
    const viewer = await api.signedIn('site-viewer');
    expect((await studio('GET', '/site/faq', viewer.token)).status).toBe(401);
    const faq = (await studio('GET', '/site/faq', editor)).body;
    expect((await studio('PUT', '/site/faq', viewer.token, { version: faq.version, value: [] })).status).toBe(401);
    expect((await studio('PUT', '/site/faq', undefined, { version: faq.version, value: [] })).status).toBe(401);
    expect((await blogs('faq')).length).toBeGreaterThan(0);
  });
});
