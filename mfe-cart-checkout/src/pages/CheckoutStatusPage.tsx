import { Navigate, useParams } from '@sencha/platform/react-router';
import { usePageMetadata } from '@sencha/ui-kit';
import { ErrorPanel, Skeleton } from '@sencha/ui-kit/ui';
import { SESSION_READ_ERROR } from '../commerce/messages';
import { OrderConfirmed } from '../status/OrderConfirmed';
import { useCheckoutStatus } from '../status/useCheckoutStatus';
import { useClearCartAfterOrder } from '../status/useClearCartAfterOrder';
import styles from '../checkout/CheckoutForm.module.css';

/** /checkout/:sessionId: back to /checkout while the session is open, else the confirmation. */
export default function CheckoutStatusPage() {
  usePageMetadata({ title: 'Checkout Status', noindex: true });
  const { sessionId } = useParams();
  const state = useCheckoutStatus(sessionId);
  const complete = state.status === 'loaded' && state.session.status === 'complete';
  useClearCartAfterOrder(sessionId, complete);
  const known =
    state.status === 'loaded' && ['complete', 'processing', 'expired'].includes(state.session.status);

  if (state.status === 'loaded' && state.session.status === 'open')
    return <Navigate to="/checkout" replace />;
  return (
    <div className={styles.page}>
      {state.status !== 'loaded' || state.session.status === 'expired' || !known ? (
        <h1>Checkout Status</h1>
      ) : null}
      {state.status === 'loaded' && !known ? <ErrorPanel errors={[SESSION_READ_ERROR]} /> : null}
      {state.status === 'loading' ? <Skeleton lines={4} label="Confirming your order…" /> : null}
      {state.status === 'error' ? <ErrorPanel errors={state.errors} /> : null}
      {state.status === 'loaded' && state.session.status === 'expired' ? (
        <ErrorPanel
          errors={['This checkout session has expired. Please return to your cart and try again.']}
        />
      ) : null}
      {state.status === 'loaded' &&
      (state.session.status === 'complete' || state.session.status === 'processing') ? (
        <OrderConfirmed session={state.session} />
      ) : null}
    </div>
  );
}
