import type { FastifyInstance } from 'fastify';
import { ALPHA3, countryName } from '../lib/countries.js';

/** The region of the first Accept-Language tag that names one ("en-GB,en;q=0.9" -> "GB"). */
export function regionFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(',').slice(0, 10)) {
    const tag = part.split(';')[0]!.trim();
    const match = /^[a-z]{2,3}-([A-Za-z]{2})\b/.exec(tag);
    if (match) return match[1]!.toUpperCase();
  }
  return null;
}

/**
 * The country lookup: `country;code` text that picks the footer's legal text and
 * support phone. From a trusted proxy's header when one is configured, else the browser's
 * language, else the United States.
 */
export function countryRoutes(app: FastifyInstance, options: { trustedCountryHeader: string | null }): void {
  app.get('/country', async (request, reply) => {
    let alpha2: string | null = null;
    if (options.trustedCountryHeader) {
      const value = request.headers[options.trustedCountryHeader];
      if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) alpha2 = value.trim().toUpperCase();
    }
    alpha2 ??= regionFromAcceptLanguage(request.headers['accept-language']);
    if (!alpha2 || !ALPHA3[alpha2]) alpha2 = 'US';
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'private, max-age=3600')
      .header('vary', 'accept-language')
      .send(`${countryName(alpha2)};${ALPHA3[alpha2]}`);
  });
}
