import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, headers, type TestServer } from '../../test/helper.js';
import { regionFromAcceptLanguage } from './country.js';

describe('the country lookup', () => {
  let plain: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    plain = await build();
    proxied = await build({ trustedCountryHeader: 'cf-ipcountry' });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  it('reads the region of the browser language', () => {
    expect(regionFromAcceptLanguage('en-GB,en;q=0.9')).toBe('GB');
    expect(regionFromAcceptLanguage('de,de-AT;q=0.8')).toBe('AT');
    expect(regionFromAcceptLanguage('fr')).toBeNull();
    expect(regionFromAcceptLanguage(undefined)).toBeNull();
  });

  it('answers country;code text, USA when it cannot tell', async () => {
    const ask = async (server: TestServer, extra: Record<string, string>) =>
      (await server.app.inject({ method: 'GET', url: '/api/country', headers: { ...headers, ...extra } })).body;
    expect(await ask(plain, { 'accept-language': 'en-IE,en;q=0.9' })).toBe('Ireland;IRL');
    expect(await ask(plain, { 'accept-language': 'en-AU' })).toBe('Australia;AUS');
    expect(await ask(plain, {})).toBe('United States;USA');
    expect(await ask(plain, { 'accept-language': 'xx-QQ' })).toBe('United States;USA');
    // A proxy header counts only when the server was told to trust it.
    expect(await ask(plain, { 'cf-ipcountry': 'CA' })).toBe('United States;USA');
    expect(await ask(proxied, { 'cf-ipcountry': 'CA', 'accept-language': 'en-GB' })).toBe('Canada;CAN');
    expect(await ask(proxied, { 'cf-ipcountry': 'not a country', 'accept-language': 'en-GB' })).toBe('United Kingdom;GBR');
  });
});
