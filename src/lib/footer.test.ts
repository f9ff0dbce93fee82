import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_COUNTRIES, DEFAULT_SHARE_DONATE_BANNER, footerFor, readFooterCountries, readShareDonateBanner } from '../../contract/site-content';
import { donationLink, parseCountry } from './footer';

describe('the footer', () => {
  it('reads the country lookup', () => {
    expect(parseCountry('Ireland;IRL')).toEqual({ name: 'Ireland', code: 'IRL' });
    expect(parseCountry('<html>oops</html>')).toBeNull();
    expect(parseCountry('')).toBeNull();
  });

  it('picks the legal text and phone of the country, the EU for its members, the default for the rest', () => {
    const footers = readFooterCountries(JSON.stringify(DEFAULT_FOOTER_COUNTRIES));
    expect(footerFor(footers, 'IRL').code).toBe('IRL');
    expect(footerFor(footers, 'AUT').code).toBe('AUT');
    expect(footerFor(footers, 'DEU').code).toBe('EU');
    expect(footerFor(footers, 'IND').code).toBe('USA');
    expect(footerFor(footers, null).code).toBe('USA');
    for (const country of footers.countries) {
      expect(country.legalText.length).toBeGreaterThan(20);
      expect(country.phone).toMatch(/^\+\d/);
    }
  });

  it('reads the configured footers: its default, its entries, the demo’s when missing or damaged', () => {
    const own = {
      default: 'GBR',
      countries: [
        { code: 'GBR', legalText: 'Charity 123.', phone: '+44 20 7946 0000' },
        { code: 'EU', legalText: 'EU.', phone: '+353 1 555 0000' },
      ],
    };
    const footers = readFooterCountries(JSON.stringify(own));
    expect(footerFor(footers, 'USA')).toEqual(own.countries[0]);
    expect(footerFor(footers, 'AUT')).toEqual(own.countries[1]);
    expect(readFooterCountries(undefined)).toEqual(DEFAULT_FOOTER_COUNTRIES);
    expect(readFooterCountries('{oops')).toEqual(DEFAULT_FOOTER_COUNTRIES);
    expect(readFooterCountries(JSON.stringify({ default: 'XXX', countries: [{ code: 'GBR', legalText: '', phone: '1' }, own.countries[1]] }))).toEqual({
      default: 'EU',
      countries: [own.countries[1]],
    });
  });

  it('reads the banner’s words and gifts, keeping the demo’s where one is missing or bad', () => {
    expect(readShareDonateBanner(undefined)).toEqual(DEFAULT_SHARE_DONATE_BANNER);
    expect(readShareDonateBanner(JSON.stringify({ giveTitle: 'Give', presets: [5, -1, 2.5, 15] }))).toEqual({
      ...DEFAULT_SHARE_DONATE_BANNER,
      giveTitle: 'Give',
      presets: [5, 15],
    });
  });

  it('links the donation presets to the donation site', () => {
    expect(donationLink('https://give.example.org/fellowship', 50)).toBe('https://give.example.org/fellowship?amount=50');
    expect(donationLink('https://give.example.org/fellowship')).toBe('https://give.example.org/fellowship');
    expect(donationLink('javascript:alert(1)', 10)).toBeNull();
    expect(donationLink(undefined)).toBeNull();
  });
});
