/**
 * A checkout session id as the payment providers issue them (Stripe's `cs_…`, the sandbox's `cs_sandbox_…`):
 * letters, digits and underscores, nothing that could leave a URL's path segment. The API's route and the
 * storefront's status page and payment frame all read ids by this one rule.
 */
export const CHECKOUT_SESSION_ID_PATTERN = '^[A-Za-z0-9_]{1,255}$';

const SESSION_ID = new RegExp(CHECKOUT_SESSION_ID_PATTERN);

export const isCheckoutSessionId = (value: unknown): value is string =>
  typeof value === 'string' && SESSION_ID.test(value);
