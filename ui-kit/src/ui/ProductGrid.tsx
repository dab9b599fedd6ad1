import type { TeaItemProductSummary } from '@sencha/shared/contract';
import { ProductSummaryCard } from './ProductSummaryCard';
import { Skeleton } from './Skeleton';
import styles from './ProductGrid.module.css';

/** Enough placeholders to fill the first screen at three columns. */
const SKELETON_CARDS = 6;
/** The cards of the first row at the widest layout. */
const EAGER_CARDS = 3;

export interface ProductGridProps {
  /** Null while loading. */
  products: readonly TeaItemProductSummary[] | null;
  loading: boolean;
  /** Accessible name of the list. */
  label: string;
  /** Placeholder cards while loading. */
  skeletonCards?: number;
  /** What screen readers hear while the cards load. */
  loadingLabel?: string;
  /** Shown instead of an empty list. */
  emptyMessage?: string;
}

/** Product summary cards: 1 column on small screens, 2 from 768px, 3 from 1024px; skeletons while loading. */
export function ProductGrid({
  products,
  loading,
  label,
  skeletonCards = SKELETON_CARDS,
  loadingLabel = 'Loading teas…',
  emptyMessage = 'No teas found.',
}: ProductGridProps) {
  if (loading || products === null) {
    if (!loading) return null;
    return (
      <ul className={styles.grid} aria-label={label} aria-busy="true" data-testid="product-grid">
        {Array.from({ length: skeletonCards }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <div className={styles.skeletonImage}>
              <Skeleton variant="block" height="100%" label={index === 0 ? loadingLabel : ''} />
            </div>
            <div className={styles.skeletonText}>
              <Skeleton lines={2} label="" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul className={styles.grid} aria-label={label} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductSummaryCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
