import * as v from 'valibot';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';
import { crmHeaders } from './crm';
import type { ContactPayload } from '../../contract/wire';

export type { ContactPayload };

const parseSent = parseWith(v.looseObject({ id: v.string() }));

/** POST /contacts/contact-us: stores the message in the CRM, answered with its id. */
export function sendContactUs(payload: ContactPayload, signal?: AbortSignal): Promise<{ id: string }> {
  return apiRequest('/contacts/contact-us', { method: 'POST', body: payload, signal, headers: crmHeaders(), profile: false, parse: parseSent });
}
