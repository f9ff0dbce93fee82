import { useLingui } from '@lingui/react/macro';
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

/** A failure carries the server's message, or null for one of this app's own. */
type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string | null } | null;

/**
 * /contactus, 'WRITE TO US': First Name, Last Name, Email, Phone, Your Message and SUBMIT. A send
 * runs the CRM flow (find, create on 404, contact-us, association); success clears the form and
 * says so, a failure keeps everything typed and says why.
 */
export function ContactPage() {
  const { t, i18n } = useLingui();
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
      setOutcome({ kind: 'failed', message: failure instanceof ApiError ? failure.message : null });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="page contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title" className="form-title">
        {i18n._(CONTACT_TEXTS.title)}
      </h1>
      {outcome?.kind === 'sent' && (
        <p className="form-message" role="status">
          {i18n._(CONTACT_TEXTS.sent)}
        </p>
      )}
      {outcome?.kind === 'failed' && <SendFailure message={outcome.message} />}
      <form className="form contact-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
        <TextField
          label={t`First Name`}
          focusKey={focusKeyOf('firstName')}
          autoComplete="given-name"
          maxLength={CONTACT_LIMITS.name}
          value={form.firstName}
          onChange={change('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t`Last Name`}
          focusKey={focusKeyOf('lastName')}
          autoComplete="family-name"
          maxLength={CONTACT_LIMITS.name}
          value={form.lastName}
          onChange={change('lastName')}
          error={errors.lastName}
        />
        <TextField
          label={t`Email`}
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
          label={t`Phone`}
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
          label={t`Your Message`}
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
            {busy ? t`Sending…` : t`SUBMIT`}
          </FocusButton>
        </div>
      </form>
    </section>
  );
}

/** Why a send failed: the server's words after ours, or ours alone. */
function SendFailure({ message }: { message: string | null }) {
  const { t, i18n } = useLingui();
  return (
    <p className="form-message form-message-error" role="alert">
      {message === null ? i18n._(CONTACT_TEXTS.failed) : t`We could not send your message: ${message}`}
    </p>
  );
}
