import type { Messages } from '@lingui/core';
import type { Locale, PSEUDO_LOCALE } from '../../contract/locales';

/**
 * Each language's compiled catalogue, a chunk of its own (the .po files are compiled by
 * @lingui/vite-plugin as they are imported): a visit fetches its own language's and no other.
 */
export const CATALOGUES: Record<Locale | typeof PSEUDO_LOCALE, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  'pt-BR': () => import('../locales/pt-BR.po'),
  fr: () => import('../locales/fr.po'),
  it: () => import('../locales/it.po'),
  pl: () => import('../locales/pl.po'),
  ar: () => import('../locales/ar.po'),
  pseudo: () => import('../locales/pseudo.po'),
};
