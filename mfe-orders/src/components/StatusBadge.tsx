import { orderStatus } from '../order/status';
import type { DeliveryState } from '@sencha/platform';
import styles from './OrderStatus.module.css';

/** The status badge: the newest delivery state, coloured by the spec's mapping. */
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
