import { associateContact } from '../../api/associate-contact';
import { createContact } from '../../api/create-contact';
import { findContact } from '../../api/find-contact';
import { sendContactUs } from '../../api/send-contact-us';
import { contactPayload, type ContactForm } from './contact-form';

/**
 * The CRM flow: find the contact by e-mail, create it on 404, store the message,
 * then associate the two. Any failing step throws (an ApiError with the server's message).
 */
export async function sendContactMessage(form: ContactForm, signal?: AbortSignal): Promise<void> {
  const payload = contactPayload(form);
  const contact =
    (await findContact(payload.email, signal)) ??
    (await createContact(
      { email: payload.email, firstname: payload.first_name, lastname: payload.last_name, phone: payload.phone_number, country: payload.country },
      signal,
    ));
  const { id } = await sendContactUs(payload, signal);
  await associateContact(id, contact.id, signal);
}
