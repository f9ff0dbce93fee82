import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_COUNTRIES, DEFAULT_SHARE_DONATE_BANNER } from './site-content';
import { Banner, BlogEntry, Footer, Phone, PictureUrl, WebUrl } from './studio-site';

describe('the site texts’ schemas', () => {
  it('take web addresses over http(s) only', () => {
    for (const ok of ['https://give.lumen.example.org/fellowship', 'http://example.org/a?b=1&c=2']) expect(v.is(WebUrl, ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'https:///x', 'https://a b.org', 'https://\\evil', 'ftp://x.org', 'data:text/html,x', ''])
      expect(v.is(WebUrl, bad), bad).toBe(false);
  });

  it('take pictures from the web or this site’s own paths, or none', () => {
    for (const ok of ['', '/art/network.webp?t=Lumen%20News&h=259&w=320', '/pictures/abc.webp', 'https://cdn.example.org/p.jpg'])
      expect(v.is(PictureUrl, ok), ok).toBe(true);
    for (const bad of ['//evil.example/x.png', '/\\evil', 'javascript:alert(1)', 'x.png', '/a b.png']) expect(v.is(PictureUrl, bad), bad).toBe(false);
  });

  it('take phone numbers as people write them', () => {
    for (const ok of ['+1 (555) 010-0199', '+44 20 7946 0123', '(02) 5550 0155', '01.23.45.67.89']) expect(v.is(Phone, ok), ok).toBe(true);
    for (const bad of ['call us', '123', '+', '+1 555 010 0199 ext', '+1 (555) 010-0199)', '1'.repeat(26)]) expect(v.is(Phone, bad), bad).toBe(false);
  });

  it('take the demo’s footer and banner as they are, so the studio can save them unchanged', () => {
    expect(v.safeParse(Footer, DEFAULT_FOOTER_COUNTRIES).issues).toBeUndefined();
    expect(v.safeParse(Banner, DEFAULT_SHARE_DONATE_BANNER).issues).toBeUndefined();
    expect(v.is(Banner, { ...DEFAULT_SHARE_DONATE_BANNER, presets: [] })).toBe(false);
    expect(v.is(Banner, { ...DEFAULT_SHARE_DONATE_BANNER, presets: [10.5] })).toBe(false);
    expect(v.is(Footer, { default: 'USA', countries: [{ code: 'usa', legalText: 'x', phone: '+1 555 010 0199' }] })).toBe(false);
  });

  it('bound a blog entry: a title, a real-looking date, a body of at most 20,000 characters', () => {
    const entry = { id: '', title: 'Advent', date: '2026-11-29', imageUrl: '', body: '<p>x</p>', kids: true };
    expect(v.is(BlogEntry, entry)).toBe(true);
    expect(v.is(BlogEntry, { ...entry, title: '' })).toBe(false);
    expect(v.is(BlogEntry, { ...entry, date: '2026-13-01' })).toBe(false);
    expect(v.is(BlogEntry, { ...entry, body: 'x'.repeat(20_001) })).toBe(false);
    expect(v.is(BlogEntry, { ...entry, id: '../x' })).toBe(false);
  });
});
