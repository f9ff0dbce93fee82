import { describe, expect, it } from 'vitest';
import { isStartAddress, rememberSplashPlayed, skipHint, splashPlayedThisVisit } from './splash';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the start-up film', () => {
  it('plays on the app start only: home without a programme in the address', () => {
    expect(isStartAddress(at('/'), false)).toBe(true);
    expect(isStartAddress(at('/', '?layout=tv'), false)).toBe(true);
    expect(isStartAddress(at('/', '?sDM=true&dId=sr0001&dType=Series'), false)).toBe(false);
    expect(isStartAddress(at('/AllShows'), false)).toBe(false);
    expect(isStartAddress(at('/resetpassword', '?token=x&uid=y'), false)).toBe(false);
  });

  it('reads a TV package route from the hash', () => {
    expect(isStartAddress(at('/apps/lumen/index.html'), true)).toBe(true);
    expect(isStartAddress(at('/apps/lumen/index.html', '', '#/'), true)).toBe(true);
    expect(isStartAddress(at('/apps/lumen/index.html', '', '#/search'), true)).toBe(false);
    expect(isStartAddress(at('/apps/lumen/index.html', '', '#/?sDM=true&dId=x'), true)).toBe(false);
  });

  it('is remembered once played, and storage that refuses is no start-up failure', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(splashPlayedThisVisit(storage)).toBe(false);
    rememberSplashPlayed(storage);
    expect(splashPlayedThisVisit(storage)).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(splashPlayedThisVisit(refusing)).toBe(false);
    expect(() => rememberSplashPlayed(refusing)).not.toThrow();
  });

  it('says how to skip it on the device in hand', () => {
    expect(skipHint('tv')).toBe('Press OK to skip');
    expect(skipHint('desktop')).toBe('Click or press Enter to skip');
    expect(skipHint('mobile')).toBe('Tap to skip');
  });
});
