import { i18n } from '@lingui/core';

/**
 * Times, dates, sizes and prices as the viewer's language writes them, through Intl. Each
 * formatter is made once per language and options (making one is slow on a TV's engine) and
 * follows the app's language, not the browser's. Times are in the device's time zone and in its
 * clock style: an English app on a device set to British English shows 18:00, not 6:00 PM.
 */

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}

/** The app's language, as Intl takes it ('pseudo', the test language, is English's). */
export const intlLocale = (locale: string = i18n.locale): string => (!locale || locale === 'pseudo' ? 'en' : locale);

/** Whether the device's own language writes times on a 12-hour clock (en-US yes, en-GB and fr no). */
export function deviceUses12Hours(deviceLocale: string | undefined = globalThis.navigator?.language): boolean {
  try {
    const parts = new Intl.DateTimeFormat(deviceLocale || undefined, { hour: 'numeric' }).formatToParts(new Date(Date.UTC(2020, 0, 1, 15)));
    return parts.some((part) => part.type === 'dayPeriod');
  } catch {
    return false;
  }
}

let twelveHours: boolean | undefined;

/** A time of day: '6:00 PM' or '18:00', in the device's time zone (`timeZone` for another). */
export function formatClock(ms: number, options: { locale?: string; timeZone?: string; hour12?: boolean } = {}): string {
  const locale = intlLocale(options.locale);
  twelveHours ??= deviceUses12Hours();
  // A 24-hour clock by hourCycle, not `hour12: false`, which some Chrome versions write as 24:05.
  const settings: Intl.DateTimeFormatOptions =
    (options.hour12 ?? twelveHours)
      ? { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: options.timeZone }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: options.timeZone };
  return formatter('clock', locale, settings, () => new Intl.DateTimeFormat(locale, settings)).format(ms);
}

/** A date written out: 'March 5, 2027', '5 de marzo de 2027', '5 mars 2027'. */
export function formatDate(ms: number, options: { locale?: string; timeZone?: string } = {}): string {
  const locale = intlLocale(options.locale);
  const settings = { year: 'numeric', month: 'long', day: 'numeric', timeZone: options.timeZone } as const;
  return formatter('date', locale, settings, () => new Intl.DateTimeFormat(locale, settings)).format(ms);
}

/** A number as the language writes it: 1,234.5 or 1 234,5 or ١٬٢٣٤٫٥. */
export function formatNumber(value: number, options: { locale?: string; maximumFractionDigits?: number } = {}): string {
  const locale = intlLocale(options.locale);
  const settings = { maximumFractionDigits: options.maximumFractionDigits ?? 0 };
  return formatter('number', locale, settings, () => new Intl.NumberFormat(locale, settings)).format(value);
}

const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;
const SHORT_UNITS = { kilobyte: 'KB', megabyte: 'MB', gigabyte: 'GB' } as const;

/**
 * A file's size: '640 kB', '12.5 MB', '12,5 Mo' in French (kilobytes whole, larger sizes with one
 * decimal). Engines before Chrome 77 cannot write units: there the number is the language's and
 * the unit the international symbol.
 */
export function formatBytes(bytes: number, options: { locale?: string } = {}): string {
  const locale = intlLocale(options.locale);
  let unit: (typeof UNITS)[number] = 'kilobyte';
  let value = bytes / 1024;
  for (const next of UNITS.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const digits = unit === 'kilobyte' ? 0 : 1;
  const settings = { style: 'unit', unit, unitDisplay: 'short', minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
  try {
    return formatter('bytes', locale, settings, () => new Intl.NumberFormat(locale, settings)).format(value);
  } catch {
    const number = formatter(
      'figure',
      locale,
      { digits },
      () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    return `${number.format(value)} ${SHORT_UNITS[unit]}`;
  }
}

/** A price with its currency: '$4.99', '4,99 $US', 'US$ 4,99'. An unknown currency code shows the code. */
export function formatPrice(amount: number, currency: string, options: { locale?: string } = {}): string {
  const locale = intlLocale(options.locale);
  const settings = { style: 'currency', currency } as const;
  try {
    return formatter('price', locale, settings, () => new Intl.NumberFormat(locale, settings)).format(amount);
  } catch {
    return `${formatNumber(amount, { locale, maximumFractionDigits: 2 })} ${currency}`;
  }
}
