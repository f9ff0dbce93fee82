import { t } from '@lingui/core/macro';
/**
 * When the start-up film plays: on the app's own start (home, with no programme named in the
 * address), once a visit. A link from an e-mail, a share link or a reload of a page goes straight
 * to what it names.
 */
const PLAYED_KEY = 'lumen.splashPlayed';

export interface StartAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** True for the app's start address: '/' (a TV package keeps its route in the hash) without a programme in the query. */
export function isStartAddress(address: StartAddress, packaged: boolean): boolean {
  const [route = '', query = ''] = packaged ? address.hash.replace(/^#/, '').split('?') : [address.pathname, address.search.replace(/^\?/, '')];
  if (route !== '' && route !== '/') return false;
  const params = new URLSearchParams(query);
  return !params.has('sDM') && !params.has('dId');
}

export function splashPlayedThisVisit(storage: Pick<Storage, 'getItem'> | null = safeSession()): boolean {
  try {
    return storage?.getItem(PLAYED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSplashPlayed(storage: Pick<Storage, 'setItem'> | null = safeSession()): void {
  try {
    storage?.setItem(PLAYED_KEY, '1');
  } catch {
    // Storage blocked: the film may play again on the next start, which is harmless.
  }
}

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What skips the film, in the words of the device in hand. */
export function skipHint(formFactor: 'tv' | 'desktop' | 'mobile'): string {
  if (formFactor === 'mobile') return t`Tap to skip`;
  if (formFactor === 'desktop') return t`Click or press Enter to skip`;
  return t`Press OK to skip`;
}
