import { describe, expect, it } from 'vitest';
import { contactErrors, contactPayload, EMPTY_CONTACT_FORM } from './contact-form';

const good = { firstName: ' Clare ', lastName: 'Offreduccio', email: 'clare@assisi.org', phone: '+12 3456 7890', message: ' Hello ' };

describe('contactErrors', () => {
  it('names every empty field with the spec words', () => {
    expect(contactErrors(EMPTY_CONTACT_FORM)).toEqual({
      firstName: 'Invalid Data',
      lastName: 'Invalid Data',
      email: 'Invalid Email',
      phone: 'Invalid Phone',
      message: 'Invalid Data',
    });
  });

  it.each(['+12 3456 7890', '1234567890', '12-3456-7890', '+1234567890'])('takes the phone %s', (phone) => {
    expect(contactErrors({ ...good, phone })).toEqual({});
  });

  it.each(['12345', '+1 2345 6789', '123456789012', 'phone'])('refuses the phone %s', (phone) => {
    expect(contactErrors({ ...good, phone })).toEqual({ phone: 'Invalid Phone' });
  });

  it('refuses blank names and message, and a bad e-mail', () => {
    expect(contactErrors({ ...good, firstName: '  ', message: '\n', email: 'clare@assisi' })).toEqual({
      firstName: 'Invalid Data',
      message: 'Invalid Data',
      email: 'Invalid Email',
    });
  });
});

describe('contactPayload', () => {
  it('is the spec payload, trimmed, with the fixed country', () => {
    expect(contactPayload(good)).toEqual({
      interaction_type: 'contact_us',
      user_interaction_name: 'Contact Us',
      email: 'clare@assisi.org',
      first_name: 'Clare',
      last_name: 'Offreduccio',
      phone_number: '+12 3456 7890',
      message_content: 'Hello',
      country: 'USA',
    });
  });
});
