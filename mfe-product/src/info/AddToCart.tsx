import { addItem, useAlerts, useAppDispatch } from '@sencha/platform';
import type { TeaItemProduct } from '@sencha/shared/contract';
import { useImageUrl } from '@sencha/ui-kit';
import { Button } from '@sencha/ui-kit/ui';
import { canAdd } from '../quantity/quantity';

export const ALERT_THUMBNAIL_WIDTH = 70;

export interface AddToCartProps {
  product: Pick<TeaItemProduct, 'id' | 'name' | 'slug' | 'price' | 'stock'>;
  /** Stock less what the cart already holds: the most that can still be added. */
  available: number;
  /** The main image as the API gave it: the cart keeps the source and sizes it where it shows it. */
  imageUrl: string;
  quantity: number;
  onAdded: () => void;
  /** The id of what explains a disabled button (the cart already holds all that can be added). */
  describedBy?: string;
}

/**
 * Adds the chosen quantity to the shared cart and shows the cart alert
 * (docs/product-rules/cart.md#stock-and-quantity). `available` is the slice's own ceiling less the line
 * (availableToAdd), so a quantity within it is added whole and the alert's count is what the cart received.
 */
export function AddToCart({ product, available, imageUrl, quantity, onAdded, describedBy }: AddToCartProps) {
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const toUrl = useImageUrl();
  const outOfStock = product.stock <= 0;

  const add = () => {
    if (!canAdd(quantity, available)) return;
    const { name } = product;
    dispatch(
      addItem({
        id: String(product.id),
        name,
        slug: product.slug,
        imageUrl,
        price: product.price,
        quantity,
        stock: product.stock,
      }),
    );
    alerts.show({
      type: 'cart',
      title: `${name} added to cart!`,
      description: `${name} (x${quantity}) has been added to your cart`,
      thumbnailUrl: toUrl(imageUrl, { width: ALERT_THUMBNAIL_WIDTH }),
      link: '/cart',
    });
    onAdded();
  };

  return (
    <Button onClick={add} disabled={!canAdd(quantity, available)} aria-describedby={describedBy}>
      {outOfStock ? 'Out of Stock' : 'Add to Cart'}
    </Button>
  );
}
