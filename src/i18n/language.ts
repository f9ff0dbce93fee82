import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { directionOf, isLocale, matchLocale, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { loadChunk } from '../lib/chunk';
import { readPersisted, writePersisted } from '../stores/persisted';
import { CATALOGUES } from './catalogues';
import { intlLocale } from './format';
import { installPluralRules } from './plural-rules';

// Lingui counts through Intl.PluralRules, which engines before Chrome 63 lack (the legacy bundle only).
if (import.meta.env.LEGACY) installPluralRules();

/** The language chosen on this device (before and after sign-in), kept across visits. */
export const LANGUAGE_STORAGE_KEY = 'lumen.language.v1';
const StoredLanguage = v.object({ locale: v.string() });

/** A language the app can show: one of the viewer's, or the test language. */
export type AppLocale = Locale | typeof PSEUDO_LOCALE;
const isAppLocale = (value: unknown): value is AppLocale => isLocale(value) || value === PSEUDO_LOCALE;

/** The device's own languages, best first (a TV's runtime reports its system language here). */
function deviceLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/**
 * The language a visit starts in: `?lang=` on the address (tests, translators, a shared link),
 * else the one last chosen on this device, else the first of the device's languages Lumen speaks.
 */
export function startingLocale(search: string = globalThis.location?.search ?? ''): AppLocale {
  const asked = new URLSearchParams(search).get('lang');
  if (isAppLocale(asked)) return asked;
  const kept = readPersisted(LANGUAGE_STORAGE_KEY, StoredLanguage, null)?.locale;
  if (isAppLocale(kept)) return kept;
  return matchLocale(deviceLanguages());
}

/**
 * What the API is told of the viewer's languages: the app's first (programmes' titles come in it),
 * then the device's own, weighted lower (the server reads the visitor's country from the first that
 * names a region: 'es, en-IE;q=0.9' is Spanish, from Ireland).
 */
export function acceptLanguage(): string {
  const tags = [intlLocale(), ...deviceLanguages()].filter((tag, index, all) => tag && all.indexOf(tag) === index).slice(0, 6);
  return tags.map((tag, index) => (index === 0 ? tag : `${tag};q=${(1 - index / 10).toFixed(1)}`)).join(', ');
}

/** Sets the page's language and direction (a screen reader's voice, and right-to-left layout). */
function markPage(locale: AppLocale): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.lang = locale === PSEUDO_LOCALE ? 'en-XA' : locale;
  const dir = directionOf(locale);
  if (root.dir !== dir) root.dir = dir;
}

/**
 * Loads a language's catalogue and makes it the app's: every text drawn through Lingui follows at
 * once (I18nProvider re-renders what reads it). A catalogue that cannot be fetched rejects with a
 * ChunkLoadError and leaves the language as it was.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await loadChunk(CATALOGUES[locale]);
  i18n.loadAndActivate({ locale, messages });
  markPage(locale);
}

/** Keeps a language on this device for the next visit (before sign-in and after). */
export function keepLocaleOnDevice(locale: AppLocale): void {
  writePersisted(LANGUAGE_STORAGE_KEY, { locale });
}

/** The viewer's choice: shown at once, and kept on this device for the next visit. */
export async function chooseLocale(locale: AppLocale): Promise<void> {
  await activateLocale(locale);
  keepLocaleOnDevice(locale);
}

/** The language the app is showing now. */
export const currentLocale = (): AppLocale => (isAppLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);

export { i18n };
