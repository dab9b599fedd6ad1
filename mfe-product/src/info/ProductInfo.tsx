import { Link } from '@sencha/platform/react-router';
import type { TeaItemProduct } from '@sencha/shared/contract';
import { formatPrice } from '@sencha/shared/money';
import { isOnSale } from '@sencha/shared/sale-state';
import { teaRegionPath, teaTypePath } from '@sencha/shared/site-paths';
import { secondaryLine } from './secondaryLine';
import { ComingSoonPanel } from './ComingSoonPanel';
import { PurchaseControls } from './PurchaseControls';
import { StockStatus } from '../stock/StockStatus';
import styles from './ProductInfo.module.css';

export interface ProductInfoProps {
  product: TeaItemProduct;
  mainImageUrl: string;
}

/** Name, type and region, price, weight, stock and the buying controls (or 'Coming Soon!'). */
export function ProductInfo({ product, mainImageUrl }: ProductInfoProps) {
  const { teaType, teaRegion } = product.teaItem;
  const secondary = secondaryLine(product.teaItem);
  const onSale = isOnSale(product);
  return (
    <section className={styles.info} aria-labelledby="product-name">
      <h1 id="product-name" className={styles.name}>
        {product.name}
      </h1>
      {secondary && (
        <p className={styles.secondary} data-testid="secondary-line">
          {secondary}
        </p>
      )}
      {(teaType || teaRegion) && (
        <p className={styles.links}>
          {teaType && (
            <Link to={teaTypePath(teaType)} className={styles.chipLink}>
              {teaType.name}
            </Link>
          )}
          {teaRegion && (
            <Link to={teaRegionPath(teaRegion)} className={styles.chipLink}>
              {teaRegion.name}
            </Link>
          )}
        </p>
      )}
      <p className={styles.priceLine}>
        <span className={styles.price} data-testid="price">
          {formatPrice(product.price)}
        </span>
        <span className={styles.weight}>{product.weight} g</span>
      </p>
      {onSale ? (
        <>
          <StockStatus stock={product.stock} />
          <PurchaseControls key={product.slug} product={product} imageUrl={mainImageUrl} />
        </>
      ) : (
        <ComingSoonPanel productName={product.name} />
      )}
    </section>
  );
}
