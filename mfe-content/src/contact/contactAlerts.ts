import type { Alert } from '@sencha/platform';

/** Every contact alert stays 5000 ms, the shop's usual alert time (docs/product-rules/content.md#contact). */
export const CONTACT_ALERT_MS = 5000;

export const CONTACT_SENT_ALERT: Alert = {
  type: 'success',
  title: 'Contact Form Submitted',
  description: 'Thank you for reaching out to us. We will get back to you as soon as possible.',
  duration: CONTACT_ALERT_MS,
};

export const CONTACT_INVALID_ALERT: Alert = {
  type: 'error',
  title: 'Contact Form Error',
  description: 'Please review the form and try again.',
  duration: CONTACT_ALERT_MS,
};

/** The failure names the shop's address (runtime config), as a mail link: the shopper can still reach us. */
export function contactFailedAlert(email: string): Alert {
  return {
    type: 'error',
    title: 'Contact Form Error',
    description: `There was an error submitting the form. Please try again soon, or email [${email}](mailto:${email})`,
    duration: CONTACT_ALERT_MS,
  };
}
