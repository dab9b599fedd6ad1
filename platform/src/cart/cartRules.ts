import type { Cart, CartItem } from '../domain/types';

// The cart's rules without Redux: the slice applies them, and the boot script reads a stored cart with them
// (storedCart.ts) before any of the shop's libraries have loaded.

export const emptyCart: Cart = { items: [], totalAmount: 0 };

/** Sum of line totals in AUD, rounded to cents (prices are shown as is, so avoid float noise like 10.200000001). */
export function cartTotal(items: readonly CartItem[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return cents / 100;
}

export function cartItemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The most of one item a cart line holds (docs/product-rules.md#cart). */
export const MAX_LINE_QUANTITY = 99;
