import { getRuntimeConfig } from '@sencha/platform';
import { isCheckoutSessionId } from '@sencha/shared/checkout-session-id';
import type { CheckoutSessionCreated } from '@sencha/shared/contract';

export const FORM_UNAVAILABLE = 'The payment form cannot be shown. Please try again shortly, or contact us.';

/** The sandbox form must be the API's own page on the shop's origin: anything else is never framed. */
export function isSandboxFormUrl(url: string | null): url is string {
  if (!url) return false;
  const base = `${getRuntimeConfig().apiBase}/api/checkout/sandbox/`;
  return url.startsWith(base) && isCheckoutSessionId(url.slice(base.length));
}

/** Why a created session's form cannot be mounted (null when it can): listed, never a blank area. */
export function paymentFormProblem(
  session: CheckoutSessionCreated,
  publishableKey: string | null,
): string | null {
  const ok =
    session.provider === 'sandbox'
      ? isSandboxFormUrl(session.url)
      : session.clientSecret !== null && publishableKey !== null;
  return ok ? null : FORM_UNAVAILABLE;
}
