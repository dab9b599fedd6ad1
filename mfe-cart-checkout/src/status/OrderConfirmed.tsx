import { Link } from '@sencha/platform/react-router';
import { getRuntimeConfig } from '@sencha/platform';
import type { CheckoutSession } from '@sencha/shared/contract';
import styles from './OrderConfirmed.module.css';

/** 'Order Confirmed!': the e-mail the confirmation goes to, the order id and the way to the order page. */
export function OrderConfirmed({ session }: { session: CheckoutSession }) {
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  const support = getRuntimeConfig().supportEmail;
  return (
    <section className={styles.card} aria-labelledby="order-confirmed">
      <h1 id="order-confirmed">Order Confirmed!</h1>
      <p>A confirmation email will be sent to {email ?? 'your email address'}</p>
      {session.orderId ? (
        <>
          <p>
            Order ID: <strong className={styles.id}>{session.orderId}</strong>
          </p>
          <p>
            <Link to={`/sencha-steep-in-transit/${encodeURIComponent(session.orderId)}`}>
              Track your order
            </Link>
          </p>
        </>
      ) : (
        <p>Your payment is being confirmed by your bank; your order ID will follow by e-mail.</p>
      )}
      <p>
        Questions? Email <a href={`mailto:${support}`}>{support}</a>
      </p>
    </section>
  );
}
