import * as z from 'zod/mini';
import { parseWith } from './auth-schemas';
import { configuredCrmApiKey } from './request-context';

/** The development key, for a server that does not publish one in /appconfig. */
const FALLBACK_CRM_API_KEY = (import.meta.env.VITE_CRM_API_KEY as string | undefined) ?? 'lumen-dev-crm-key';

/** The CRM gateway's `x-api-key` header (SPEC section 7: the key is embedded client-side). */
export function crmHeaders(): Record<string, string> {
  return { 'x-api-key': configuredCrmApiKey() || FALLBACK_CRM_API_KEY };
}

const ContactSchema = z.looseObject({
  id: z.string(),
  email: z._default(z.string(), ''),
  firstname: z._default(z.string(), ''),
  lastname: z._default(z.string(), ''),
  phone: z._default(z.string(), ''),
  country: z._default(z.string(), ''),
});
export type Contact = z.infer<typeof ContactSchema>;
export const parseContact = parseWith(ContactSchema);
