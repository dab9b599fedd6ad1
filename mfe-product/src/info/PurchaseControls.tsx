import { Link } from '@sencha/platform/react-router';
import { selectCart, useAppSelector } from '@sencha/platform';
import type { TeaItemProduct } from '@sencha/shared/contract';
import { useQuantity } from '../quantity/useQuantity';
import { AddToCart } from './AddToCart';
import { QuantitySelector } from '../quantity/QuantitySelector';
import styles from './ProductInfo.module.css';

export interface PurchaseControlsProps {
  product: Pick<TeaItemProduct, 'id' | 'name' | 'slug' | 'price' | 'stock'>;
  imageUrl: string;
}

/**
 * Quantity and Add to Cart. What the cart already holds of this product counts against its stock: the page
 * never offers more than can still be added (docs/product-rules/cart.md#stock-and-quantity).
 */
export function PurchaseControls({ product, imageUrl }: PurchaseControlsProps) {
  const id = String(product.id);
  const inCart = useAppSelector(
    (state) => selectCart(state).items.find((item) => item.id === id)?.quantity ?? 0,
  );
  const available = Math.max(0, product.stock - inCart);
  const quantity = useQuantity(available);
  const outOfStock = product.stock <= 0;
  const allInCart = !outOfStock && available === 0;
  return (
    <>
      <div className={styles.purchase}>
        <QuantitySelector state={quantity} disabled={outOfStock || allInCart} />
        <AddToCart
          product={product}
          available={available}
          imageUrl={imageUrl}
          quantity={quantity.quantity}
          onAdded={quantity.reset}
        />
      </div>
      {allInCart && (
        <p className={styles.inCartNote} data-testid="all-in-cart">
          All {product.stock} we have are in <Link to="/cart">your cart</Link>.
        </p>
      )}
    </>
  );
}
