import { t } from '@lingui/core/macro';

/**
 * What a screen reader is told as focus moves. Two voices speak on a TV: the reader itself, which
 * reads the element that holds DOM focus (its accessible name), and the app's one polite live
 * region, which says what DOM focus alone does not: which row or banner focus is in and where.
 * Each piece is said by one of them only, so nothing is heard twice.
 */

export interface NamedItem {
  name: string;
  type: string;
  metaData: Record<string, string | number | boolean>;
}

/** The episode number of an episode (vod) that has one, else null. */
function episodeNumber(item: NamedItem): number | null {
  if (item.type !== 'vod') return null;
  const raw = item.metaData.episode_number;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * A card's accessible name: the programme's title; an episode's number first, as the detail
 * modal's episode list says it ("Episode 3: Beginning Again").
 */
export function cardName(item: NamedItem): string {
  const name = item.name.trim();
  const number = episodeNumber(item);
  return number === null ? name : t`Episode ${number}: ${name}`;
}

/** A card's accessible name with its second line (an episode's show name): "Episode 3: Beginning Again, The Chosen". */
export function cardNameWith(item: NamedItem, second: string | undefined): string {
  const name = cardName(item);
  return second ? t({ message: `${name}, ${second}`, comment: "A card's name: the programme's title, then its second line (an episode's show)" }) : name;
}

/**
 * "3 of 20": a position in a list of `count`, counted from one; "3 of 20 or more" while more can
 * still load and the list's full size is not known.
 */
export function positionText(index: number, count: number, more = false): string {
  const position = index + 1;
  const total = Math.max(count, position);
  return more ? t`${position} of ${total} or more` : t`${position} of ${total}`;
}

export interface PositionAnnouncement {
  /** The row's, grid's or banner's title ("New Releases"). */
  group: string;
  index: number;
  /** How many there are: the list's full size where the server says it, else what is loaded. */
  count: number;
  /** More can load and `count` is only what is loaded so far. */
  more?: boolean;
  /** Focus has just come into the group (from outside it), rather than moved within it. */
  entering: boolean;
  /**
   * The item's name, when DOM focus does not say it: a banner keeps focus on itself while its
   * slides change, so its slide's title goes into the announcement. A row's or grid's cards take
   * DOM focus themselves, and the reader says their names: leave it out there.
   */
  name?: string;
}

/**
 * The live region's words for a move: entering a row "New Releases, 3 of 20", then along it
 * "4 of 20"; a banner "Featured, 1 of 5: Title", then "2 of 5: Title".
 */
export function positionAnnouncement({ group, index, count, more, entering, name }: PositionAnnouncement): string {
  const position = positionText(index, count, more);
  const title = group.trim();
  const where =
    entering && title ? t({ message: `${title}, ${position}`, comment: 'A row or grid entered: its title, then the place in it ("3 of 20")' }) : position;
  const itemName = name?.trim();
  return itemName ? t({ message: `${where}: ${itemName}`, comment: 'A place in a banner ("Featured, 1 of 5"), then the slide\'s title' }) : where;
}
