/**
 * Intl.PluralRules for the engines without it (Chrome before 63: webOS 4, Tizen 2017-2018), which
 * Lingui asks for every `plural()`. Only the app's languages, from CLDR's rules
 * (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html), for whole numbers,
 * which is all the app counts: episodes, programmes, minutes. Installed by the legacy bundle only.
 */
type Category = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Rule = (n: number) => Category;

const CARDINAL: Record<string, Rule> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  it: (n) => (n === 1 ? 'one' : n !== 0 && n % 1000000 === 0 ? 'many' : 'other'),
  es: (n) => (n === 1 ? 'one' : n !== 0 && n % 1000000 === 0 ? 'many' : 'other'),
  pt: (n) => (n === 0 || n === 1 ? 'one' : n !== 0 && n % 1000000 === 0 ? 'many' : 'other'),
  fr: (n) => (n === 0 || n === 1 ? 'one' : n !== 0 && n % 1000000 === 0 ? 'many' : 'other'),
  pl: (n) => {
    const last = n % 10;
    const lastTwo = n % 100;
    if (n === 1) return 'one';
    if (last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 'few';
    return 'many';
  },
  ar: (n) => {
    const lastTwo = n % 100;
    if (n === 0) return 'zero';
    if (n === 1) return 'one';
    if (n === 2) return 'two';
    if (lastTwo >= 3 && lastTwo <= 10) return 'few';
    if (lastTwo >= 11 && lastTwo <= 99) return 'many';
    return 'other';
  },
};

const ORDINAL: Record<string, Rule> = {
  en: (n) => {
    const last = n % 10;
    const lastTwo = n % 100;
    if (last === 1 && lastTwo !== 11) return 'one';
    if (last === 2 && lastTwo !== 12) return 'two';
    if (last === 3 && lastTwo !== 13) return 'few';
    return 'other';
  },
  it: (n) => (n === 11 || n === 8 || n === 80 || n === 800 ? 'many' : 'other'),
  fr: (n) => (n === 1 ? 'one' : 'other'),
};

const ruleOf = (rules: Record<string, Rule>, locale: string): Rule => rules[locale] ?? rules[locale.split('-')[0] ?? ''] ?? rules.en ?? (() => 'other');

/** A stand-in with the part of Intl.PluralRules Lingui uses: `new PluralRules(locale, { type }).select(n)`. */
export class PluralRulesStandIn {
  private readonly rule: Rule;
  constructor(locales?: string | readonly string[], options?: { type?: 'cardinal' | 'ordinal' }) {
    const locale = (Array.isArray(locales) ? locales[0] : locales) ?? 'en';
    this.rule = options?.type === 'ordinal' ? (ORDINAL[locale.split('-')[0] ?? ''] ? ruleOf(ORDINAL, locale) : () => 'other') : ruleOf(CARDINAL, locale);
  }
  select(count: number): Category {
    return this.rule(Math.abs(Math.trunc(count)));
  }
}

/** Installs the stand-in where the engine has no Intl.PluralRules of its own. */
export function installPluralRules(intl: Record<string, unknown> | undefined = globalThis.Intl as unknown as Record<string, unknown>): void {
  if (intl && typeof intl.PluralRules !== 'function') intl.PluralRules = PluralRulesStandIn;
}
