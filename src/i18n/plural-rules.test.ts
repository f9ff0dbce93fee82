import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../contract/locales';
import { installPluralRules, PluralRulesStandIn } from './plural-rules';

describe('the plural rules stand-in', () => {
  // Node's own Intl.PluralRules (full ICU) is the reference the stand-in is held to.
  it.each(LOCALE_CODES)('%s: answers as the engine does for 0 to 1,200 and a few millions', (locale) => {
    const real = new Intl.PluralRules(locale);
    const standIn = new PluralRulesStandIn(locale);
    const counts = [...Array.from({ length: 1201 }, (_, n) => n), 1_000_000, 2_000_000, 1_000_001];
    const wrong = counts.filter((n) => standIn.select(n) !== real.select(n)).map((n) => `${n}: ${standIn.select(n)} (ICU ${real.select(n)})`);
    expect(wrong).toEqual([]);
  });

  it('answers English ordinals as the engine does', () => {
    const real = new Intl.PluralRules('en', { type: 'ordinal' });
    const standIn = new PluralRulesStandIn('en', { type: 'ordinal' });
    for (let n = 0; n <= 200; n++) expect(standIn.select(n), String(n)).toBe(real.select(n));
  });

  it('is installed only where the engine has none', () => {
    const bare: Record<string, unknown> = {};
    installPluralRules(bare);
    expect(bare.PluralRules).toBe(PluralRulesStandIn);
    const own = { PluralRules: Intl.PluralRules } as Record<string, unknown>;
    installPluralRules(own);
    expect(own.PluralRules).toBe(Intl.PluralRules);
  });
});
