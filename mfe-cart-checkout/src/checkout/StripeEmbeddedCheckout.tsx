import { useMemo } from 'react';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';

export interface StripeEmbeddedCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  /** A failed load or mount: its message is listed under 'Something went wrong:'. */
  onError: (message: string) => void;
}

/**
 * Stripe Embedded Checkout, mounted by @stripe/react-stripe-js (and destroyed by it when the page is left).
 * Loaded only when Stripe is the provider.
 */
export default function StripeEmbeddedCheckout({
  publishableKey,
  clientSecret,
  onError,
}: StripeEmbeddedCheckoutProps) {
  const stripe = useMemo(
    () =>
      loadStripe(publishableKey).catch((error: unknown) => {
        onError(error instanceof Error ? error.message : String(error));
        return null;
      }),
    [publishableKey, onError],
  );
  return (
    <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
      <EmbeddedCheckout />
    </EmbeddedCheckoutProvider>
  );
}
