import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, passes } from '../../contract/contrast';
import { THEME_DEFAULTS, type Theme } from '../../contract/theme';
import { themeFromConfig } from './config';
import { contrastWarnings, FILL_TEXT, FOCUS_TEXT, PAIR_CHECKS, readableTheme, SURFACE_CHECKS } from '../../contract/theme-contrast';

const ratio = (front: string, back: string) => contrastRatio(parseColour(front)!, parseColour(back)!, parseColour('#0d0d10')!);
const readable = (values: Record<string, string>) => readableTheme(themeFromConfig(values), THEME_DEFAULTS);

describe('configured colours where the app draws them', () => {
  it('leaves the spec’s defaults alone: every pair of them reads', () => {
    const result = readableTheme({ ...THEME_DEFAULTS }, THEME_DEFAULTS);
    expect(result.problems).toEqual([]);
    expect(result.theme).toEqual(THEME_DEFAULTS);
    for (const { variable } of FILL_TEXT) expect(result.variables[variable]).toBe(FOCUS_TEXT);
  });

  it('keeps configured colours that read, changing nothing', () => {
    const values = {
      shalom_theme_color: '#7fd4ff',
      category_title_text_color: '#e0e0e0',
      banner_button_color: '#1e3a8a',
      banner_button_text_color: '#ffffff',
      menu_button_focus_color: '#ffb703',
    };
    const result = readable(values);
    expect(result.problems).toEqual([]);
    expect(result.theme).toMatchObject(values);
  });

  it('replaces dark text on the dark page by its default, naming the key once', () => {
    const result = readable({ category_title_text_color: '#222222', thumbnail_title_text_color: 'rgba(255, 255, 255, 0.2)' });
    expect(result.theme.category_title_text_color).toBe('#ffffff');
    expect(result.theme.thumbnail_title_text_color).toBe('#ffffff');
    expect(result.problems.map((p) => p.key)).toEqual(['category_title_text_color', 'thumbnail_title_text_color']);
    const warnings = contrastWarnings(result.problems);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('category_title_text_color (#222222)');
    expect(warnings[0]).toMatch(/needs 4\.5:1/);
  });

  it('draws the banner button’s label in black or white when the configured one does not read on the configured button', () => {
    // Yellow on yellow: the default dark label reads, so it comes back.
    expect(readable({ banner_button_color: '#f0d256', banner_button_text_color: '#f5e27a' }).theme.banner_button_text_color).toBe(
      THEME_DEFAULTS.banner_button_text_color,
    );
    // A dark button with dark text: white (the default #141414 would not read either).
    const dark = readable({ banner_button_color: '#1a1a6e', banner_button_text_color: '#333333' });
    expect(dark.theme.banner_button_color).toBe('#1a1a6e');
    expect(dark.theme.banner_button_text_color).toBe('#ffffff');
    expect(contrastWarnings(dark.problems)).toEqual([expect.stringContaining('banner_button_text_color (#333333)')]);
    // The same for the detail page's buttons.
    expect(readable({ detail_page_button_color: '#dddddd', detail_button_text_color: '#eeeeee' }).theme.detail_button_text_color).toBe('#000000');
  });

  it('turns the dark label on a focus colour white where the configured colour is too dark for it', () => {
    // A red that stands out from the page (3:1) but is too dark for dark text (4.5:1).
    const result = readable({ menu_button_focus_color: '#d63031' });
    expect(result.variables['--menu-button-focus-text-color']).toBe('#ffffff');
    expect(result.theme.menu_button_focus_color).toBe('#d63031');
    expect(contrastWarnings(result.problems)).toEqual([expect.stringMatching(/menu_button_focus_color \(#d63031\).*drawn in #ffffff/)]);
  });

  it('gives a focus colour that cannot be told from the page its default, whose dark label reads', () => {
    const result = readable({ menu_button_focus_color: '#6a0dad' });
    expect(result.theme.menu_button_focus_color).toBe(THEME_DEFAULTS.menu_button_focus_color);
    expect(result.variables['--menu-button-focus-text-color']).toBe(FOCUS_TEXT);
    expect(contrastWarnings(result.problems)).toEqual([expect.stringMatching(/menu_button_focus_color \(#6a0dad\).*needs 3:1/)]);
  });

  it('gives a focus ring that cannot be seen on the page its default (3:1 for what is not text)', () => {
    const result = readable({ thumbnail_focus_color: '#1b1b21', banner_button_highlight_color: '#333333', search_button_focus_color: '#555555' });
    expect(result.theme.thumbnail_focus_color).toBe(THEME_DEFAULTS.thumbnail_focus_color);
    expect(result.theme.banner_button_highlight_color).toBe(THEME_DEFAULTS.banner_button_highlight_color);
    // #555 is 2.4:1 on the lightest panel: not enough for a focus indicator.
    expect(result.theme.search_button_focus_color).toBe(THEME_DEFAULTS.search_button_focus_color);
    // A mid grey ring that passes 3:1 but not 4.5:1 is fine for a ring.
    expect(readable({ thumbnail_focus_color: '#8a8a8a' }).theme.thumbnail_focus_color).toBe('#8a8a8a');
  });

  it('gives one warning per key, however many of its uses fail', () => {
    // A dark theme colour: too dark as text on the page, and its dark label would not read on it.
    const result = readable({ shalom_theme_color: '#202020' });
    expect(result.problems.filter((p) => p.key === 'shalom_theme_color').length).toBeGreaterThanOrEqual(1);
    expect(contrastWarnings(result.problems).filter((line) => line.includes('shalom_theme_color'))).toHaveLength(1);
    expect(result.theme.shalom_theme_color).toBe(THEME_DEFAULTS.shalom_theme_color);
  });

  it('always ends with pairs that read, whatever is configured', () => {
    const awful: Theme = Object.fromEntries(Object.keys(THEME_DEFAULTS).map((key, i) => [key, i % 2 ? '#101010' : '#fafafa'])) as Theme;
    const { theme, variables } = readableTheme(awful, THEME_DEFAULTS);
    for (const check of SURFACE_CHECKS) {
      const surfaces = check.on;
      for (const surface of surfaces) expect(passes(ratio(theme[check.key], surface), check.use)).toBe(true);
    }
    for (const { text, on } of PAIR_CHECKS) expect(passes(ratio(theme[text], theme[on]), 'text')).toBe(true);
    for (const { fill, variable } of FILL_TEXT) expect(passes(ratio(variables[variable]!, theme[fill]), 'text')).toBe(true);
  });
});
