import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../contract/locales';
import { keyboardLayers } from './keyboard-layers';

describe('the TV keyboard in each language', () => {
  it.each(LOCALE_CODES)('%s: every layer fits six rows of six, and the Latin letters and digits are always there', (locale) => {
    const layers = keyboardLayers(locale);
    for (const layer of layers) {
      expect(layer.keys.length).toBeLessThanOrEqual(36);
      expect(new Set(layer.keys).size).toBe(layer.keys.length);
    }
    const all = layers.flatMap((layer) => layer.keys).join('');
    for (const char of 'abcdefghijklmnopqrstuvwxyz0123456789') expect(all).toContain(char);
  });

  it('offers the letters each language writes', () => {
    const letters = (locale: string) => keyboardLayers(locale).flatMap((layer) => layer.keys);
    expect(letters('pl')).toEqual(expect.arrayContaining(['ł', 'ą', 'ę', 'ś', 'ż', 'ź', 'ć', 'ń', 'ó']));
    expect(letters('es')).toEqual(expect.arrayContaining(['ñ', 'á', 'é', 'í', 'ó', 'ú']));
    expect(letters('pt-BR')).toEqual(expect.arrayContaining(['ã', 'õ', 'ç']));
    expect(letters('fr')).toEqual(expect.arrayContaining(['ç', 'é', 'è', 'œ']));
    expect(keyboardLayers('ar')[0]!.keys).toEqual(expect.arrayContaining(['ا', 'ب', 'ي', 'ة', 'ى']));
    expect(keyboardLayers('en')).toHaveLength(1);
  });
});
