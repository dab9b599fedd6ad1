import type { TeaItemProduct } from '@sencha/platform';
import { useQuantity } from '../hooks/useQuantity';
import { AddToCart } from './AddToCart';
import { QuantitySelector } from './QuantitySelector';
import styles from './ProductInfo.module.css';

export interface PurchaseControlsProps {
  product: Pick<TeaItemProduct, 'id' | 'name' | 'slug' | 'price' | 'stock'>;
  imageUrl: string;
}

export function PurchaseControls({ product, imageUrl }: PurchaseControlsProps) {
  const quantity = useQuantity(product.stock);
  const outOfStock = product.stock <= 0;
  return (
    <div className={styles.purchase}>
      <QuantitySelector state={quantity} disabled={outOfStock} />
      <AddToCart
        product={product}
        imageUrl={imageUrl}
        quantity={quantity.quantity}
        onAdded={quantity.reset}
      />
    </div>
  );
}
