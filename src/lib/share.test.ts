import { describe, expect, it } from 'vitest';
import { parseShareType, shareBase, shareLink, shareTargets } from './share';

describe('share links', () => {
  it('use /{id}/episode/{slug} for an episode and /{id}/show/{slug} for anything else', () => {
    expect(shareLink('https://tv.example.org', { id: 'ep00001', type: 'vod', name: 'Beginning Again' })).toBe(
      'https://tv.example.org/ep00001/episode/beginning-again',
    );
    expect(shareLink('https://tv.example.org', { id: 'sr0001', type: 'Series', name: 'Pray with Saint John Bosco!' })).toBe(
      'https://tv.example.org/sr0001/show/pray-with-saint-john-bosco',
    );
    expect(shareLink('', { id: 'ct01', type: 'Category', name: '???' })).toBe('/ct01/show/watch');
  });

  it('are made on the page’s own address on the web, else on the configured public address', () => {
    expect(shareBase({ protocol: 'https:', origin: 'https://tv.example.org' }, 'http://other')).toBe('https://tv.example.org');
    expect(shareBase({ protocol: 'file:', origin: 'null' }, 'https://lumen.example.org/')).toBe('https://lumen.example.org');
    expect(shareBase({ protocol: 'file:', origin: 'null' }, 'javascript:alert(1)')).toBe('');
  });

  it('give each service its own share address, with the link encoded', () => {
    const link = 'https://tv.example.org/sr0001/show/pray';
    const targets = shareTargets({ link, title: 'Pray & sing', image: 'https://tv.example.org/a.svg' });
    expect(targets.map((t) => t.id)).toEqual(['whatsapp', 'facebook', 'twitter', 'email', 'linkedin', 'messenger', 'sms', 'pinterest']);
    const href = Object.fromEntries(targets.map((t) => [t.id, t.href]));
    expect(href.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(href.twitter).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=Pray%20%26%20sing`);
    expect(href.email).toMatch(/^mailto:\?subject=Pray%20%26%20sing&body=/);
    expect(href.messenger).toMatch(/^fb-messenger:\/\/share\/\?link=https%3A/);
    expect(href.pinterest).toContain('&media=https%3A%2F%2Ftv.example.org%2Fa.svg');
    for (const target of targets) expect(decodeURIComponent(target.href)).toContain(link);
    expect(shareTargets({ link, title: 't', facebookAppId: '123' }).find((t) => t.id === 'messenger')!.href).toMatch(
      /^https:\/\/www\.facebook\.com\/dialog\/send\?link=.*&app_id=123/,
    );
  });

  it('know only the two share types', () => {
    expect(parseShareType('episode')).toBe('episode');
    expect(parseShareType('show')).toBe('show');
    expect(parseShareType('Series')).toBeNull();
    expect(parseShareType(undefined)).toBeNull();
  });
});
