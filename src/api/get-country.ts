import { parseCountry } from '../lib/footer';
import { apiRequest } from './client';

/** The country lookup: `country;code` text. Fails silently (null), as the spec says. */
export async function getCountry(signal?: AbortSignal): Promise<{ name: string; code: string } | null> {
  try {
    return parseCountry(await apiRequest<string>('/country', { text: true, signal }));
  } catch {
    return null;
  }
}
