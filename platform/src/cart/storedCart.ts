import type { Cart } from '../domain/types';
import { sanitizeCart } from './sanitizeCart';

/**
 * The local storage key of the cart: the value under it is the cart itself, as plain JSON
 * (docs/product-rules.md#cart).
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

/** The cart as stored, for readers outside the store (the shell's boot script); blocked storage: empty. */
export function readStoredCart(storage: Pick<Storage, 'getItem'>): Cart {
  try {
    return cartFromJson(storage.getItem(CART_STORAGE_KEY));
  } catch {
    return cartFromJson(null);
  }
}
