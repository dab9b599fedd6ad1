import { clampQuantity as clampWithin } from '@sencha/shared/cart-rules';

export const MIN_QUANTITY = 1;

/**
 * At least 1, never above the stock; a stock of 0 still shows 1 and buying is disabled instead
 * (docs/product-rules/cart.md#stock-and-quantity).
 */
export const clampQuantity = (quantity: number, max: number): number =>
  clampWithin(quantity, max, MIN_QUANTITY);

export const canDecrease = (quantity: number): boolean => quantity > MIN_QUANTITY;
export const canIncrease = (quantity: number, max: number): boolean => quantity < max;
/** Add to Cart needs stock, a positive quantity and no more than the stock. */
export const canAdd = (quantity: number, max: number): boolean => max > 0 && quantity > 0 && quantity <= max;
