import { describe, expect, it } from 'vitest';
import { applyTheme, parseNavListItems, parseNetworkItems, THEME_DEFAULTS, themeFromConfig } from './config';

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
    expect(parseNetworkItems('[{"networkItemText":"News","externalLink":"https://news.example.org","imageUrl":"/a.svg"},{"networkItemText":"Bad","externalLink":"javascript:alert(1)"}]')).toEqual([
      { networkItemText: 'News', externalLink: 'https://news.example.org', imageUrl: '/a.svg' },
    ]);
  });
});
