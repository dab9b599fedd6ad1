import type { TeaItemProductSummary } from '@sencha/shared';
import { Skeleton } from '@sencha/shared/ui';
import { ProductSummaryCard } from './ProductSummaryCard';
import styles from './ProductGrid.module.css';

/** Enough placeholders to fill the first screen at three columns. */
const SKELETON_CARDS = 6;
/** The cards of the first row at the widest layout. */
const EAGER_CARDS = 3;

export interface ProductGridProps {
  /** Null while loading. */
  teas: readonly TeaItemProductSummary[] | null;
  loading: boolean;
  /** Accessible name of the list. */
  label: string;
}

/** Product summary cards: 1 column on small screens, 2 from 768px, 3 from 1024px; skeletons while loading. */
export function ProductGrid({ teas, loading, label }: ProductGridProps) {
  if (loading || teas === null) {
    if (!loading) return null;
    return (
      <ul className={styles.grid} aria-label={label} aria-busy="true" data-testid="product-grid">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <div className={styles.skeletonImage}>
              <Skeleton variant="block" height="100%" label={index === 0 ? 'Loading teas…' : ''} />
            </div>
            <div className={styles.skeletonText}>
              <Skeleton lines={2} label="" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (teas.length === 0) return <p className={styles.empty}>No teas found.</p>;
  return (
    <ul className={styles.grid} aria-label={label} data-testid="product-grid">
      {teas.map((tea, index) => (
        <li key={tea.slug}>
          <ProductSummaryCard tea={tea} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
