import { useFlag } from '@sencha/platform';
import { stockLabel, stockStatus } from './stockStatus';
import styles from './StockStatus.module.css';

export function StockStatus({ stock }: { stock: number }) {
  const level = stockStatus(stock, useFlag('disable-low-stock'));
  return (
    <p className={`${styles.status} ${styles[level] ?? ''}`} data-testid="stock-status" data-level={level}>
      <span className={styles.dot} aria-hidden="true" />
      {stockLabel(level, stock)}
    </p>
  );
}
