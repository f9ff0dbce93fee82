import type { Messages } from '@lingui/core';
import type { Locale, PSEUDO_LOCALE } from '../../contract/locales';

type Part = () => Promise<{ messages: Messages }>;

/**
 * Each language's compiled catalogue in two chunks of its own (the .po files are compiled by
 * @lingui/vite-plugin and split by scripts/vite-lingui-split.ts): `start`, the messages of the code
 * the first page loads, fetched before the first draw; `rest`, every other message, which the first
 * lazily loaded chunk waits for (src/i18n/all-words.ts). A visit fetches its own language's and no
 * other's. In development and tests `start` is the whole catalogue and `rest` is empty.
 */
export const CATALOGUES: Record<Locale | typeof PSEUDO_LOCALE, { start: Part; rest: Part }> = {
  en: { start: () => import('../locales/en.po?start'), rest: () => import('../locales/en.po?rest') },
  es: { start: () => import('../locales/es.po?start'), rest: () => import('../locales/es.po?rest') },
  'pt-BR': { start: () => import('../locales/pt-BR.po?start'), rest: () => import('../locales/pt-BR.po?rest') },
  fr: { start: () => import('../locales/fr.po?start'), rest: () => import('../locales/fr.po?rest') },
  it: { start: () => import('../locales/it.po?start'), rest: () => import('../locales/it.po?rest') },
  pl: { start: () => import('../locales/pl.po?start'), rest: () => import('../locales/pl.po?rest') },
  ar: { start: () => import('../locales/ar.po?start'), rest: () => import('../locales/ar.po?rest') },
  pseudo: { start: () => import('../locales/pseudo.po?start'), rest: () => import('../locales/pseudo.po?rest') },
};
