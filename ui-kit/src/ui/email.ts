// The storefront form's rule is the shop's one e-mail rule (also used by the API): see validation/email.ts.
export { isValidEmail, normaliseEmail, validateEmail } from '@sencha/shared/email';
