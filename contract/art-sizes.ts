/**
 * The sizes of the viewer's pictures, one definition for the server (generated art, uploaded
 * pictures) and the studio (the crops it previews): each kind's shape and its three widths.
 */

/** Kinds of picture an item carries: the thumbnail's shapes, cover art, title art, banners and networks. */
export type ArtKind = 'thumb' | 'portrait' | 'circle' | 'cover' | 'banner' | 'mbanner' | 'title' | 'short' | 'network';

/** Widths of the small, medium and large picture of each kind. */
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

/** Aspect ratios (width / height) of each kind. */
export const ART_ASPECT: Record<ArtKind, number> = {
  thumb: 16 / 9,
  network: 16 / 9,
  cover: 16 / 9,
  portrait: 2 / 3,
  circle: 1,
  banner: 16 / 5,
  mbanner: 3 / 4,
  title: 4,
  short: 9 / 16,
};
