import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/**
 * The language the app speaks now, for what follows it outside Lingui's provider: a load whose
 * answer is in that language (titles and descriptions) asks again when it changes.
 */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, locale, locale);
}
