import { apiRequest } from './client';
import { crmHeaders, parseContact } from './crm';
import type { ContactPayload } from '../../contract/requests';

export type { ContactPayload };

/** POST /contacts/contact-us: stores the message in the CRM, answered with its id. */
export function sendContactUs(payload: ContactPayload, signal?: AbortSignal): Promise<{ id: string }> {
  return apiRequest('/contacts/contact-us', { method: 'POST', body: payload, signal, headers: crmHeaders(), profile: false, parse: parseContact });
}
