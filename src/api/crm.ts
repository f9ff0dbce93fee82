import * as v from 'valibot';
import { parseWith } from './auth-schemas';
import { configuredCrmApiKey } from './request-context';

/** The development key, for a server that does not publish one in /appconfig. */
const FALLBACK_CRM_API_KEY = (import.meta.env.VITE_CRM_API_KEY as string | undefined) ?? 'lumen-dev-crm-key';

/** The CRM gateway's `x-api-key` header (the key is embedded client-side). */
export function crmHeaders(): Record<string, string> {
  return { 'x-api-key': configuredCrmApiKey() || FALLBACK_CRM_API_KEY };
}

const ContactSchema = v.looseObject({
  id: v.string(),
  email: v.optional(v.string(), ''),
  firstname: v.optional(v.string(), ''),
  lastname: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
  country: v.optional(v.string(), ''),
});
export type Contact = v.InferOutput<typeof ContactSchema>;
export const parseContact = parseWith(ContactSchema);
