import { BLACK, contrastRatio, MINIMUM_CONTRAST, parseColour, passes, WHITE, type ContrastUse, type Rgba } from './contrast.js';
import type { Theme, ThemeKey } from './theme.js';

/**
 * The configured colours checked where the app draws them (WCAG 1.4.3 and 1.4.11). A colour that
 * would not read is replaced by one that does, and the configuration key is named in a warning:
 * a text colour by its default, else black or white; a focus colour by its default, else black or
 * white; text drawn on a configured focus colour turns from dark to white when dark would not read.
 */

/** The app's own surfaces (src/app/base.css, layouts.css, player.css). */
const PAGE = '#0d0d10';
const PANEL = '#1b1b21';
const PANEL_2 = '#25252d';
const NAV = '#09090c';
/** A player button at rest: rgba(255, 255, 255, 0.15) over the darkened video. */
const PLAYER_BUTTON = 'rgba(255, 255, 255, 0.15)';
/** The seek bar's track: rgba(255, 255, 255, 0.3) over the darkened video. */
const SEEK_TRACK = 'rgba(255, 255, 255, 0.3)';
/** The dark text drawn on the focus colours (a focused button's label). */
export const FOCUS_TEXT = '#141414';

const PAGE_SURFACES = [PAGE, PANEL, PANEL_2];

/** The app's own colours by name, for the studio's contrast list. */
const SURFACE_NAMES: Record<string, string> = {
  [PAGE]: `the page (${PAGE})`,
  [PANEL]: `a panel (${PANEL})`,
  [PANEL_2]: `a raised panel (${PANEL_2})`,
  [NAV]: `the menu bar (${NAV})`,
  [PLAYER_BUTTON]: 'a player button at rest (white at 15% over the video)',
  [SEEK_TRACK]: 'the seek bar’s track (white at 30% over the video)',
};

interface SurfaceCheck {
  key: ThemeKey;
  use: ContrastUse;
  /** Fixed colours of the app it is drawn on (or around): the worst of them counts. */
  on: readonly string[];
  /** Where, for the warning. */
  where: string;
}

/** Configured colours drawn on the app's own surfaces. */
export const SURFACE_CHECKS: readonly SurfaceCheck[] = [
  { key: 'category_title_text_color', use: 'text', on: PAGE_SURFACES, where: 'carousel and section titles on the page' },
  { key: 'thumbnail_title_text_color', use: 'text', on: PAGE_SURFACES, where: 'card titles on the page' },
  { key: 'detail_page_description_text_color', use: 'text', on: PAGE_SURFACES, where: 'descriptions on the page' },
  { key: 'shalom_theme_color', use: 'text', on: PAGE_SURFACES, where: 'theme-coloured text and the focus ring on the page' },
  { key: 'thumbnail_focus_color', use: 'non-text', on: PAGE_SURFACES, where: 'the focus ring of cards, banners and tiles' },
  { key: 'banner_button_highlight_color', use: 'non-text', on: PAGE_SURFACES, where: 'the focus ring of buttons' },
  { key: 'detail_page_button_focus_color', use: 'non-text', on: PAGE_SURFACES, where: 'a focused button or episode on the page' },
  { key: 'menu_button_focus_color', use: 'non-text', on: [...PAGE_SURFACES, NAV], where: 'a focused menu entry' },
  { key: 'search_button_focus_color', use: 'non-text', on: PAGE_SURFACES, where: 'focused search keys, tabs and field' },
  { key: 'player_button_focus_color', use: 'non-text', on: [PAGE, PLAYER_BUTTON], where: 'a focused player control' },
  { key: 'player_seek_bar_color', use: 'non-text', on: [SEEK_TRACK], where: 'the seek bar’s played part on its track' },
  { key: 'player_button_color', use: 'text', on: [PLAYER_BUTTON], where: 'player control labels' },
];

interface PairCheck {
  text: ThemeKey;
  on: ThemeKey;
  where: string;
}

/** Configured text on a configured fill: the text gives way. */
export const PAIR_CHECKS: readonly PairCheck[] = [
  { text: 'banner_button_text_color', on: 'banner_button_color', where: 'the banner button’s label' },
  { text: 'detail_button_text_color', on: 'detail_page_button_color', where: 'a button’s label' },
];

/** The dark label drawn on a configured focus colour, as a CSS variable of its own. */
export const FILL_TEXT: ReadonlyArray<{ fill: ThemeKey; variable: string; where: string }> = [
  { fill: 'detail_page_button_focus_color', variable: '--detail-page-button-focus-text-color', where: 'labels of focused buttons, tags and options' },
  { fill: 'menu_button_focus_color', variable: '--menu-button-focus-text-color', where: 'labels of focused menu entries and tabs' },
  { fill: 'search_button_focus_color', variable: '--search-button-focus-text-color', where: 'labels of focused search keys and tabs' },
  { fill: 'player_button_focus_color', variable: '--player-button-focus-text-color', where: 'labels of focused player controls' },
  { fill: 'shalom_theme_color', variable: '--shalom-theme-fill-text-color', where: 'labels on the theme colour (focused keys and options, badges)' },
];

export interface ContrastProblem {
  key: ThemeKey;
  /** The configured value. */
  value: string;
  /** The worst ratio found (0 when the value could not be read as a colour). */
  ratio: number;
  needed: number;
  where: string;
  /** What is drawn instead, and whether it replaces the key's colour or the text drawn on it. */
  replacement: string;
  replaces: 'colour' | 'text on it';
}

export interface ReadableTheme {
  theme: Theme;
  /** CSS variables beside the theme's own: the label colour on each focus colour. */
  variables: Record<string, string>;
  problems: ContrastProblem[];
}

const colourOf = (value: string): Rgba | null => parseColour(value);
const solid = (value: string): Rgba => parseColour(value) ?? BLACK;
/** Surfaces are opaque colours or light washes over the dark page. */
const ratioOn = (colour: Rgba, surface: string) => contrastRatio(colour, solid(surface), solid(PAGE));

/** The worst ratio of `colour` over the surfaces (0 when it is no colour). */
function worstRatio(colour: Rgba | null, surfaces: readonly string[]): number {
  if (!colour) return 0;
  return Math.min(...surfaces.map((surface) => ratioOn(colour, surface)));
}

/** Black or white, whichever reads better on all of `surfaces`. */
function blackOrWhite(surfaces: readonly string[]): string {
  return worstRatio(WHITE, surfaces) >= worstRatio(BLACK, surfaces) ? '#ffffff' : '#000000';
}

/** The configured theme, with every colour that would not read where it is drawn replaced. */
export function readableTheme(configured: Theme, defaults: Theme): ReadableTheme {
  const theme = { ...configured };
  const problems: ContrastProblem[] = [];

  // Colours on the app's own surfaces: all of a key's checks together, so one replacement (its
  // default if that reads everywhere it is drawn, else black or white) serves every use.
  const keys = [...new Set(SURFACE_CHECKS.map((check) => check.key))];
  for (const key of keys) {
    const checks = SURFACE_CHECKS.filter((check) => check.key === key);
    const failing = (value: string) => checks.filter((check) => !passes(worstRatio(colourOf(value), check.on), check.use));
    const failed = failing(theme[key]);
    if (failed.length === 0) continue;
    const allSurfaces = checks.flatMap((check) => check.on);
    const replacement = failing(defaults[key]).length === 0 ? defaults[key] : blackOrWhite(allSurfaces);
    const worst = failed.reduce((a, b) => (worstRatio(colourOf(theme[key]), a.on) <= worstRatio(colourOf(theme[key]), b.on) ? a : b));
    problems.push({
      key,
      value: configured[key],
      ratio: worstRatio(colourOf(theme[key]), worst.on),
      needed: MINIMUM_CONTRAST[worst.use],
      where: worst.where,
      replacement,
      replaces: 'colour',
    });
    theme[key] = replacement;
  }

  // Configured text on a configured fill (after the fills above are settled): the text gives way.
  for (const { text, on, where } of PAIR_CHECKS) {
    const fill = theme[on];
    const ratio = worstRatio(colourOf(theme[text]), [fill]);
    if (passes(ratio, 'text')) continue;
    const replacement = passes(worstRatio(colourOf(defaults[text]), [fill]), 'text') ? defaults[text] : blackOrWhite([fill]);
    problems.push({
      key: text,
      value: configured[text],
      ratio,
      needed: MINIMUM_CONTRAST.text,
      where: `${where} on ${on} ${fill}`,
      replacement,
      replaces: 'colour',
    });
    theme[text] = replacement;
  }

  // The dark label on each focus colour: white where dark would not read.
  const variables: Record<string, string> = {};
  for (const { fill, variable, where } of FILL_TEXT) {
    const ratio = worstRatio(solid(FOCUS_TEXT), [theme[fill]]);
    if (passes(ratio, 'text')) {
      variables[variable] = FOCUS_TEXT;
      continue;
    }
    const replacement = blackOrWhite([theme[fill]]);
    variables[variable] = replacement;
    problems.push({ key: fill, value: configured[fill], ratio, needed: MINIMUM_CONTRAST.text, where, replacement, replaces: 'text on it' });
  }

  return { theme, variables, problems };
}

export const ratioText = (ratio: number) => (ratio > 0 ? `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1` : 'not a colour');

/** One line per configuration key, however many of its uses failed. */
export function contrastWarnings(problems: readonly ContrastProblem[]): string[] {
  const byKey = new Map<ThemeKey, ContrastProblem[]>();
  for (const problem of problems) byKey.set(problem.key, [...(byKey.get(problem.key) ?? []), problem]);
  return [...byKey.entries()].map(([key, list]) => {
    const parts = list.map((p) =>
      p.replaces === 'colour'
        ? `${ratioText(p.ratio)} for ${p.where} (needs ${p.needed}:1), drawn in ${p.replacement} instead`
        : `${ratioText(p.ratio)} for ${p.where} in ${FOCUS_TEXT} (needs ${p.needed}:1), drawn in ${p.replacement} instead`,
    );
    return `Lumen: the configured ${key} (${list[0]!.value}) lacks contrast: ${parts.join('; ')}.`;
  });
}

/** One check of a configured colour where the app draws it (the studio lists them all, passing or not). */
export interface ThemeCheck {
  key: ThemeKey;
  /** What it is drawn on, or what is drawn on it: another key, or one of the app's own colours. */
  against: string;
  againstKey: ThemeKey | null;
  /** 0 when the value is no colour. */
  ratio: number;
  needed: number;
  where: string;
  passes: boolean;
}

/**
 * Every check readableTheme makes, on the colours as given (nothing replaced): they all pass
 * exactly when readableTheme would leave the colours as they are, or only turn a focus colour's
 * label from dark to white where white reads.
 */
export function themeChecks(theme: Theme): ThemeCheck[] {
  const checks: ThemeCheck[] = [];
  for (const { key, use, on, where } of SURFACE_CHECKS) {
    const colour = colourOf(theme[key]);
    const worst = on.reduce((a, b) => (worstRatio(colour, [a]) <= worstRatio(colour, [b]) ? a : b));
    const ratio = worstRatio(colour, on);
    checks.push({ key, against: SURFACE_NAMES[worst] ?? worst, againstKey: null, ratio, needed: MINIMUM_CONTRAST[use], where, passes: passes(ratio, use) });
  }
  for (const { text, on, where } of PAIR_CHECKS) {
    const ratio = colourOf(theme[on]) ? worstRatio(colourOf(theme[text]), [theme[on]]) : 0;
    checks.push({ key: text, against: on, againstKey: on, ratio, needed: MINIMUM_CONTRAST.text, where, passes: passes(ratio, 'text') });
  }
  for (const { fill, where } of FILL_TEXT) {
    if (!colourOf(theme[fill])) {
      checks.push({ key: fill, against: 'its label', againstKey: null, ratio: 0, needed: MINIMUM_CONTRAST.text, where, passes: false });
      continue;
    }
    const label = passes(worstRatio(solid(FOCUS_TEXT), [theme[fill]]), 'text') ? FOCUS_TEXT : blackOrWhite([theme[fill]]);
    const ratio = worstRatio(solid(label), [theme[fill]]);
    checks.push({ key: fill, against: `its label (${label})`, againstKey: null, ratio, needed: MINIMUM_CONTRAST.text, where, passes: passes(ratio, 'text') });
  }
  return checks;
}
