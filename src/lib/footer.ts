/**
 * The footer's country lookup and the donation links. The legal text and support
 * phone of each country, and the banner's gifts, are the configuration's (contract/site-content.ts).
 */

/** Reads the lookup's `country;code` text; null for anything else. */
export function parseCountry(text: string): { name: string; code: string } | null {
  const match = /^([^;\n]{1,80});([A-Z]{3})\s*$/.exec(text.trim());
  return match ? { name: match[1]!.trim(), code: match[2]! } : null;
}

/** The donation site with a preset amount, or as it is. Only web addresses are used. */
export function donationLink(base: string | undefined, amount?: number): string | null {
  if (!base || !/^https?:\/\//.test(base)) return null;
  if (!amount) return base;
  const url = new URL(base);
  url.searchParams.set('amount', String(amount));
  return url.toString();
}
