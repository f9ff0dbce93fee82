import { RecordIdAnswer } from '../../contract/answers';
import { parser } from './schemas';
import { configuredCrmApiKey } from './request-context';

/** The development key, for a server that does not publish one in /appconfig. */
const FALLBACK_CRM_API_KEY = (import.meta.env.VITE_CRM_API_KEY as string | undefined) ?? 'lumen-dev-crm-key';

/** The CRM gateway's `x-api-key` header (the key is embedded client-side). */
export function crmHeaders(): Record<string, string> {
  return { 'x-api-key': configuredCrmApiKey() || FALLBACK_CRM_API_KEY };
}

/** A CRM record as the gateway answers it: its id. */
export const parseContact = parser(RecordIdAnswer);
export type Contact = ReturnType<typeof parseContact>;
