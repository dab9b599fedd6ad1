import { Link } from 'react-router';
import { formatPrice, useImageUrl, type TeaItemProductSummary } from '@sencha/shared';
import { ProductImage } from '@sencha/shared/ui';
import { teaItemProductPath } from '../product/links';
import { isOnSale } from '../product/saleState';
import styles from './ProductSummaryCard.module.css';

/** Spec section 9: summary images are served at width 800. */
export const SUMMARY_IMAGE_WIDTH = 800;

export function ProductSummaryCard({ product }: { product: TeaItemProductSummary }) {
  const toUrl = useImageUrl();
  const badge = !isOnSale(product) ? 'Coming Soon' : product.stock <= 0 ? 'Out of stock' : null;
  return (
    <Link to={teaItemProductPath(product.slug)} className={styles.card}>
      <ProductImage
        src={toUrl(product.imageURL, { width: SUMMARY_IMAGE_WIDTH })}
        alt=""
        width={SUMMARY_IMAGE_WIDTH}
        height={SUMMARY_IMAGE_WIDTH}
        frameClassName={styles.frame}
      />
      <span className={styles.body}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.price}>{formatPrice(product.price)}</span>
        {badge && <span className={styles.badge}>{badge}</span>}
      </span>
    </Link>
  );
}
