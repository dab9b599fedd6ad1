import type { Cart, CartItem } from '../contract/commerceSchemas';
import { MAX_LINE_QUANTITY } from './cartLimits';

// The cart's rules, applied alike by the cart slice, the boot script's reading of a stored cart, the tea item
// page's quantity picker and the API's cart validation (docs/product-rules/cart.md).

export const emptyCart: Cart = { items: [], totalAmount: 0 };

export { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cartLimits';

/** Sum of line totals in AUD, rounded to cents (prices are shown as is, so avoid float noise like 10.200000001). */
export function cartTotal(items: readonly CartItem[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return cents / 100;
}

export function cartItemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** A line's ceiling: MAX_LINE_QUANTITY, and the product's stock when the line knows it. */
export const lineQuantityLimit = (stock?: number): number =>
  stock !== undefined && Number.isFinite(stock)
    ? Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(stock)))
    : MAX_LINE_QUANTITY;

/**
 * A whole number from `min` to `max` (a `max` below `min` gives `min`); anything that is not a finite number
 * gives `min`. The one quantity clamp of the shop: the picker uses min 1, the cart min 0.
 */
export function clampQuantity(quantity: number, max: number, min = 0): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : min;
  return Math.max(min, Math.min(whole, Math.max(min, Math.floor(max))));
}

/** What the API accepts as a line's quantity: a whole number from 1 to MAX_LINE_QUANTITY. */
export const isLineQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
