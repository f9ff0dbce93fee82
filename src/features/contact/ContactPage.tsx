import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { TextField } from '../../components/forms/TextField';
import { FocusButton } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TEXTS,
  contactErrors,
  EMPTY_CONTACT_FORM,
  type ContactErrors,
  type ContactField,
  type ContactForm,
} from './contact-form';
import { sendContactMessage } from './send-contact-message';
import './contact.css';

const focusKeyOf = (field: ContactField) => `contact:${field}`;

type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/**
 * /contactus, 'WRITE TO US': First Name, Last Name, Email, Phone, Your Message and SUBMIT. A send
 * runs the CRM flow (find, create on 404, contact-us, association); success clears the form and
 * says so, a failure keeps everything typed and says why.
 */
export function ContactPage() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const cancel = focusWhenReady(focusKeyOf('firstName'));
    return () => {
      cancel();
      controller.current?.abort();
    };
  }, []);

  const change = (field: ContactField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the last outcome stays until the next send.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    const problems = contactErrors(form);
    setErrors(problems);
    const firstBad = CONTACT_FIELDS.find((field) => problems[field]);
    if (firstBad) {
      setOutcome(null);
      focusWhenReady(focusKeyOf(firstBad));
      return;
    }
    sending.current = true;
    setBusy(true);
    setOutcome(null);
    controller.current = new AbortController();
    try {
      await sendContactMessage(form, controller.current.signal);
      setForm(EMPTY_CONTACT_FORM);
      setOutcome({ kind: 'sent' });
      // Ready for another message, with the confirmation just above.
      focusWhenReady(focusKeyOf('firstName'));
    } catch (failure) {
      if (controller.current.signal.aborted) return;
      console.error('contact send failed', failure);
      setOutcome({ kind: 'failed', message: failure instanceof ApiError ? failure.message : CONTACT_TEXTS.failed });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="page contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title" className="form-title">
        {CONTACT_TEXTS.title}
      </h1>
      {outcome?.kind === 'sent' && (
        <p className="form-message" role="status">
          {CONTACT_TEXTS.sent}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="form-message form-message-error" role="alert">
          {outcome.message === CONTACT_TEXTS.failed ? outcome.message : `We could not send your message: ${outcome.message}`}
        </p>
      )}
      <form className="form contact-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
        <TextField
          label="First Name"
          focusKey={focusKeyOf('firstName')}
          autoComplete="given-name"
          maxLength={CONTACT_LIMITS.name}
          value={form.firstName}
          onChange={change('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last Name"
          focusKey={focusKeyOf('lastName')}
          autoComplete="family-name"
          maxLength={CONTACT_LIMITS.name}
          value={form.lastName}
          onChange={change('lastName')}
          error={errors.lastName}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          focusKey={focusKeyOf('email')}
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          value={form.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          focusKey={focusKeyOf('phone')}
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          placeholder="+12 3456 7890"
          value={form.phone}
          onChange={change('phone')}
          error={errors.phone}
        />
        <TextAreaField
          label="Your Message"
          focusKey={focusKeyOf('message')}
          maxLength={CONTACT_LIMITS.message}
          value={form.message}
          onChange={change('message')}
          error={errors.message}
        />
        <div className="form-actions">
          <FocusButton
            focusKey="contact:submit"
            className="button button-primary"
            type="submit"
            aria-disabled={busy || undefined}
            onPress={() => void submit()}
          >
            {busy ? 'Sending…' : 'SUBMIT'}
          </FocusButton>
        </div>
      </form>
    </section>
  );
}
