import type { ImageSizes } from '../../../contract/wire.js';

/** Generated art kinds; each is an SVG drawn from the title (see server/src/media/art.ts), sent as WebP (art-picture.ts). */
export type ArtKind = 'thumb' | 'portrait' | 'circle' | 'cover' | 'banner' | 'mbanner' | 'title' | 'short' | 'network';

export const ART_WIDTHS: Record<ArtKind, [number, number, number]> = {
  thumb: [320, 640, 1280],
  portrait: [200, 400, 800],
  circle: [160, 320, 640],
  cover: [640, 1280, 1920],
  banner: [960, 1440, 1920],
  mbanner: [360, 540, 1080],
  title: [400, 800, 1200],
  short: [270, 540, 1080],
  network: [320, 640, 1280],
};

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
