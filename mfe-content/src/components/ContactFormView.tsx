import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Button } from '@sencha/ui-kit/ui';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactField,
} from '@sencha/ui-kit/contact-form';
import { useContactForm } from '../hooks/useContactForm';
import styles from './ContactFormView.module.css';

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

const fieldId = (name: ContactField) => `contact-${name}`;

/** Name, Email, Subject and Message with the shop's own messages (docs/product-rules.md#contact). */
export function ContactFormView() {
  const { values, errors, sending, attempt, change, submit } = useContactForm();

  // After a refused attempt the keyboard goes to the first field to fix.
  useEffect(() => {
    if (attempt === 0) return;
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
    // Only a new attempt moves focus; typing a fix must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const field = (name: ContactField, control: (props: FieldProps) => ReactNode) => {
    const error = errors[name];
    const id = fieldId(name);
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {LABELS[name]}
        </label>
        {control({
          id,
          name,
          className: error ? `${styles.control} ${styles.invalid}` : styles.control,
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
          required: true,
        })}
        {error && (
          <p id={`${id}-error`} className={styles.error}>
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
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
      ))}
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
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
        />
      ))}
      <Button type="submit" disabled={sending}>
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
}
