import * as z from 'zod/mini';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';
import { crmHeaders } from './crm';

/** SPEC section 3, the Contact payload. */
export interface ContactPayload {
  interaction_type: string;
  user_interaction_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  message_content: string;
  country: string;
}

const parseSent = parseWith(z.looseObject({ id: z.string() }));

/** POST /contacts/contact-us: stores the message in the CRM, answered with its id. */
export function sendContactUs(payload: ContactPayload, signal?: AbortSignal): Promise<{ id: string }> {
  return apiRequest('/contacts/contact-us', { method: 'POST', body: payload, signal, headers: crmHeaders(), profile: false, parse: parseSent });
}
