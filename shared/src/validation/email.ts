/**
 * The one e-mail rule of the shop: the storefront's newsletter form and the API both use it, so the API never
 * accepts what the form refuses. Dependency-free (the API loads it at run time through `@sencha/shared/email`).
 */

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

export const EMAIL_MESSAGES = {
  notText: 'The email address must be text.',
  required: 'Please enter an email address.',
  forbiddenCharacters: 'The email address contains characters that are not allowed.',
  tooLong: 'The email address is too long.',
  invalid: 'Please enter a valid email address.',
} as const;

export type EmailResult = { ok: true; email: string } | { ok: false; message: string };

// Local part and domain labels as browsers' type=email accepts them, plus a dotted domain ending in a
// letters-only top-level domain: a shop needs an address mail can reach, and 'name@localhost' is a typo.
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,63}$/;

// C0 and C1 controls (NUL included), zero-width and invisible formatting characters (ZWSP, ZWNJ, ZWJ, word
// joiner, BOM, soft hyphen, bidi marks and overrides). Also what a one-line name may not hold (contactForm.ts).
export const INVISIBLE_OR_CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;
// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** Unicode NFKC, trimmed, lower case: the form in which addresses are stored and compared. */
export function normaliseEmail(input: string): string {
  return input.normalize('NFKC').trim().toLowerCase();
}

/** Checks an untrusted value (a JSON field, a form input): the normalised address, or why it is refused. */
export function validateEmail(input: unknown): EmailResult {
  if (typeof input !== 'string') return { ok: false, message: EMAIL_MESSAGES.notText };
  // Checked before normalising: String.prototype.normalize keeps lone surrogates and most controls.
  if (LONE_SURROGATE.test(input) || INVISIBLE_OR_CONTROL.test(input))
    return { ok: false, message: EMAIL_MESSAGES.forbiddenCharacters };
  // Surrounding spaces are forgiven (pasted addresses); inner ones are not.
  const email = normaliseEmail(input);
  if (email.length === 0) return { ok: false, message: EMAIL_MESSAGES.required };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, message: EMAIL_MESSAGES.tooLong };
  const at = email.lastIndexOf('@');
  const local = email.slice(0, Math.max(at, 0));
  if (
    at <= 0 ||
    local.length > EMAIL_LOCAL_MAX_LENGTH ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..') ||
    !EMAIL_PATTERN.test(email)
  ) {
    return { ok: false, message: EMAIL_MESSAGES.invalid };
  }
  return { ok: true, email };
}

/** True when validateEmail accepts the value. */
export function isValidEmail(input: unknown): boolean {
  return validateEmail(input).ok;
}
