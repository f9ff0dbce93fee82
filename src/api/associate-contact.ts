import { apiRequest } from './client';
import { crmHeaders } from './crm';

/** PUT /contacts/association: links a contact-us message to its contact. */
export async function associateContact(contactUsId: string, contactId: string, signal?: AbortSignal): Promise<void> {
  await apiRequest('/contacts/association', {
    method: 'PUT',
    body: { contact_us_id: contactUsId, contact_id: contactId },
    signal,
    headers: crmHeaders(),
    profile: false,
  });
}
