import type { Cart, CartItem } from '@sencha/shared/contract';
import { sanitizeCart, sanitizeCartItems } from './sanitizeCart';

/**
 * The local storage key of the cart: the value under it is the cart itself, as plain JSON
 * (docs/product-rules/cart.md#cart).
 */
export const CART_STORAGE_KEY = 'cart';

/** A stored cart's text (null: none stored) as a well-formed cart: what is broken or foreign is dropped. */
export function cartFromJson(text: string | null): Cart {
  if (text === null) return sanitizeCart(null);
  try {
    return sanitizeCart(JSON.parse(text));
  } catch {
    return sanitizeCart(null);
  }
}

/**
 * The stored cart's well-formed lines, for a reader outside the store (the shell's boot script, which needs
 * only these: the shipping parts and the total stay out of its bundle). Nothing stored, broken JSON or blocked
 * storage: none.
 */
export function readStoredCartItems(storage: Pick<Storage, 'getItem'>): CartItem[] {
  try {
    const text = storage.getItem(CART_STORAGE_KEY);
    return text === null ? [] : sanitizeCartItems(JSON.parse(text));
  } catch {
    return [];
  }
}
