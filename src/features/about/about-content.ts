import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The about page's words, as message descriptors (drawn with `i18n._` in the viewer's language).
 * The facts and awards are the spec's own, kept verbatim; the partner ministries are the demo's names.
 */
export const ABOUT_TEXTS = {
  title: msg`About Us`,
  tagline: msg`Free Catholic TV for the whole family: shows, series and live channels that lift the heart, on every screen you own.`,
  play: msg`Play the film`,
  back: msg({ message: 'Back', comment: 'The button that closes the about page’s film' }),
  videoLabel: msg`The Lumen film`,
  featuresTitle: msg`Why Lumen`,
  partnersTitle: msg`Our ministry partners`,
  awardsTitle: msg`Awards`,
  mediaKitTitle: msg`Media kit`,
  mediaKitText: msg`Logos, facts and a short story of Lumen for press and parishes.`,
  mediaKitButton: msg`Download the media kit`,
  platformsTitle: msg`Watch Lumen anywhere`,
  faqTitle: msg`Frequently Asked Questions`,
} as const;

export const MEDIA_KIT_PATH = '/brand/lumen-media-kit.pdf';
export const ABOUT_FILM = '/media/splash/splash.mp4';

export interface Feature {
  fact: MessageDescriptor;
  detail: MessageDescriptor;
}

export const FEATURES: Feature[] = [
  {
    fact: msg({ message: '800+ shows', comment: 'A fact about Lumen, a tile’s short heading (written in lower case on the page)' }),
    detail: msg`Series, documentaries and playlists from across the Church.`,
  },
  {
    fact: msg({ message: '9000+ episodes', comment: 'A fact about Lumen, a tile’s short heading (written in lower case on the page)' }),
    detail: msg`Prayer, teaching, music, saints and stories for every day.`,
  },
  {
    fact: msg({ message: 'on demand and live', comment: 'A fact about Lumen, a tile’s short heading (written in lower case on the page)' }),
    detail: msg`Watch when you like, or join the live channels.`,
  },
  {
    fact: msg({ message: 'multi-device', comment: 'A fact about Lumen, a tile’s short heading (written in lower case on the page)' }),
    detail: msg`Smart TVs, computers, phones and tablets.`,
  },
  {
    fact: msg({ message: 'family-friendly', comment: 'A fact about Lumen, a tile’s short heading (written in lower case on the page)' }),
    detail: msg`Kids profiles keep to programmes for ages 5 to 13.`,
  },
  {
    fact: msg({ message: 'user supported', comment: 'A fact about Lumen, a tile’s short heading (written in lower case on the page)' }),
    detail: msg`Free to watch, carried by the gifts of viewers.`,
  },
];

export const PARTNERS: MessageDescriptor[] = [
  msg({
    message: 'Holy Family Media Apostolate',
    comment: 'The name of a ministry partner: keep it as it is unless the ministry has a name of its own in your language',
  }),
  msg({
    message: 'Saint Clare Broadcasting Guild',
    comment: 'The name of a ministry partner: keep it as it is unless the ministry has a name of its own in your language',
  }),
  msg({
    message: 'Dominican Preaching Network',
    comment: 'The name of a ministry partner: keep it as it is unless the ministry has a name of its own in your language',
  }),
  msg({
    message: 'Marian Youth Ministries',
    comment: 'The name of a ministry partner: keep it as it is unless the ministry has a name of its own in your language',
  }),
  msg({
    message: 'Good Shepherd Parish Outreach',
    comment: 'The name of a ministry partner: keep it as it is unless the ministry has a name of its own in your language',
  }),
  msg({
    message: 'Franciscan Mission Society',
    comment: 'The name of a ministry partner: keep it as it is unless the ministry has a name of its own in your language',
  }),
];

export interface Award {
  name: MessageDescriptor;
  detail: MessageDescriptor;
}

export const AWARDS: Award[] = [
  { name: msg`2024 Catholic media awards`, detail: msg`Honoured for faith-filled video that reaches families at home.` },
  { name: msg`58th annual media awards`, detail: msg`Recognised for Catholic programming across television and the web.` },
];

export type PlatformTab = 'tv' | 'mobile';

/** A platform: a product's own name (a string, never translated) or words of the app's. */
export type Platform = string | MessageDescriptor;

export const PLATFORM_TABS: Array<{ id: PlatformTab; label: MessageDescriptor; items: Platform[] }> = [
  {
    id: 'tv',
    label: msg`Connected TV`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the platforms' own names
    items: ['Samsung Tizen', 'LG webOS', 'Android TV', 'Amazon Fire TV', msg`Web browser on any smart TV`],
  },
  { id: 'mobile', label: msg`Mobile Apps`, items: [msg`iPhone and iPad`, msg`Android phones and tablets`, msg`Mobile web`] },
];

export const ABOUT_FAQ_TAGS = ['about-us-faq'];
