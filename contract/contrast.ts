/**
 * WCAG 2 colour contrast: relative luminance, contrast ratio and the minimums of success criteria
 * 1.4.3 (text) and 1.4.11 (non-text: focus indicators, the parts of a control).
 */

export interface Rgba {
  /** 0-255 */
  r: number;
  g: number;
  b: number;
  /** 0-1 */
  a: number;
}

export type ContrastUse = 'text' | 'large-text' | 'non-text';

/**
 * The least ratio each use needs: 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold)
 * and for what is not text (a focus ring, a focused control's fill against what is around it).
 */
export const MINIMUM_CONTRAST: Record<ContrastUse, number> = { text: 4.5, 'large-text': 3, 'non-text': 3 };

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

function channel(text: string, max: number): number {
  const value = text.trim();
  return value.endsWith('%') ? (Number.parseFloat(value) / 100) * max : Number.parseFloat(value);
}

function alphaOf(text: string | undefined): number {
  if (text === undefined) return 1;
  const value = text.trim();
  return clamp(value.endsWith('%') ? Number.parseFloat(value) / 100 : Number.parseFloat(value), 1);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = (((h % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const [r, g, b] =
    hue < 1 ? [chroma, x, 0] : hue < 2 ? [x, chroma, 0] : hue < 3 ? [0, chroma, x] : hue < 4 ? [0, x, chroma] : hue < 5 ? [x, 0, chroma] : [chroma, 0, x];
  const m = l - chroma / 2;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/**
 * A CSS colour of the forms the configuration may hold: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(),
 * rgba(), hsl(), hsla() (commas or spaces, an optional "/ alpha"). Null for anything else.
 */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const n = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (!fn) return null;
  const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const alpha = alphaOf(parts[3]);
  if (fn[1]!.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => clamp(channel(p, 255), 255));
    if ([r, g, b, alpha].some((v) => Number.isNaN(v))) return null;
    return { r: r!, g: g!, b: b!, a: alpha };
  }
  const h = Number.parseFloat(parts[0]!);
  const s = clamp(Number.parseFloat(parts[1]!) / 100, 1);
  const l = clamp(Number.parseFloat(parts[2]!) / 100, 1);
  if ([h, s, l, alpha].some((v) => Number.isNaN(v))) return null;
  const [r, g, b] = hslToRgb(h, s, l);
  return { r, g, b, a: alpha };
}

/** `top` drawn over the opaque `bottom`: what the eye sees. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}

/** WCAG relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG contrast ratio (1 to 21) of `foreground` drawn on `background`; a translucent foreground
 * is first laid over the background, a translucent background over `base` (the page, black
 * unless said).
 */
export function contrastRatio(foreground: Rgba, background: Rgba, base: Rgba = { r: 0, g: 0, b: 0, a: 1 }): number {
  const back = background.a < 1 ? composite(background, base) : background;
  const front = foreground.a < 1 ? composite(foreground, back) : foreground;
  const [light, dark] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether the pair reads well enough for its use. */
export function passes(ratio: number, use: ContrastUse): boolean {
  // Compared at two decimals, as contrast checkers report it (4.499 is not 4.5).
  return Math.floor(ratio * 100) / 100 >= MINIMUM_CONTRAST[use];
}

/** '#rrggbb' of an opaque colour. */
export function toHex({ r, g, b }: Rgba): string {
  const two = (v: number) => Math.round(clamp(v, 255)).toString(16).padStart(2, '0');
  return `#${two(r)}${two(g)}${two(b)}`;
}

export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
