import {
  MAX_LINE_QUANTITY,
  clampQuantity as clampWithin,
  lineQuantityLimit,
} from '@sencha/shared/cart-rules';

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

/**
 * The most that can still be added: the line's ceiling as the cart slice computes it (MAX_LINE_QUANTITY and the
 * stock) less what the line already holds, so whatever the page adds is added whole and the cart alert tells
 * the truth (docs/product-rules/cart.md#stock-and-quantity). A stock that is not a number offers nothing.
 */
export const availableToAdd = (stock: number, inCart: number): number =>
  Number.isFinite(stock) ? Math.max(0, lineQuantityLimit(stock) - inCart) : 0;

/** The line limit, not the stock, is what stops the quantity: only where the stock is above it. */
export const lineLimitBinds = (stock: number): boolean => Number.isFinite(stock) && stock > MAX_LINE_QUANTITY;

/** What the page says at the line limit (docs/product-rules/cart.md#stock-and-quantity). */
export const LINE_LIMIT_MESSAGE = `Up to ${MAX_LINE_QUANTITY} of each tea per order.`;
export const lineLimitMessage = (inCart: number): string =>
  inCart > 0 ? `${LINE_LIMIT_MESSAGE} Your cart already holds ${inCart}.` : LINE_LIMIT_MESSAGE;
/** Follows a link to the cart reading 'Your cart'. */
export const LINE_FULL_REST = ` already holds ${MAX_LINE_QUANTITY} of this tea, the most per order.`;
