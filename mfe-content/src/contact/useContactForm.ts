import { useState } from 'react';
import { getRuntimeConfig, useAlerts } from '@sencha/platform';
import type { ContactForm } from '@sencha/shared/contract';
import {
  CONTACT_FIELDS,
  validateContactForm,
  type ContactErrors,
  type ContactField,
} from '@sencha/shared/contact-form';
import { CONTACT_INVALID_ALERT, CONTACT_SENT_ALERT, contactFailedAlert } from './contactAlerts';
import { sendContactForm } from './sendContactForm';

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

export interface ContactFormState {
  values: ContactForm;
  /**
   * Shown only once the shopper tried to send, so a form being filled in is not already red; then kept current
   * as they type (docs/product-rules/content.md#contact).
   */
  errors: ContactErrors;
  sending: boolean;
  /** Set by each refused attempt (a new object each time): the view moves focus to this field. */
  focusRequest: { field: ContactField } | null;
  change: (field: ContactField, value: string) => void;
  /** The hidden honeypot field's value: empty unless a bot filled it (docs/product-rules/content.md#contact). */
  honeypot: string;
  changeHoneypot: (value: string) => void;
  submit: () => Promise<void>;
}

/**
 * The contact form: 'submitted' is set on the first attempt and messages appear only after it; a send resets
 * the form and the flag. A failed send keeps what was typed, and says where else to write.
 */
export function useContactForm(): ContactFormState {
  const { show } = useAlerts();
  const [values, setValues] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  const [honeypot, setHoneypot] = useState('');

  const check = validateContactForm(values);
  const errors: ContactErrors = submitted ? { ...serverErrors, ...(check.ok ? {} : check.errors) } : {};

  const change = (field: ContactField, value: string) => {
    // What is being sent stays as sent: a success empties the form, and must not drop later typing.
    if (sending) return;
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _changed, ...others }) => others);
  };

  const changeHoneypot = (value: string) => {
    if (!sending) setHoneypot(value);
  };

  const refuse = (refused: ContactErrors) => {
    const field = CONTACT_FIELDS.find((name) => refused[name]);
    if (field) setFocusRequest({ field });
    show(CONTACT_INVALID_ALERT);
  };

  const submit = async () => {
    if (sending) return;
    setSubmitted(true);
    if (!check.ok) {
      refuse(check.errors);
      return;
    }
    setSending(true);
    // Sent along when filled, so the API drops the message while the bot is told it was sent.
    const result = await sendContactForm(check.form, honeypot);
    setSending(false);
    if (result.outcome === 'sent') {
      setValues(EMPTY_CONTACT_FORM);
      setHoneypot('');
      setSubmitted(false);
      setServerErrors({});
      show(CONTACT_SENT_ALERT);
    } else if (result.outcome === 'refused') {
      setServerErrors(result.errors);
      refuse(result.errors);
    } else {
      console.error('The contact form could not be sent.', result.error);
      show(contactFailedAlert(getRuntimeConfig().supportEmail));
    }
  };

  return { values, errors, sending, focusRequest, change, honeypot, changeHoneypot, submit };
}
