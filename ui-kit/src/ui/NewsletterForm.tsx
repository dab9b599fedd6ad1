import { useId, useState, type FormEvent } from 'react';
import type { NewsletterSource } from '@sencha/shared/contract';
import { Button } from './Button';
import { isValidEmail } from '@sencha/shared/email';
import { useNewsletterSubscribe } from './useNewsletterSubscribe';
import controls from './FormControl.module.css';
import styles from './NewsletterForm.module.css';

export interface NewsletterFormProps {
  /** Where the form is: sent with the address and recorded with the consent. */
  source: NewsletterSource;
  heading?: string;
  description?: string;
  /** The tighter layout for the footer. */
  compact?: boolean;
  /** Prefix for element ids; the footer and a page may both show the form. */
  idPrefix?: string;
}

export const NEWSLETTER_HEADING = 'The First Steep';
export const NEWSLETTER_DESCRIPTION =
  'Subscribe to The First Steep, our digest of new teas, brewing guides and offers.';

/**
 * The First Steep sign-up: valid email required, alerts on success and failure
 * (docs/product-rules/content.md#newsletter).
 */
export function NewsletterForm({
  source,
  heading = NEWSLETTER_HEADING,
  description = NEWSLETTER_DESCRIPTION,
  compact = false,
  idPrefix,
}: NewsletterFormProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? `newsletter${generatedId}`;
  const ids = { heading: `${prefix}-heading`, email: `${prefix}-email`, error: `${prefix}-email-error` };
  const { subscribe, submitting } = useNewsletterSubscribe(source);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = isValidEmail(email);
  const showError = touched && !valid;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || submitting) return;
    if (await subscribe(email.trim())) {
      setEmail('');
      setTouched(false);
    }
  };

  return (
    <form
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
      aria-labelledby={heading ? ids.heading : undefined}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {heading && (
        <h2 id={ids.heading} className={styles.heading}>
          {heading}
        </h2>
      )}
      {description && <p className={styles.description}>{description}</p>}
      <label htmlFor={ids.email} className={controls.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          className={[controls.control, styles.input, showError ? controls.invalid : ''].join(' ')}
          aria-invalid={showError}
          aria-describedby={showError ? ids.error : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(event) => {
            // Browsers skip implicit submission while Subscribe is disabled: still show why Enter did nothing.
            if (event.key === 'Enter' && !valid) setTouched(true);
          }}
        />
        <Button type="submit" disabled={!valid || submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {showError && (
        <p id={ids.error} className={controls.error} role="alert">
          Please enter a valid email address
        </p>
      )}
    </form>
  );
}
