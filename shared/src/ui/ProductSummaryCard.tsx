import { Link } from 'react-router';
import { formatPrice, useImageUrl, type TeaItemProductSummary } from '@sencha/shared';
import { ProductImage } from '@sencha/shared/ui';
import styles from './ProductSummaryCard.module.css';

/** Spec section 9: summary images are 800 wide (square product shots). */
export const SUMMARY_IMAGE_WIDTH = 800;

export interface ProductSummaryCardProps {
  tea: TeaItemProductSummary;
  /** Cards of the first screen load at once; the rest wait until scrolled to. */
  eager?: boolean;
}

export function ProductSummaryCard({ tea, eager = false }: ProductSummaryCardProps) {
  const imageUrl = useImageUrl();
  return (
    <article className={styles.card}>
      <Link to={`/tea-item/${tea.slug}`} className={styles.link}>
        <ProductImage
          src={imageUrl(tea.imageURL, { width: SUMMARY_IMAGE_WIDTH })}
          alt={tea.name}
          width={SUMMARY_IMAGE_WIDTH}
          height={SUMMARY_IMAGE_WIDTH}
          // The frame is as wide as the source (800px) and capped at 100%: every grid column is narrower.
          loading={eager ? 'eager' : 'lazy'}
        />
        <span className={styles.body}>
          <h2 className={styles.name}>{tea.name}</h2>
          <span className={styles.price}>{formatPrice(tea.price)}</span>
        </span>
      </Link>
    </article>
  );
}
