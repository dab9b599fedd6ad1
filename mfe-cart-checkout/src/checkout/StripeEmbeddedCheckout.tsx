import { useEffect, useRef } from 'react';
import { loadStripe } from '@stripe/stripe-js';

export interface StripeEmbeddedCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  /** A failed load or mount: its message is listed under 'Something went wrong:'. */
  onError: (message: string) => void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Stripe Embedded Checkout, mounted here with @stripe/stripe-js and destroyed when the page is left. Not through
 * @stripe/react-stripe-js's <EmbeddedCheckout>: its 7.0.1 leaves a failed createEmbeddedCheckoutPage unhandled,
 * and the page lists that thrown message (docs/product-rules/checkout.md). Loaded only for Stripe.
 */
export default function StripeEmbeddedCheckout({
  publishableKey,
  clientSecret,
  onError,
}: StripeEmbeddedCheckoutProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let destroyed = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error('The payment form could not be loaded.');
      const checkout = await stripe.createEmbeddedCheckoutPage({ clientSecret });
      if (destroyed) return checkout.destroy();
      destroy = () => checkout.destroy();
      if (host.current) checkout.mount(host.current);
    })().catch((error: unknown) => {
      if (!destroyed) onError(message(error));
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [publishableKey, clientSecret, onError]);
  return <div ref={host} />;
}
