import type { NewContact } from '../../contract/requests';
import { apiRequest } from './client';
import { crmHeaders, parseContact, type Contact } from './crm';

export type { NewContact };

/** POST /contacts/create: a new CRM contact, answered with its id. */
export function createContact(contact: NewContact, signal?: AbortSignal): Promise<Contact> {
  return apiRequest('/contacts/create', { method: 'POST', body: contact, signal, headers: crmHeaders(), profile: false, parse: parseContact });
}
