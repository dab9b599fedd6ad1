import { Link } from '@sencha/platform/react-router';
import { isOnSale } from '@sencha/shared/sale-state';
import type { TeaItemProductSummary } from '@sencha/shared/contract';
import { formatPrice } from '@sencha/shared/money';
import { SUMMARY_IMAGE_WIDTH, summaryImageOf } from '@sencha/shared/tea-item-images';
import { useImageUrl } from '../images/useImageUrl';
import { teaItemProductPath } from '@sencha/shared/site-paths';
import { ProductImage } from './ProductImage';
import styles from './ProductSummaryCard.module.css';

export { SUMMARY_IMAGE_WIDTH };

export interface ProductSummaryCardProps {
  product: TeaItemProductSummary;
  /** Cards of the first screen load at once; the rest wait until scrolled to. */
  eager?: boolean;
}

/** What a summary card says about a product that cannot be bought now, or null. */
export function availabilityBadge(product: TeaItemProductSummary, now: number = Date.now()): string | null {
  if (!isOnSale(product, now)) return 'Coming Soon';
  return product.stock <= 0 ? 'Out of stock' : null;
}

/**
 * One product in a grid: its image (800 wide), name and price, linking to /tea-item/{slug}; 'Coming Soon' (not
 * on sale yet) or 'Out of stock' under the price when it cannot be bought now.
 */
export function ProductSummaryCard({ product, eager = false }: ProductSummaryCardProps) {
  const imageUrl = useImageUrl();
  // Every grid marks what cannot be bought now, so a shopper never picks a tea only to find it unavailable.
  const badge = availabilityBadge(product);
  return (
    <article className={styles.card}>
      <Link to={teaItemProductPath(product.slug)} className={styles.link}>
        <ProductImage
          // The boot script preloads a listing's first one from its data (ui-kit tea-item-images).
          src={summaryImageOf(product.imageURL, imageUrl).src}
          alt={product.name}
          width={SUMMARY_IMAGE_WIDTH}
          height={SUMMARY_IMAGE_WIDTH}
          fill
          loading={eager ? 'eager' : 'lazy'}
        />
        <span className={styles.body}>
          <h2 className={styles.name}>{product.name}</h2>
          <span className={styles.price}>{formatPrice(product.price)}</span>
          {badge && <span className={styles.badge}>{badge}</span>}
        </span>
      </Link>
    </article>
  );
}
