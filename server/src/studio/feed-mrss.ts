import { FEED_MAX_ITEMS, FEED_MESSAGES, type FeedVideoItem, type RokuFeed } from '../../../contract/studio.js';
import { badRequest } from '../lib/errors.js';

/*
 * Media RSS (<rss><channel><item> with media:content, media:title, media:description,
 * media:thumbnail, guid), read without an XML library: the feed's few elements are found by name
 * in flat text. Nothing is fetched or expanded: a DOCTYPE (and so any entity definition) is
 * refused, only the five XML entities and numeric character references are decoded, and every
 * pattern is linear (no nested quantifiers), so a hostile document costs time in proportion to its size.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(text);
  if (cdata) return cdata[1]!.trim();
  return text
    .replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name] ?? whole;
    })
    .trim();
}

/** The text of the first <name>...</name> in `xml`, decoded, or undefined. */
function element(xml: string, name: string): string | undefined {
  const open = new RegExp(`<${name}(?:\\s[^>]*)?>`, 'i').exec(xml);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const end = xml.toLowerCase().indexOf(`</${name.toLowerCase()}>`, start);
  return end < 0 ? undefined : decode(xml.slice(start, end));
}

/** The attributes of the first <name ...> (self-closing or not). */
function attributes(xml: string, name: string): Record<string, string> | undefined {
  const tag = new RegExp(`<${name}\\s([^>]*)>`, 'i').exec(xml);
  if (!tag) return undefined;
  const found: Record<string, string> = {};
  for (const match of tag[1]!.matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) found[match[1]!] = decode(match[3] ?? match[4] ?? '');
  return found;
}

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

/** A Media RSS document as a feed of movies (a Media RSS item is a single video); 400 naming the item at fault. */
export function parseMrss(xml: string): RokuFeed {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw badRequest(FEED_MESSAGES.badMrss('it declares a DOCTYPE or entities, which the studio does not read'));
  if (!/<rss[\s>]/i.test(xml) || !/<channel[\s>]/i.test(xml)) throw badRequest(FEED_MESSAGES.badMrss('there is no <rss> with a <channel>'));
  const channelHead = xml.slice(0, Math.max(0, xml.search(/<item[\s>]/i)) || xml.length);
  const movies: FeedVideoItem[] = [];
  const parts = xml.split(/<item(?=[\s>])/i).slice(1);
  if (parts.length > FEED_MAX_ITEMS) throw badRequest(FEED_MESSAGES.tooMany(parts.length));
  parts.forEach((part, i) => {
    const end = part.search(/<\/item>/i);
    if (end < 0) throw badRequest(FEED_MESSAGES.badMrss(`item ${i + 1} has no </item>`));
    const item = part.slice(part.indexOf('>') + 1, end);
    const guid = element(item, 'guid');
    const title = element(item, 'media:title') ?? element(item, 'title');
    if (!guid) throw badRequest(FEED_MESSAGES.badMrss(`item ${i + 1}${title ? ` ("${title.slice(0, 80)}")` : ''} has no <guid>`));
    if (guid.length > 200) throw badRequest(FEED_MESSAGES.badMrss(`item ${i + 1} has a <guid> longer than 200 characters`));
    if (!title) throw badRequest(FEED_MESSAGES.badMrss(`item ${i + 1} ("${guid.slice(0, 80)}") has no title`));
    const content = attributes(item, 'media:content');
    const duration = Number(content?.duration);
    const keywords = element(item, 'media:keywords');
    const categories = [...item.matchAll(/<category(?:\s[^>]*)?>([^<]*)<\/category>/gi)].map((m) => decode(m[1]!)).filter(Boolean);
    const published = Date.parse(element(item, 'pubDate') ?? '');
    movies.push({
      id: guid,
      title: title.slice(0, 1000),
      longDescription: clip(element(item, 'media:description') ?? element(item, 'description'), 20_000),
      tags: (keywords ? keywords.split(',').map((k) => k.trim()) : []).filter(Boolean).slice(0, 100),
      genres: categories.slice(0, 100),
      thumbnail: clip(attributes(item, 'media:thumbnail')?.url, 2000),
      releaseDate: Number.isFinite(published) ? new Date(published).toISOString().slice(0, 10) : undefined,
      content: {
        duration: Number.isInteger(duration) && duration >= 0 && duration <= 10_000_000 ? duration : undefined,
        videos: content?.url ? [{ url: content.url.slice(0, 2000), videoType: clip(content.type, 20) }] : [],
      },
    });
  });
  return { providerName: clip(element(channelHead, 'title'), 200) ?? 'Media RSS', language: clip(element(channelHead, 'language'), 20), movies };
}
