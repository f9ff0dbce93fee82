import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptLanguage, startingLocale } from './language';

describe("the viewer's languages", () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: i18n.messages }));

  it("tells the API the app's language first, then the device's, so the server still reads the country", () => {
    vi.stubGlobal('navigator', { languages: ['en-IE', 'en', 'ga'] });
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(acceptLanguage()).toBe('es, en-IE;q=0.9, en;q=0.8, ga;q=0.7');
    i18n.loadAndActivate({ locale: 'pseudo', messages: {} });
    expect(acceptLanguage()).toBe('en, en-IE;q=0.9, ga;q=0.8');
  });

  it('starts in the language asked on the address, else the device’s first that Lumen speaks', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'pt-PT', 'en'] });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
    expect(startingLocale('?lang=ar')).toBe('ar');
    expect(startingLocale('?lang=xx')).toBe('pt-BR');
    expect(startingLocale('')).toBe('pt-BR');
  });
});
