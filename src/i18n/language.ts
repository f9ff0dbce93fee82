import { i18n, type Messages } from '@lingui/core';
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
 * Each language's catalogue parts, fetched once (again after a failure): `start`, the words of the
 * code the first page loads; `rest`, all the others (src/i18n/catalogues.ts).
 */
const parts = { start: new Map<AppLocale, Promise<Messages>>(), rest: new Map<AppLocale, Promise<Messages>>() };
function catalogue(locale: AppLocale, part: 'start' | 'rest'): Promise<Messages> {
  let loading = parts[part].get(locale);
  if (!loading) {
    loading = loadChunk(CATALOGUES[locale][part]).then(
      (module) => module.messages,
      (error: unknown) => {
        parts[part].delete(locale);
        throw error;
      },
    );
    parts[part].set(locale, loading);
  }
  return loading;
}

/** True once code beyond the first page's has been asked for: from then on a language comes whole. */
let allWordsWanted = false;
/** The latest language change, settled once its words are all in. */
let activation: Promise<void> = Promise.resolve();

/**
 * Adds a language's rest to what the app speaks, if it still speaks it. Nothing redrawn: nothing
 * on the page uses these words yet (their code has not run).
 */
async function addRest(locale: AppLocale): Promise<void> {
  const rest = await catalogue(locale, 'rest');
  if (i18n.locale === locale) Object.assign(i18n.messages, rest);
}

/**
 * Loads a language's catalogue and makes it the app's: every text drawn through Lingui follows at
 * once (I18nProvider re-renders what reads it). Before any lazily loaded code, the start part is
 * enough; after, the rest comes too, before the change. A catalogue that cannot be fetched rejects
 * with a ChunkLoadError and leaves the language as it was.
 */
export function activateLocale(locale: AppLocale): Promise<void> {
  const change = async () => {
    if (i18n.locale !== locale) {
      const [start, rest] = await Promise.all([catalogue(locale, 'start'), allWordsWanted ? catalogue(locale, 'rest') : undefined]);
      i18n.loadAndActivate({ locale, messages: { ...start, ...rest } });
      markPage(locale);
    }
    // Wanted since (or already active): the rest follows before the change is done.
    if (allWordsWanted) await addRest(locale);
  };
  activation = change();
  return activation;
}

/**
 * Every word of the language the app speaks (or is changing to), for code loaded lazily: a build
 * makes each dynamic import of the app's code wait for it (src/i18n/all-words.ts).
 */
export async function loadAllWords(): Promise<void> {
  allWordsWanted = true;
  // A change under way brings its language's rest along (it sees allWordsWanted).
  await activation.catch(() => undefined);
  const locale = i18n.locale;
  if (isAppLocale(locale)) await addRest(locale);
}

/**
 * Fetches a language's catalogue, both parts, before it is chosen: its entry in the Language panel
 * has taken focus, or a pointer is on it or pressing it, so the OK that follows changes the words
 * without waiting on the network (the 100 ms, the first time as the second). Each part is
 * fetched once (catalogue() keeps its promise); a failure is dropped here, and the choice itself
 * asks again and says so if it fails too.
 */
export function prefetchLocale(locale: AppLocale): void {
  if (locale === i18n.locale) return;
  for (const part of ['start', 'rest'] as const) catalogue(locale, part).catch(() => undefined);
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
