import { LOCALES, type Locale } from '../../../contract/locales.js';
import type { ContentItem } from '../../../contract/answers.js';
import { foldText } from './text.js';

/**
 * A programme's texts in a language other than its own (issue 52): what an answer in that language
 * gives as the item's name, title and description, and as the first of its `languages`.
 */
export type ItemText = Pick<ContentItem, 'name' | 'title' | 'description'>;

/** A programme's translations by locale; its own language's texts stay in the item itself. */
export type ItemTexts = Partial<Record<Locale, ItemText>>;

/** The item fields an answer in another language replaces. */
interface TranslatableItem {
  name: string;
  title: string;
  description: string;
  languages?: Array<{ name: string; title: string; description: string }>;
  metaData?: Record<string, unknown>;
}

const LANGUAGE_NAMES = Object.fromEntries(LOCALES.map((entry) => [entry.code, entry.name])) as Record<Locale, string>;

/**
 * The item's JSON in `locale`: name, title and description from the translation, and the
 * translation first in `languages` (named by the language, as the item's own entry is), before the
 * item's own texts, so the original stays at hand. `language` stays the programme's own.
 */
export function translatedData(data: string, locale: Locale, text: ItemText | undefined, show?: ItemText): string {
  const item = JSON.parse(data) as TranslatableItem;
  let translated: TranslatableItem = item;
  if (text) {
    const own = (item.languages ?? []).filter((entry) => entry.name !== LANGUAGE_NAMES[locale]);
    translated = {
      ...item,
      name: text.name,
      title: text.title,
      description: text.description,
      languages: [{ name: LANGUAGE_NAMES[locale], description: text.description, title: text.title }, ...own],
    };
  }
  // An episode, season or promo names its show (metaData.episode_show_name): in the show's translation too.
  if (show && typeof item.metaData?.episode_show_name === 'string')
    translated = { ...translated, metaData: { ...item.metaData, episode_show_name: show.name } };
  return JSON.stringify(translated);
}

const SHOW_ID = /"show_id":"([A-Za-z0-9_-]{1,64})"/;

/** The id of the show an item's JSON names (metaData.show_id), read without parsing it. */
export function showIdOf(data: string): string | undefined {
  return SHOW_ID.exec(data)?.[1];
}

/**
 * The folded names and titles of a programme's translations as items.texts_lc stores them
 * ("|name one|name two|"): what search finds it by in other languages besides its own name.
 */
export function foldedTexts(texts: ItemTexts | undefined): string {
  const names = new Set<string>();
  for (const text of Object.values(texts ?? {})) {
    if (!text) continue;
    for (const value of [text.name, text.title]) {
      const folded = foldText(value).replace(/\|/g, ' ');
      if (folded) names.add(folded);
    }
  }
  return names.size === 0 ? '' : `|${[...names].join('|')}|`;
}
