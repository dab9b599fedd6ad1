import { Skeleton } from '@sencha/ui-kit/ui';
import styles from './TeaItemPage.module.css';

export function TeaItemSkeleton() {
  return (
    <div className={styles.layout} data-testid="tea-item-skeleton">
      <Skeleton variant="block" height={420} label="Loading the tea item…" />
      <div className={styles.skeletonInfo}>
        <Skeleton height={40} width="70%" />
        <Skeleton lines={2} />
        <Skeleton height={32} width="30%" />
        <Skeleton height={44} width="50%" />
      </div>
    </div>
  );
}
