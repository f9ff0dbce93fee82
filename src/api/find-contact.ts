import { ApiError, apiRequest } from './client';
import { crmHeaders, parseContact, type Contact } from './crm';

/** GET /contacts/find/{email}?idProperty=email: the CRM's contact, or null when it has none (404). */
export async function findContact(email: string, signal?: AbortSignal): Promise<Contact | null> {
  try {
    return await apiRequest(`/contacts/find/${encodeURIComponent(email)}?idProperty=email`, {
      signal,
      headers: crmHeaders(),
      profile: false,
      parse: parseContact,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
