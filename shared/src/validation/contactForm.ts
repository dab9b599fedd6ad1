/**
 * The contact form's rules and messages: the storefront form and the API's contact route both use them, so the
 * API refuses exactly what the form refuses, with the same words (docs/product-rules/content.md#contact).
 */
import { EMAIL_MESSAGES, INVISIBLE_OR_CONTROL, LONE_SURROGATE, validateEmail } from './email';

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Product Question',
  'Shipping & Delivery',
  'Other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/**
 * The honeypot: a form field people never see or reach (docs/product-rules/content.md#contact), named as bots
 * expect a field worth filling. A message that comes with it filled is answered as sent, and dropped.
 */
export const CONTACT_HONEYPOT = 'website';

/** Filled is anything but absent, null or blank: the form sends the field only when something typed in it. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The form as the shopper fills it in (the API's body is untyped: these rules judge every value). */
export type ContactForm = Record<ContactField, string>;

/** Long enough for any real name and any real enquiry; short enough that one message stays one screen. */
export const CONTACT_LIMITS = { name: 100, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  nameTooLong: `Please shorten your name to ${CONTACT_LIMITS.name} characters or fewer`,
  email: 'Please enter a valid email address',
  subject: 'Please select a subject',
  subjectInvalid: 'Please select a valid subject',
  message: 'Please enter your message',
  messageTooLong: `Please shorten your message to ${CONTACT_LIMITS.message} characters or fewer`,
  forbiddenCharacters: 'Please remove the invisible or control characters from this field',
} as const;

export type ContactErrors = Partial<Record<ContactField, string>>;

export type ContactResult =
  { ok: true; form: ContactForm & { subject: ContactSubject } } | { ok: false; errors: ContactErrors };

// C0 controls except tab and line breaks (which a message may hold), DEL and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function isContactSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

function nameError(name: string): string | undefined {
  if (name.length === 0) return CONTACT_MESSAGES.name;
  // One line, shown in the inbox's Subject and Reply-To: no line break, and nothing invisible (zero-width,
  // bidi overrides) that could disguise who wrote. A lone surrogate cannot be stored as it is (UTF-8 makes it
  // U+FFFD): what was accepted would not be what is kept.
  if (INVISIBLE_OR_CONTROL.test(name) || LONE_SURROGATE.test(name))
    return CONTACT_MESSAGES.forbiddenCharacters;
  if ([...name].length > CONTACT_LIMITS.name) return CONTACT_MESSAGES.nameTooLong;
  return undefined;
}

function messageError(message: string): string | undefined {
  if (message.length === 0) return CONTACT_MESSAGES.message;
  if (CONTROL.test(message) || LONE_SURROGATE.test(message)) return CONTACT_MESSAGES.forbiddenCharacters;
  if ([...message].length > CONTACT_LIMITS.message) return CONTACT_MESSAGES.messageTooLong;
  return undefined;
}

/**
 * Checks untrusted input (form state or a JSON body). Name and message are trimmed; the address is the shop's
 * one e-mail rule, normalised. Every field's first error is reported, in the form's order.
 */
export function validateContactForm(input: Partial<Record<ContactField, unknown>>): ContactResult {
  const name = text(input.name).trim();
  const subject = text(input.subject);
  const message = text(input.message).trim();
  const email = validateEmail(input.email);
  const errors: ContactErrors = {};

  const nameProblem = nameError(name);
  if (nameProblem) errors.name = nameProblem;
  if (!email.ok) {
    // The form's one message for a missing or malformed address; the rule's own for what is more specific.
    errors.email =
      email.message === EMAIL_MESSAGES.tooLong || email.message === EMAIL_MESSAGES.forbiddenCharacters
        ? email.message
        : CONTACT_MESSAGES.email;
  }
  if (subject === '') errors.subject = CONTACT_MESSAGES.subject;
  else if (!isContactSubject(subject)) errors.subject = CONTACT_MESSAGES.subjectInvalid;
  const messageProblem = messageError(message);
  if (messageProblem) errors.message = messageProblem;

  if (!email.ok || !isContactSubject(subject) || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, form: { name, email: email.email, subject, message } };
}
