import { msg } from '@lingui/core/macro';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, EMAIL_MAX } from '../../../contract/limits';
import type { ContactPayload } from '../../api/send-contact-us';
import { CONTACT_PHONE_PATTERN, emailError, MESSAGES } from '../../lib/validation';

/** The contact country is fixed to a single country. */
export const CONTACT_COUNTRY = 'USA';
/** What the CRM records the message as (its own name, not a text the viewer reads). */
export const CONTACT_INTERACTION = { type: 'contact_us', name: 'Contact Us' } as const;
export const CONTACT_TEXTS = {
  title: msg`WRITE TO US`,
  sent: msg`Your message has been successfully sent.`,
  failed: msg`We could not send your message. Please try again.`,
} as const;
/** Server-side caps, so a long paste is cut where the server would refuse it. */
export const CONTACT_LIMITS = { name: CONTACT_NAME_MAX, email: EMAIL_MAX, phone: CONTACT_PHONE_MAX, message: CONTACT_MESSAGE_MAX } as const;

export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { firstName: '', lastName: '', email: '', phone: '', message: '' };
/** The fields in the order they appear (the first with an error takes focus). */
export const CONTACT_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

/**
 * Contact: first name and message non-empty ('Invalid Data'), phone optional +,
 * 2, 4, 4 digits ('Invalid Phone'), e-mail basic pattern ('Invalid Email'); all fields required,
 * so an empty last name is 'Invalid Data' too.
 */
export function contactErrors(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.firstName.trim()) errors.firstName = MESSAGES.invalidData;
  if (!form.lastName.trim()) errors.lastName = MESSAGES.invalidData;
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (!CONTACT_PHONE_PATTERN.test(form.phone.trim())) errors.phone = MESSAGES.invalidPhone;
  if (!form.message.trim()) errors.message = MESSAGES.invalidData;
  return errors;
}

export function contactPayload(form: ContactForm): ContactPayload {
  return {
    interaction_type: CONTACT_INTERACTION.type,
    user_interaction_name: CONTACT_INTERACTION.name,
    email: form.email.trim(),
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    phone_number: form.phone.trim(),
    message_content: form.message.trim(),
    country: CONTACT_COUNTRY,
  };
}
