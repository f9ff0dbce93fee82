/**
 * The about page's words. The facts and awards are the spec's own, kept verbatim;
 * the partner ministries are the demo's names.
 */
export const ABOUT_TEXTS = {
  title: 'About Us',
  tagline: 'Free Catholic TV for the whole family: shows, series and live channels that lift the heart, on every screen you own.',
  play: 'Play the film',
  back: 'Back',
  videoLabel: 'The Lumen film',
  featuresTitle: 'Why Lumen',
  partnersTitle: 'Our ministry partners',
  awardsTitle: 'Awards',
  mediaKitTitle: 'Media kit',
  mediaKitText: 'Logos, facts and a short story of Lumen for press and parishes.',
  mediaKitButton: 'Download the media kit',
  /** On TV nothing downloads: the address to open on a phone or computer instead. */
  mediaKitOnTv: 'Open this address on your phone or computer to download it:',
  platformsTitle: 'Watch Lumen anywhere',
  faqTitle: 'Frequently Asked Questions',
} as const;

export const MEDIA_KIT_PATH = '/brand/lumen-media-kit.pdf';
export const ABOUT_FILM = '/media/splash/splash.mp4';

export interface Feature {
  fact: string;
  detail: string;
}

export const FEATURES: Feature[] = [
  { fact: '800+ shows', detail: 'Series, documentaries and playlists from across the Church.' },
  { fact: '9000+ episodes', detail: 'Prayer, teaching, music, saints and stories for every day.' },
  { fact: 'on demand and live', detail: 'Watch when you like, or join the live channels.' },
  { fact: 'multi-device', detail: 'Smart TVs, computers, phones and tablets.' },
  { fact: 'family-friendly', detail: 'Kids profiles keep to programmes for ages 5 to 13.' },
  { fact: 'user supported', detail: 'Free to watch, carried by the gifts of viewers.' },
];

export const PARTNERS: string[] = [
  'Holy Family Media Apostolate',
  'Saint Clare Broadcasting Guild',
  'Dominican Preaching Network',
  'Marian Youth Ministries',
  'Good Shepherd Parish Outreach',
  'Franciscan Mission Society',
];

export interface Award {
  name: string;
  detail: string;
}

export const AWARDS: Award[] = [
  { name: '2024 Catholic media awards', detail: 'Honoured for faith-filled video that reaches families at home.' },
  { name: '58th annual media awards', detail: 'Recognised for Catholic programming across television and the web.' },
];

export type PlatformTab = 'tv' | 'mobile';

export const PLATFORM_TABS: Array<{ id: PlatformTab; label: string; items: string[] }> = [
  { id: 'tv', label: 'Connected TV', items: ['Samsung Tizen', 'LG webOS', 'Android TV', 'Amazon Fire TV', 'Web browser on any smart TV'] },
  { id: 'mobile', label: 'Mobile Apps', items: ['iPhone and iPad', 'Android phones and tablets', 'Mobile web'] },
];

export const ABOUT_FAQ_TAGS = ['about-us-faq'];
