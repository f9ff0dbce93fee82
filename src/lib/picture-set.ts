import type { ImageSizes } from '../../contract/answers';

type Tier = keyof ImageSizes;

/** The width a size is taken to have when its address does not name one (`w=`): the catalogue's thumbnails'. */
const TIER_WIDTHS: Record<Tier, number> = { small: 320, medium: 640, large: 1280 };

/** An `<img>`'s `src` and `srcSet`: the browser takes from the set the smallest picture that fills its box. */
export interface PictureSet {
  src: string;
  srcSet: string;
}

/**
 * A picture's width as its address names it: drawn art's `w=640`, or an uploaded picture's
 * `/pictures/<id>-640.webp` (contract/studio-pictures.ts; a portrait's medium is 400 wide, a cover's
 * 1280); else its size's.
 */
export function pictureWidth(url: string, tier: Tier): number {
  const named = /[?&]w=(\d+)(?:&|#|$)/.exec(url) ?? /\/pictures\/[0-9a-f]{32}-(\d+)\.webp(?:[?#]|$)/.exec(url);
  return named ? Number(named[1]) : TIER_WIDTHS[tier];
}

/**
 * The sizes of a picture as a `srcset` by width, so that with `sizes` (the box's width) the browser
 * takes the smallest one that fills the box at the screen's pixel density: a picture much larger than
 * its box costs its decoding and memory, on a TV a dropped key. `src` is the medium one, for an
 * engine that reads no `srcset`. Null when there is no picture.
 */
export function pictureSet(sizes: ImageSizes): PictureSet | null {
  const src = sizes.medium || sizes.small || sizes.large;
  if (!src) return null;
  const byWidth = new Map<number, string>();
  for (const tier of ['small', 'medium', 'large'] as const) {
    const url = sizes[tier];
    // An address with a space or an edge comma cannot stand in a srcset: the set is left out.
    if (/\s|^,|,$/.test(url)) return { src, srcSet: '' };
    if (url && !byWidth.has(pictureWidth(url, tier))) byWidth.set(pictureWidth(url, tier), url);
  }
  const srcSet = [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
  return { src, srcSet };
}
