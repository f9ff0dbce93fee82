import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

/** Each language's two parts, as the build splits them: `s` is used by the start code, `r` by lazy code. */
const fetched: string[] = [];
const part =
  (locale: string, which: 'start' | 'rest', delayMs = 0) =>
  () => {
    fetched.push(`${locale}.${which}`);
    return new Promise<{ messages: Record<string, string[]> }>((resolve) =>
      setTimeout(() => resolve({ messages: which === 'start' ? { s: [`${locale}:start`] } : { r: [`${locale}:rest`] } }), delayMs),
    );
  };
vi.mock('./catalogues', () => ({
  CATALOGUES: {
    es: { start: part('es', 'start'), rest: part('es', 'rest') },
    pl: { start: part('pl', 'start'), rest: part('pl', 'rest') },
    fr: { start: part('fr', 'start'), rest: part('fr', 'rest', 20) },
    it: { start: part('it', 'start', 20), rest: part('it', 'rest') },
  },
}));

const { activateLocale, loadAllWords } = await import('./language');
const { withAllWords } = await import('./all-words');

describe("a language's two parts (src/i18n/language.ts, all-words.ts)", () => {
  it('starts with the start part alone; lazy code waits for the rest, added without a redraw', async () => {
    // (The tests' set-up speaks English, with its whole catalogue.)
    await activateLocale('es');
    expect(fetched).toEqual(['es.start']);
    expect(i18n._('s')).toBe('es:start');
    const redraws = vi.fn();
    const stop = i18n.on('change', redraws);
    const page = await withAllWords(Promise.resolve('the page'));
    stop();
    expect(page).toBe('the page');
    expect(fetched).toEqual(['es.start', 'es.rest']);
    expect([i18n._('s'), i18n._('r')]).toEqual(['es:start', 'es:rest']);
    expect(redraws).not.toHaveBeenCalled();
  });

  it('once lazy code has run, a change of language brings both parts before it shows', async () => {
    const shown: string[] = [];
    const stop = i18n.on('change', () => shown.push(`${i18n.locale} ${i18n._('s')} ${i18n._('r')}`));
    await activateLocale('fr');
    stop();
    // Never French with the rest missing: one change, with all its words.
    expect(shown).toEqual(['fr fr:start fr:rest']);
  });

  it('a lazy load during a change of language waits for the new language’s rest', async () => {
    const changing = activateLocale('it');
    await loadAllWords();
    expect(i18n.locale).toBe('it');
    expect([i18n._('s'), i18n._('r')]).toEqual(['it:start', 'it:rest']);
    await changing;
  });

  it('a failed rest fails the lazy load, and is asked for again next time', async () => {
    const { CATALOGUES } = await import('./catalogues');
    const rest = vi.spyOn(CATALOGUES.pl, 'rest').mockRejectedValueOnce(new Error('offline'));
    await expect(activateLocale('pl')).rejects.toThrow(/Loading chunk failed/);
    expect(i18n.locale).toBe('it');
    await activateLocale('pl');
    expect(rest).toHaveBeenCalledTimes(2);
    expect([i18n.locale, i18n._('r')]).toEqual(['pl', 'pl:rest']);
  });
});
