// Local part and domain labels as browsers' type=email accepts them, plus a dotted domain: a shop needs an
// address mail can actually reach, and 'name@localhost' is almost always a typo.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Required and well-formed; surrounding spaces are forgiven (docs/product-rules.md#newsletter). */
export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (email.length === 0 || email.length > 254) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_PATTERN.test(email);
}
