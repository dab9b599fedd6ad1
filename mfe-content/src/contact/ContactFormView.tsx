import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Button } from '@sencha/ui-kit/ui';
import {
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactField,
} from '@sencha/shared/contact-form';
import { useContactForm } from './useContactForm';
import controls from '@sencha/ui-kit/form-controls.module.css';
import styles from './ContactFormView.module.css';

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

const fieldId = (name: ContactField | typeof CONTACT_HONEYPOT) => `contact-${name}`;

/** Name, Email, Subject and Message with the shop's own messages (docs/product-rules/content.md#contact). */
export function ContactFormView() {
  const { values, errors, sending, focusRequest, change, honeypot, changeHoneypot, submit } =
    useContactForm();

  // After a refused attempt the keyboard goes to the first field to fix (typing a fix does not move it).
  useEffect(() => {
    if (focusRequest) document.getElementById(fieldId(focusRequest.field))?.focus();
  }, [focusRequest]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const field = (name: ContactField, control: (props: FieldProps) => ReactNode) => {
    const error = errors[name];
    const id = fieldId(name);
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={controls.label}>
          {LABELS[name]}
        </label>
        {control({
          id,
          name,
          className: error ? `${controls.control} ${controls.invalid}` : controls.control,
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
          required: true,
          'aria-readonly': sending || undefined,
        })}
        {error && (
          <p id={`${id}-error`} className={controls.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Contact form">
      {field('name', (props) => (
        <input
          {...props}
          type="text"
          autoComplete="name"
          readOnly={sending}
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
        />
      ))}
      {field('email', (props) => (
        <input
          {...props}
          type="email"
          autoComplete="email"
          readOnly={sending}
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
      ))}
      {/*
        The honeypot (docs/product-rules/content.md#contact): off-screen, out of the tab order and hidden from
        assistive technology, so only a bot that fills every field fills it. Autofill and password managers
        are told to leave it alone, so that a person's message is never taken for a bot's.
      */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(CONTACT_HONEYPOT)}>Website</label>
        <input
          id={fieldId(CONTACT_HONEYPOT)}
          name={CONTACT_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore
          data-lpignore="true"
          value={honeypot}
          onChange={(event) => changeHoneypot(event.target.value)}
        />
      </div>
      {field('subject', (props) => (
        <select {...props} value={values.subject} onChange={(event) => change('subject', event.target.value)}>
          <option value="">-- Select a subject --</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      ))}
      {field('message', (props) => (
        <textarea
          {...props}
          rows={6}
          readOnly={sending}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
        />
      ))}
      {/* aria-disabled, not disabled: the button keeps focus while the message is sent. */}
      <Button type="submit" aria-disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: ContactField;
  className: string | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  required: boolean;
  'aria-readonly': true | undefined;
}
