import { describe, expect, it } from 'vitest';
import { donationLink, LEGAL_TEXT, legalRegion, parseCountry, SUPPORT_PHONE } from './footer';

describe('the footer', () => {
  it('reads the country lookup', () => {
    expect(parseCountry('Ireland;IRL')).toEqual({ name: 'Ireland', code: 'IRL' });
    expect(parseCountry('<html>oops</html>')).toBeNull();
    expect(parseCountry('')).toBeNull();
  });

  it('picks the legal text and phone of the region, USA by default', () => {
    expect(legalRegion('IRL')).toBe('IRL');
    expect(legalRegion('AUT')).toBe('AUT');
    expect(legalRegion('DEU')).toBe('EU');
    expect(legalRegion('IND')).toBe('USA');
    expect(legalRegion(null)).toBe('USA');
    for (const region of ['USA', 'CAN', 'GBR', 'EU', 'AUT', 'IRL', 'AUS'] as const) {
      expect(LEGAL_TEXT[region].length).toBeGreaterThan(20);
      expect(SUPPORT_PHONE[region]).toMatch(/^\+\d/);
    }
  });

  it('links the donation presets to the donation site', () => {
    expect(donationLink('https://give.example.org/fellowship', 50)).toBe('https://give.example.org/fellowship?amount=50');
    expect(donationLink('https://give.example.org/fellowship')).toBe('https://give.example.org/fellowship');
    expect(donationLink('javascript:alert(1)', 10)).toBeNull();
    expect(donationLink(undefined)).toBeNull();
  });
});
