import { orderStatus } from './status';
import type { DeliveryState } from '@sencha/shared/contract';
import styles from './OrderStatus.module.css';

/** The status badge: the newest delivery state, coloured by state (docs/product-rules/orders.md). */
export function StatusBadge({ states }: { states: readonly DeliveryState[] }) {
  const { state, tone } = orderStatus(states);
  return (
    <span>
      <span className={styles.visuallyHidden}>Status: </span>
      <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
        {state || 'Unknown'}
      </span>
    </span>
  );
}
