import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, type Theme, type ThemeKey } from './theme';
import { readableTheme, themeChecks } from './theme-contrast';

const keys = Object.keys(THEME_DEFAULTS) as ThemeKey[];

/** A small deterministic generator, so a failure can be replayed. */
function randomTheme(seed: number): Theme {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Object.fromEntries(keys.map((key) => [key, `#${(next() % 0x1000000).toString(16).padStart(6, '0')}`])) as Theme;
}

describe('themeChecks: the studio’s list of the viewer app’s checks', () => {
  it('passes the spec’s defaults everywhere', () => {
    const checks = themeChecks({ ...THEME_DEFAULTS });
    expect(checks.length).toBeGreaterThan(15);
    expect(checks.filter((c) => !c.passes)).toEqual([]);
  });

  it('names both keys of a pair that does not read, with its ratio', () => {
    const checks = themeChecks({ ...THEME_DEFAULTS, banner_button_text_color: '#eeeeee', banner_button_color: '#ffffff' });
    const failed = checks.filter((c) => !c.passes);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ key: 'banner_button_text_color', againstKey: 'banner_button_color', needed: 4.5 });
    expect(failed[0]!.ratio).toBeCloseTo(1.16, 2);
  });

  it('fails a text colour on the app’s page, naming the page', () => {
    const failed = themeChecks({ ...THEME_DEFAULTS, category_title_text_color: '#222222' }).filter((c) => !c.passes);
    expect(failed).toEqual([expect.objectContaining({ key: 'category_title_text_color', againstKey: null, against: expect.stringContaining('#') })]);
  });

  it('agrees with readableTheme: when every check passes the viewer draws the colours as they are, and a failing colour is replaced', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const theme = randomTheme(seed);
      const checks = themeChecks(theme);
      const drawn = readableTheme(theme, THEME_DEFAULTS).theme;
      if (checks.every((c) => c.passes)) expect(drawn, `seed ${seed}`).toEqual(theme);
      for (const check of checks.filter((c) => !c.passes && (c.againstKey !== null || !c.against.startsWith('its label'))))
        expect(drawn[check.key], `seed ${seed} ${check.key}`).not.toBe(theme[check.key]);
    }
  });
});
