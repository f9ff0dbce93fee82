// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, CONFIG_STORAGE_KEY, loadStoredConfig, parseNavListItems, parseNetworkItems, storeConfig, themeFromConfig } from './config';
import { THEME_DEFAULTS } from '../../contract/theme';

describe('the configuration', () => {
  it('uses the spec defaults and keeps only valid colours', () => {
    const theme = themeFromConfig({ shalom_theme_color: '#123456', player_seek_bar_color: 'url(javascript:alert(1))', thumbnail_focus_color: 'rgb(1, 2, 3)' });
    expect(theme.shalom_theme_color).toBe('#123456');
    expect(theme.thumbnail_focus_color).toBe('rgb(1, 2, 3)');
    expect(theme.player_seek_bar_color).toBe(THEME_DEFAULTS.player_seek_bar_color);
    expect(themeFromConfig({}).shalom_theme_color).toBe('#f0d256');
    expect(themeFromConfig({}).thumbnail_title_text_color).toBe('#ffffff');
  });

  it('writes the theme as CSS variables', () => {
    const root = document.createElement('div');
    applyTheme(themeFromConfig({ menu_button_focus_color: '#abcdef' }), root);
    expect(root.style.getPropertyValue('--menu-button-focus-color')).toBe('#abcdef');
    expect(root.style.getPropertyValue('--shalom-theme-color')).toBe('#f0d256');
  });

  it('reads the nav list, skipping bad entries and bad JSON', () => {
    expect(parseNavListItems('[{"id":"nav-saints","title":"Saints","bannerid":"bn-1"},{"title":"no id"},7,null]')).toEqual([
      { id: 'nav-saints', title: 'Saints', bannerid: 'bn-1' },
    ]);
    expect(parseNavListItems('{oops')).toEqual([]);
    expect(parseNavListItems(undefined)).toEqual([]);
    expect(parseNavListItems('{"id":"x"}')).toEqual([]);
  });

  it('accepts only web links for network items', () => {
    expect(
      parseNetworkItems(
        '[{"networkItemText":"News","externalLink":"https://news.example.org","imageUrl":"/a.svg"},{"networkItemText":"Bad","externalLink":"javascript:alert(1)"}]',
      ),
    ).toEqual([{ networkItemText: 'News', externalLink: 'https://news.example.org', imageUrl: '/a.svg' }]);
  });
});

describe('the configuration kept for the next start', () => {
  beforeEach(() => localStorage.clear());

  it('is none on a first start', () => {
    expect(loadStoredConfig()).toBeNull();
  });

  it('comes back as it was stored', () => {
    const values = { shalom_theme_color: '#123456', regular_carousel_shalom_web: 'cs-home', splash_screen_video_web: '/media/splash/splash.mp4' };
    storeConfig(values, 1_000);
    expect(loadStoredConfig()).toEqual(values);
  });

  it.each([
    ['not json', '{nope'],
    ['another shape', JSON.stringify({ hello: 'world' })],
    ['another version', JSON.stringify({ v: 2, savedAt: 1, values: { a: 'b' } })],
    ['values that are not text', JSON.stringify({ v: 1, savedAt: 1, values: { a: 1, b: { c: 'd' } } })],
    ['no values', JSON.stringify({ v: 1, savedAt: 1, values: {} })],
    ['no date', JSON.stringify({ v: 1, values: { a: 'b' } })],
    ['a huge value', JSON.stringify({ v: 1, savedAt: 1, values: { a: 'x'.repeat(60_000) } })],
    ['too many settings', JSON.stringify({ v: 1, savedAt: 1, values: Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, 'v'])) })],
    ['json null', 'null'],
    ['an array', '[{"v":1}]'],
  ])('is none when what is stored is %s', (_, raw) => {
    localStorage.setItem(CONFIG_STORAGE_KEY, raw);
    expect(loadStoredConfig()).toBeNull();
  });
});
