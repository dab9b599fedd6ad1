import { Navigate, useParams } from '@sencha/platform/react-router';
import { usePageMetadata } from '@sencha/ui-kit';
import { ErrorPanel, Spinner } from '@sencha/ui-kit/ui';
import { DeliveryProgress } from '../order/DeliveryProgress';
import { OrderItems } from '../order/OrderItems';
import { PublishedReview } from '../review/PublishedReview';
import { ReviewWriter } from '../review/ReviewWriter';
import { StatusBadge } from '../order/StatusBadge';
import { ORDER_ID_MISSING, ORDER_NOT_FOUND, useOrder } from '../order/useOrder';
import { formatDate, isDelivered } from '../order/status';
import styles from '../order/OrderStatus.module.css';

/** /sencha-steep-in-transit/:orderId: where the tea is, and how it was (docs/product-rules/orders.md#orders). */
export default function OrderStatusPage() {
  usePageMetadata({ title: 'Sencha Steep in Transit - Order Status', noindex: true });
  const { orderId } = useParams();
  const state = useOrder(orderId);

  if (state.status === 'failed') return <Navigate to="/beyond-the-brew" replace />;
  if (state.status !== 'loaded')
    return (
      <div className={styles.page}>
        <h1>Order Status</h1>
        {state.status === 'loading' ? (
          <p className={styles.loading} role="status">
            <Spinner size={18} /> Loading your order…
          </p>
        ) : null}
        {state.status === 'missing-id' ? <ErrorPanel errors={[ORDER_ID_MISSING]} /> : null}
        {state.status === 'not-found' ? (
          <p className={styles.notFound} role="alert">
            {ORDER_NOT_FOUND}
          </p>
        ) : null}
      </div>
    );

  const { order } = state;
  const delivered = isDelivered(order.deliveryStates);
  const review = order.orderReview;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Order Status</h1>
        <StatusBadge states={order.deliveryStates} />
      </header>
      <p>
        Order ID: <strong className={styles.id}>{order.id}</strong>
      </p>
      <p>
        Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </p>
      {delivered ? null : <DeliveryProgress states={order.deliveryStates} />}
      {delivered && review?.approvedDate ? (
        <PublishedReview review={{ ...review, approvedDate: review.approvedDate }} />
      ) : null}
      {delivered && !review?.approvedDate ? (
        <ReviewWriter key={order.id} orderId={order.id} review={review} onSubmitted={state.reload} />
      ) : null}
      <OrderItems order={order} />
    </div>
  );
}
