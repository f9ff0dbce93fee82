import type { ImageSizes } from '../../../contract/answers.js';
import { ART_WIDTHS, type ArtKind } from '../../../contract/art-sizes.js';

// Generated art kinds; each is an SVG drawn from the title (see server/src/media/art.ts), sent as
// WebP (art-picture.ts). Their sizes are the contract's, shared with the studio's uploaded pictures.
export { ART_WIDTHS, type ArtKind };

/**
 * A generated picture's address: the WebP drawn from its SVG (the same address with .svg gives the
 * SVG itself). Any hue is taken round the colour wheel (the art route draws 0 to 359). */
export function artUrl(kind: ArtKind, title: string, width: number, hue: number): string {
  const wheel = ((Math.round(hue) % 360) + 360) % 360;
  return `/art/${kind}.webp?t=${encodeURIComponent(title)}&h=${wheel}&w=${width}`;
}

export function artSizes(kind: ArtKind, title: string, hue: number): ImageSizes {
  const [small, medium, large] = ART_WIDTHS[kind];
  return {
    small: artUrl(kind, title, small, hue),
    medium: artUrl(kind, title, medium, hue),
    large: artUrl(kind, title, large, hue),
  };
}
