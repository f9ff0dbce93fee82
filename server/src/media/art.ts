import { ART_ASPECT } from '../../../contract/art-sizes.js';
import type { ArtKind } from './art-urls.js';
import { hashString } from '../lib/random.js';

const ASPECT = ART_ASPECT;

export const ART_KINDS = Object.keys(ASPECT) as ArtKind[];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * Advance widths of DejaVu Serif Bold, the widest of the faces the art names, for ' ' to '~' in
 * thousandths of an em (read from the font's hmtx table); other characters count as 0.7 em.
 */
const GLYPH_WIDTHS = [
  348, 439, 521, 838, 696, 950, 903, 306, 473, 473, 523, 838, 348, 415, 348, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 369, 369, 838, 838, 838,
  586, 1000, 776, 845, 796, 867, 762, 710, 854, 945, 468, 473, 869, 703, 1107, 914, 871, 752, 871, 831, 722, 744, 872, 776, 1123, 776, 714, 730, 473, 365, 473,
  838, 500, 500, 648, 699, 609, 699, 636, 430, 699, 727, 380, 362, 693, 380, 1058, 727, 667, 699, 699, 527, 563, 462, 727, 581, 861, 596, 581, 568, 643, 364,
  643, 838,
];

/** A line's width in ems, set in the art's bold serif. */
export function lineWidthEm(line: string): number {
  let width = 0;
  for (const char of line) {
    const code = char.codePointAt(0)!;
    width += (code >= 32 && code < 127 ? GLYPH_WIDTHS[code - 32]! : 700) / 1000;
  }
  return width;
}

/** Greedy word wrap to at most `maxLines` lines of about `width` characters. */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,:;.-]+$/, '')}…`;
    return kept;
  }
  return lines;
}

/**
 * Poster-like art drawn from the title: a two-tone gradient in the item's hue, soft light rays,
 * a small cross mark and the title set in a serif face. Same input, same picture.
 */
export function renderArt(kind: ArtKind, title: string, hue: number, width: number): string {
  const aspect = ASPECT[kind];
  const w = Math.round(width);
  const h = Math.round(width / aspect);
  // Draw on a fixed canvas and let viewBox scale it, so text metrics do not depend on `width`.
  const vw = 1000;
  const vh = Math.round(vw / aspect);
  const h1 = ((hue % 360) + 360) % 360;
  const h2 = (h1 + 38) % 360;
  const variant = hashString(title) % 4;
  const portraitLike = aspect < 1;
  const maxLines = kind === 'title' ? 3 : portraitLike ? 5 : 3;
  const textWidth = kind === 'title' ? vw * 0.96 : kind === 'banner' ? vw * 0.6 : vw * 0.86;
  const heightShare = kind === 'title' ? 0.9 : 0.62;
  // The text is sized so its widest line fits with margins, measured in the widest face named.
  const layout = (charsPerLine: number) => {
    const wrapped = wrapTitle(title, charsPerLine, maxLines);
    const widest = Math.max(...wrapped.map(lineWidthEm), 2.4);
    const size = Math.floor(Math.min(textWidth / widest, (vh * heightShare) / Math.max(wrapped.length, 1) / 1.15, kind === 'title' ? vh : vw / 7));
    return { lines: wrapped, fontSize: size };
  };
  // A title image (a wide strip beside the programme's picture) takes the wrap that sets its text
  // largest, fewest lines first: 'The Sorrowful Mysteries from São Paulo' on two lines, not three.
  const { lines, fontSize } =
    kind === 'title'
      ? [40, 32, 26, 22, 18].map(layout).reduce((best, next) => (next.fontSize > best.fontSize ? next : best))
      : layout(portraitLike ? 12 : kind === 'banner' ? 24 : 18);
  const lineHeight = Math.round(fontSize * 1.15);
  // Title images line up on the left, like the text beside them; everything else is centred.
  const textX = kind === 'banner' ? Math.round(vw * 0.06) : kind === 'title' ? Math.round(vw * 0.01) : Math.round(vw / 2);
  const anchor = kind === 'banner' || kind === 'title' ? 'start' : 'middle';
  const blockTop = Math.round(vh / 2 - (lines.length * lineHeight) / 2 + fontSize * 0.85);
  // Each line is held to its measured width (textLength): a narrower or wider face that stands in
  // is fitted to it, so no face can run a line past the picture's edge.
  const text = lines
    .map((line, i) => {
      const length = Math.floor(lineWidthEm(line) * fontSize);
      return `<tspan x="${textX}" y="${blockTop + i * lineHeight}" textLength="${length}" lengthAdjust="spacingAndGlyphs">${escapeXml(line)}</tspan>`;
    })
    .join('');
  const font = `font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;
  const label = escapeXml(title);

  if (kind === 'title') {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" role="img" aria-label="${label}">` +
      `<text ${font} font-size="${fontSize}" text-anchor="start" fill="#ffffff" stroke="hsl(${h1},40%,12%)" stroke-width="${Math.max(2, Math.round(fontSize / 18))}" paint-order="stroke">${text}</text>` +
      `</svg>`
    );
  }

  const rays = Array.from({ length: 7 }, (_, i) => {
    const angle = -60 + i * 20 + variant * 5;
    return `<rect x="${vw * 0.5 - 18}" y="${-vh}" width="36" height="${vh * 2.2}" transform="rotate(${angle} ${vw * (0.2 + variant * 0.2)} 0)" fill="#ffffff" fill-opacity="0.045"/>`;
  }).join('');
  // Banners and cover art sit behind the app's own title, so they carry no text: a halo and a
  // larger cross to one side instead.
  const textless = kind === 'banner' || kind === 'mbanner' || kind === 'cover';
  const crossSize = Math.round(Math.min(vw, vh) * (textless ? 0.34 : 0.07));
  const cx = textless ? Math.round(vw * (portraitLike ? 0.5 : 0.74)) : Math.round(vw / 2);
  const cy = textless ? Math.round(vh * (portraitLike ? 0.32 : 0.45)) : portraitLike ? Math.round(vh * 0.16) : Math.round(vh * 0.17);
  // One outline, so its translucency is even where the two bars meet.
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const bar = tenth(crossSize * 0.09);
  const arm = tenth(crossSize * 0.32);
  const armTop = tenth(cy - crossSize * 0.22);
  const armBottom = tenth(cy - crossSize * 0.04);
  const top = tenth(cy - crossSize * 0.5);
  const bottom = tenth(cy + crossSize * 0.5);
  const [left, right, armLeft, armRight] = [cx - bar, cx + bar, cx - arm, cx + arm].map(tenth);
  const cross =
    `<path fill="hsl(48,82%,64%)" fill-opacity="${textless ? 0.55 : 0.9}" ` +
    `d="M${left} ${top}H${right}V${armTop}H${armRight}V${armBottom}H${right}V${bottom}H${left}V${armBottom}H${armLeft}V${armTop}H${left}Z"/>`;
  // No layers: each see-through shape has its own fill-opacity, since a group's opacity or clip
  // makes the browser paint it apart and blend it, for every card in every frame that draws one.
  // `slice` keeps the rays inside the picture at any size; only the round picture needs a clip.
  const clip = kind === 'circle' ? `<clipPath id="c"><circle cx="${vw / 2}" cy="${vh / 2}" r="${vw / 2}"/></clipPath>` : '';
  const clipAttr = clip ? ' clip-path="url(#c)"' : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${h1},48%,20%)"/><stop offset="1" stop-color="hsl(${h2},56%,36%)"/></linearGradient>` +
    `<radialGradient id="r" cx="0.5" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff5d6" stop-opacity="0.35"/><stop offset="1" stop-color="#fff5d6" stop-opacity="0"/></radialGradient>` +
    `${clip}</defs>` +
    `<g${clipAttr}><rect width="${vw}" height="${vh}" fill="url(#g)"/><rect width="${vw}" height="${vh}" fill="url(#r)"/>${rays}` +
    `<rect y="${vh * 0.7}" width="${vw}" height="${vh * 0.3}" fill="#000000" fill-opacity="0.18"/>` +
    (textless
      ? `<circle cx="${cx}" cy="${cy}" r="${crossSize * 0.95}" fill="none" stroke="hsl(48,82%,64%)" stroke-width="${Math.max(2, crossSize * 0.04)}" stroke-opacity="0.35"/>`
      : '') +
    cross +
    (textless ? '' : `<text ${font} font-size="${fontSize}" text-anchor="${anchor}" fill="#ffffff">${text}</text>`) +
    `</g>` +
    `</svg>`
  );
}
