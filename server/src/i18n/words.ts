/**
 * What the server says to people (answers' messages, e-mail, SMS) in their language, through
 * Lingui (docs/i18n.md, "The server's words"). A text's id is its English sentence, the spec's
 * words verbatim, marked for extraction where it is written: `/*i18n*\/ 'This code has expired.'`,
 * or with placeholders `words(/*i18n*\/ 'Please wait {seconds} seconds.', { seconds })`.
 * The catalogues are server/locales/<locale>.po, compiled (`npm run i18n:server`, strict: a
 * message a language lacks fails it) into the <locale>.ts modules imported here.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from '../../../contract/locales.js';
import { messages as ar } from '../../locales/ar.js';
import { messages as en } from '../../locales/en.js';
import { messages as es } from '../../locales/es.js';
import { messages as fr } from '../../locales/fr.js';
import { messages as it } from '../../locales/it.js';
import { messages as pl } from '../../locales/pl.js';
import { messages as ptBR } from '../../locales/pt-BR.js';
import { messages as pseudo } from '../../locales/pseudo.js';

/** A language the server writes in: one Lumen speaks, or the test language. */
export type ServerLocale = Locale | typeof PSEUDO_LOCALE;

export const SERVER_CATALOGUES: Record<ServerLocale, Messages> = { en, es, 'pt-BR': ptBR, fr, it, pl, ar, pseudo };

/** One Lingui instance per language: a request never changes another's language. */
const speakers = Object.fromEntries(
  (Object.keys(SERVER_CATALOGUES) as ServerLocale[]).map((locale) => [locale, setupI18n({ locale, messages: { [locale]: SERVER_CATALOGUES[locale] } })]),
) as Record<ServerLocale, I18n>;

/** A placeholder's value; a function writes it for the language (a date). */
export type Values = Record<string, string | number | ((locale: ServerLocale) => string)>;

/** A text with placeholders: its English id and their values. */
export interface Words {
  id: string;
  values?: Values;
}

/** A text with placeholders, its id marked for extraction: `words(/*i18n*\/ 'In {minutes} minutes.', { minutes })`. */
export const words = (id: string, values?: Values): Words => (values ? { id, values } : { id });

/** Whether `id` is one of the server's texts (the English catalogue's ids). */
export const isServerText = (id: string): boolean => Object.hasOwn(en, id);

/**
 * A text in `locale` (English when null). A string that is none of the catalogue's texts (a
 * validation detail, a name) is given back as it is.
 */
export function say(locale: ServerLocale | null, text: string | Words): string {
  const { id, values } = typeof text === 'string' ? { id: text, values: undefined } : text;
  if (!isServerText(id)) return id;
  const language = locale ?? SOURCE_LOCALE;
  const written = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'function' ? value(language) : value]));
  return speakers[language]._(id, written);
}
