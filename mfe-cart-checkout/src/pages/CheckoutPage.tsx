import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate } from '@sencha/platform/react-router';
import { getRuntimeConfig, selectCart, useAppSelector } from '@sencha/platform';
import { usePageMetadata } from '@sencha/ui-kit';
import { Button, ErrorPanel, Skeleton } from '@sencha/ui-kit/ui';
import { MountErrorBoundary } from '../checkout/MountErrorBoundary';
import { paymentFormProblem } from '../checkout/paymentForm';
import { SandboxPaymentForm } from '../checkout/SandboxPaymentForm';
import { useCheckoutSession } from '../checkout/useCheckoutSession';
import styles from '../checkout/CheckoutForm.module.css';

const StripeEmbeddedCheckout = lazy(() => import('../checkout/StripeEmbeddedCheckout'));

/**
 * /checkout: creates the payment session for the cart and mounts its form in #checkout (Stripe Embedded
 * Checkout, or the sandbox's form). A cart that is empty or lacks an address or a service goes back to /cart.
 */
export default function CheckoutPage() {
  usePageMetadata({ title: 'Checkout', noindex: true });
  const cart = useAppSelector(selectCart);
  const ready =
    cart.items.length > 0 && cart.shippingAddress !== undefined && cart.shippingService !== undefined;
  const state = useCheckoutSession(ready ? cart : null);
  const [mountErrors, setMountErrors] = useState<string[]>([]);
  const onMountError = useCallback((message: string) => setMountErrors((errors) => [...errors, message]), []);

  if (!ready && state.status !== 'ready') return <Navigate to="/cart" replace />;

  const publishableKey = getRuntimeConfig().stripePublishableKey;
  const problem = state.status === 'ready' ? paymentFormProblem(state.session, publishableKey) : null;
  const errors = [
    ...(state.status === 'error' ? state.errors : []),
    ...(problem ? [problem] : []),
    ...mountErrors,
  ];
  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      <ErrorPanel errors={errors} />
      {errors.length > 0 ? (
        <Button to="/cart" variant="secondary" className={styles.back}>
          Back to your cart
        </Button>
      ) : null}
      {state.status === 'loading' ? (
        <Skeleton variant="block" height={480} label="Preparing the payment form…" />
      ) : null}
      {state.status === 'ready' ? (
        <div id="checkout">
          {state.session.provider === 'sandbox' && !problem && state.session.url ? (
            <SandboxPaymentForm url={state.session.url} />
          ) : null}
          {state.session.provider === 'stripe' && state.session.clientSecret && publishableKey ? (
            <MountErrorBoundary onError={onMountError}>
              <Suspense
                fallback={<Skeleton variant="block" height={480} label="Loading the payment form…" />}
              >
                <StripeEmbeddedCheckout
                  publishableKey={publishableKey}
                  clientSecret={state.session.clientSecret}
                  onError={onMountError}
                />
              </Suspense>
            </MountErrorBoundary>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
