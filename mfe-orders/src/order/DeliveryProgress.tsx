import type { DeliveryState } from '@sencha/shared/contract';
import { formatDate, PROGRESS_STEPS } from './status';
import styles from './OrderStatus.module.css';

const LABELS: Record<(typeof PROGRESS_STEPS)[number], string> = {
  pending: 'Order received',
  processing: 'Being packed',
  'in transit': 'On its way',
  delivered: 'Delivered',
};

/** Where the order is on its way: each step reached shows when (hidden by the page once delivered). */
export function DeliveryProgress({ states }: { states: readonly DeliveryState[] }) {
  // 'created' is another name of the first state, 'pending' (docs/product-rules/orders.md).
  const reached = new Map(
    states.map((s) => {
      const state = s.state.trim().toLowerCase();
      return [state === 'created' ? 'pending' : state, s.createdAt] as const;
    }),
  );
  const cancelled = reached.get('cancelled');
  return (
    <section aria-labelledby="delivery-progress">
      <h2 id="delivery-progress" className={styles.subheading}>
        Delivery progress
      </h2>
      <ol className={styles.progress}>
        {PROGRESS_STEPS.map((step) => {
          const at = reached.get(step);
          return (
            <li key={step} className={at ? styles.reached : styles.ahead}>
              <span>{LABELS[step]}</span>
              {at ? (
                <time dateTime={at}>{formatDate(at, true)}</time>
              ) : (
                <span className={styles.muted}>Not yet</span>
              )}
            </li>
          );
        })}
        {cancelled ? (
          <li className={styles.cancelledStep}>
            <span>Cancelled</span>
            <time dateTime={cancelled}>{formatDate(cancelled, true)}</time>
          </li>
        ) : null}
      </ol>
    </section>
  );
}
