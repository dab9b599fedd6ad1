import { Link } from '@sencha/platform/react-router';
import type { Order } from '@sencha/shared/contract';
import { useImageUrl } from '@sencha/ui-kit';
import { formatOrderAmount, formatPrice } from '@sencha/shared/money';
import { teaItemProductPath } from '@sencha/shared/site-paths';
import styles from './OrderStatus.module.css';

export const ORDER_THUMBNAIL_WIDTH = 128;

/** The lines (image 128 wide, name, quantity x unit price, line total) and the totals. */
export function OrderItems({ order }: { order: Order }) {
  const toUrl = useImageUrl();
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" className={styles.subheading}>
        Items
      </h2>
      <ul className={styles.items}>
        {order.orderLineItems.map((line) => (
          <li key={`${line.slug}-${line.unitPrice}`} className={styles.item}>
            <img
              src={toUrl(line.imageUrl, { width: ORDER_THUMBNAIL_WIDTH })}
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
            <Link to={teaItemProductPath(encodeURIComponent(line.slug))}>{line.name}</Link>
            <span>
              {line.productQuantity} x {formatOrderAmount(line.unitPrice)}
            </span>
            <span className={styles.amount}>{formatOrderAmount(line.unitPrice * line.productQuantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {order.discountAmount > 0 ? (
          <>
            <dt>Discount</dt>
            <dd>-{formatOrderAmount(order.discountAmount)}</dd>
          </>
        ) : null}
        {order.shippingDetail ? (
          <>
            <dt>Shipping: {order.shippingDetail.serviceName}</dt>
            <dd>{formatPrice(order.shippingDetail.cost)}</dd>
          </>
        ) : null}
        <dt className={styles.grand}>Total</dt>
        <dd className={styles.grand}>{formatOrderAmount(order.totalAmount)}</dd>
      </dl>
    </section>
  );
}
