/**
 * The look in the studio: the global configuration's theme colours with a human name each, the body
 * of a change, the answer with its contrast checks, and the words for colours that are hard to read.
 */
import * as v from 'valibot';
import type { Output } from './studio-common.js';
import { THEME_DEFAULTS, type ThemeKey } from './theme.js';
import { ratioText, type ThemeCheck } from './theme-contrast.js';

/** The look: the global configuration's theme colours (contract/theme.ts), with a human name each. */
export const THEME_KEYS = Object.keys(THEME_DEFAULTS) as ThemeKey[];
export const THEME_NAMES: Record<ThemeKey, string> = {
  shalom_theme_color: 'Theme colour',
  category_title_text_color: 'Carousel title text',
  thumbnail_title_text_color: 'Card title text',
  thumbnail_focus_color: 'Card focus ring',
  banner_button_color: 'Banner button',
  banner_button_text_color: 'Banner button text',
  banner_button_highlight_color: 'Button focus ring',
  detail_page_button_focus_color: 'Focused button (detail page)',
  detail_page_button_color: 'Button (detail page)',
  detail_button_text_color: 'Button text (detail page)',
  detail_page_description_text_color: 'Description text (detail page)',
  menu_button_focus_color: 'Focused menu entry',
  search_button_focus_color: 'Focused search key',
  player_button_focus_color: 'Focused player button',
  player_seek_bar_color: 'Seek bar',
  player_button_color: 'Player button',
};

/** A colour the look takes: #rrggbb, what a colour input gives. */
export const HexColour = v.pipe(v.string(), v.minLength(7), v.maxLength(7), v.regex(/^#[0-9a-fA-F]{6}$/));
const themeObject = <T extends v.GenericSchema>(value: T) => v.object(Object.fromEntries(THEME_KEYS.map((key) => [key, value])) as Record<ThemeKey, T>);

/**
 * A change of the look: every theme colour; `expected` the values the editor started from (a change
 * made meanwhile is not overwritten); `acceptLowContrast` saves colours that fail a contrast check.
 */
export const LookBody = v.object({
  colours: themeObject(HexColour),
  expected: themeObject(v.pipe(v.string(), v.maxLength(100))),
  acceptLowContrast: v.optional(v.boolean()),
});
export type LookBody = Output<typeof LookBody>;

export const LookCheck = v.looseObject({
  key: v.string(),
  against: v.string(),
  againstKey: v.nullable(v.string()),
  ratio: v.number(),
  needed: v.number(),
  where: v.string(),
  passes: v.boolean(),
});
export const Look = v.looseObject({
  colours: v.array(v.looseObject({ key: v.string(), name: v.string(), value: v.string(), default: v.string() })),
  checks: v.array(LookCheck),
  /** One line per failing check (saved with acceptLowContrast, or set before the studio). */
  warnings: v.array(v.string()),
});
export type Look = Output<typeof Look>;

/** A colour as an editor knows it, with its configuration key for API callers: “Seek bar (player_seek_bar_color)”. */
const colourName = (key: string) => (key in THEME_NAMES ? `${THEME_NAMES[key as ThemeKey]} (${key})` : key);

/** One failing check in words: both colours by name and key (or the colour and the app's own) and the ratio. */
export function lowContrastLine(check: ThemeCheck): string {
  const pair = check.againstKey
    ? `${colourName(check.key)} on ${colourName(check.againstKey)}`
    : check.against.startsWith('its label')
      ? `${colourName(check.key)} with ${check.against}`
      : `${colourName(check.key)} on ${check.against}`;
  return `${pair}: ${ratioText(check.ratio)}, needs ${check.needed}:1 (${check.where})`;
}

export const LOOK_MESSAGES = {
  /** The server's refusal (an API caller's way past it: the flag). */
  lowContrast: (lines: string[]) =>
    `These colours would be hard to read: ${lines.join('; ')}. Change them, or send acceptLowContrast: true to save them anyway.`,
  /** The studio's own words before anything is sent (its way past: the tick box, not an API field). */
  lowContrastInStudio: (lines: string[]) =>
    `These colours would be hard to read: ${lines.join('; ')}. Change them, or tick “Save even though” below the checks to save them anyway.`,
  savedLowContrast: 'Saved, though some colours are hard to read: the viewer app draws those in a readable colour instead.',
} as const;
