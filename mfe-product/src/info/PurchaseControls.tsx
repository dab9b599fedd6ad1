import { useId, type ReactNode } from 'react';
import { Link } from '@sencha/platform/react-router';
import { selectCart, useAppSelector } from '@sencha/platform';
import type { TeaItemProduct } from '@sencha/shared/contract';
import { useQuantity } from '../quantity/useQuantity';
import { LINE_FULL_REST, availableToAdd, lineLimitBinds, lineLimitMessage } from '../quantity/quantity';
import { AddToCart } from './AddToCart';
import { QuantitySelector } from '../quantity/QuantitySelector';
import styles from './ProductInfo.module.css';

export interface PurchaseControlsProps {
  product: Pick<TeaItemProduct, 'id' | 'name' | 'slug' | 'price' | 'stock'>;
  imageUrl: string;
}

/**
 * Quantity and Add to Cart. What the cart already holds of this product counts against its stock and against
 * the line limit: the page never offers more than can still be added, and says which bound stops it
 * (docs/product-rules/cart.md#stock-and-quantity).
 */
export function PurchaseControls({ product, imageUrl }: PurchaseControlsProps) {
  const id = String(product.id);
  const noteId = useId();
  const inCart = useAppSelector(
    (state) => selectCart(state).items.find((item) => item.id === id)?.quantity ?? 0,
  );
  const available = availableToAdd(product.stock, inCart);
  const quantity = useQuantity(available);
  const outOfStock = product.stock <= 0;
  const limitBinds = lineLimitBinds(product.stock);
  const lineFull = limitBinds && available === 0;
  const allInCart = !outOfStock && !lineFull && available === 0;
  const atLineLimit = limitBinds && available > 0 && !quantity.canIncrease;

  let note: ReactNode = null;
  if (lineFull)
    note = (
      <span data-testid="line-full">
        <Link to="/cart">Your cart</Link>
        {LINE_FULL_REST}
      </span>
    );
  else if (allInCart)
    note = (
      <span data-testid="all-in-cart">
        All {product.stock} we have are in <Link to="/cart">your cart</Link>.
      </span>
    );
  else if (atLineLimit) note = <span data-testid="line-limit">{lineLimitMessage(inCart)}</span>;

  return (
    <div className={styles.purchase}>
      <QuantitySelector
        state={quantity}
        disabled={outOfStock || available === 0}
        increaseDescribedBy={note ? noteId : undefined}
      />
      <AddToCart
        product={product}
        available={available}
        imageUrl={imageUrl}
        quantity={quantity.quantity}
        onAdded={quantity.reset}
        describedBy={lineFull || allInCart ? noteId : undefined}
      />
      {/* Always rendered, so that assistive technology announces the note when it appears. */}
      <p id={noteId} className={note ? styles.purchaseNote : styles.quietNote} aria-live="polite">
        {note}
      </p>
    </div>
  );
}
