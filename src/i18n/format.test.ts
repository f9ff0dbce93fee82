import { describe, expect, it } from 'vitest';
import { deviceUses12Hours, formatBytes, formatClock, formatDate, formatNumber, formatPrice } from './format';

const SIX_PM_UTC = Date.UTC(2027, 2, 5, 18, 0);

describe('formats in the viewer language', () => {
  it('writes a time in the given time zone and clock style', () => {
    expect(formatClock(SIX_PM_UTC, { locale: 'en', timeZone: 'UTC', hour12: true })).toMatch(/^6:00\sPM$/);
    expect(formatClock(SIX_PM_UTC, { locale: 'en', timeZone: 'America/New_York', hour12: true })).toMatch(/^1:00\sPM$/);
    expect(formatClock(SIX_PM_UTC, { locale: 'fr', timeZone: 'Europe/Paris', hour12: false })).toBe('19:00');
    expect(formatClock(SIX_PM_UTC, { locale: 'pl', timeZone: 'Asia/Tokyo', hour12: false })).toBe('03:00');
  });

  it('follows the device clock: 12 hours in the US, 24 in Britain and France', () => {
    expect(deviceUses12Hours('en-US')).toBe(true);
    expect(deviceUses12Hours('en-GB')).toBe(false);
    expect(deviceUses12Hours('fr-FR')).toBe(false);
  });

  it('writes dates, numbers, sizes and prices as each language does', () => {
    expect(formatDate(SIX_PM_UTC, { locale: 'en', timeZone: 'UTC' })).toBe('March 5, 2027');
    expect(formatDate(SIX_PM_UTC, { locale: 'es', timeZone: 'UTC' })).toBe('5 de marzo de 2027');
    expect(formatDate(SIX_PM_UTC, { locale: 'pl', timeZone: 'UTC' })).toBe('5 marca 2027');
    expect(formatNumber(1234.5, { locale: 'de', maximumFractionDigits: 1 })).toBe('1.234,5');
    expect(formatBytes(12.5 * 1024 * 1024, { locale: 'en' })).toBe('12.5 MB');
    expect(formatBytes(12.5 * 1024 * 1024, { locale: 'fr' })).toMatch(/^12,5\sMo$/);
    expect(formatBytes(3 * 1024 ** 3, { locale: 'en' })).toBe('3.0 GB');
    expect(formatBytes(640 * 1024 + 300, { locale: 'en' })).toBe('640 kB');
    expect(formatBytes(711_315, { locale: 'en' })).toBe('695 kB');
    expect(formatBytes(1_053_293, { locale: 'en' })).toBe('1.0 MB');
    expect(formatPrice(4.99, 'USD', { locale: 'en' })).toBe('$4.99');
    expect(formatPrice(4.99, 'EUR', { locale: 'it' })).toMatch(/^4,99\s€$/);
    expect(formatPrice(4.99, 'BRL', { locale: 'pt-BR' })).toMatch(/^R\$\s4,99$/);
  });

  it('writes the test language as English', () => {
    expect(formatDate(SIX_PM_UTC, { locale: 'pseudo', timeZone: 'UTC' })).toBe('March 5, 2027');
  });
});
