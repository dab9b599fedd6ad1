import type { Queryable } from '../db/database';
import type {
  Cart,
  CartValidationResult,
  ShippingServiceOption,
  ValidationStatus,
} from '@sencha/shared/contract';
import { MAX_LINE_QUANTITY, isLineQuantity } from '@sencha/shared/cart-rules';
import { describeError } from '../http/errors';
import { verifyAddress } from '../shipping/addresses';
import type { ShippingQuotes } from '../shipping/service';
import { NO_ADDRESS } from '../shipping/service';
import { formatAud, toCents } from './money';
import type { ProductFacts } from './products';
import { onSale, productsFor } from './products';

/** A cart line priced by the server. */
export interface PricedLine {
  itemId: string;
  product: ProductFacts;
  quantity: number;
}

export interface CartCheck {
  ok: boolean;
  result: CartValidationResult;
  lines: PricedLine[];
  itemsCents: number;
  /** The server's own quote of the chosen service (when it is offered). */
  shipping: ShippingServiceOption | undefined;
}

const SUCCESS: ValidationStatus = { status: 'success', message: 'The cart is valid.' };

/** A cart of more units than one client may hold at checkout (docs/commerce.md#what-one-client-can-hold). */
export const tooManyUnitsMessage = (max: number): string =>
  `One checkout can hold at most ${max} items. Please lower the quantities in your cart to ${max} items or fewer.`;
const error = (message: string): ValidationStatus => ({ status: 'error', message });

function lineProblems(
  item: Cart['items'][number],
  product: ProductFacts | undefined,
  unitsWanted: number,
  now: number,
): string[] {
  if (!product) return ['This item is no longer available. Please remove it from your cart.'];
  const problems: string[] = [];
  if (!isLineQuantity(item.quantity))
    problems.push(`The quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
  if (!onSale(product, now)) problems.push(`${product.name} is not on sale yet.`);
  else if (product.stock === 0)
    problems.push(`${product.name} is out of stock. Please remove it from your cart.`);
  else if (unitsWanted > product.stock)
    problems.push(`Only ${product.stock} of ${product.name} left in stock. Please lower the quantity.`);
  const seen = toCents(item.price);
  if (seen !== product.priceCents)
    problems.push(
      seen === null
        ? `The price of ${product.name} is now ${formatAud(product.priceCents)}.`
        : `The price of ${product.name} has changed from ${formatAud(seen)} to ${formatAud(product.priceCents)}.`,
    );
  return problems;
}

/**
 * Re-prices and checks a cart against the database (docs/commerce.md#cart-validation): every line, the
 * address, the chosen service and the total. Nothing the client sends is used but ids, quantities, the
 * address and the chosen service's code: prices, totals and stock are the server's.
 */
export async function checkCart(
  db: Queryable,
  quotes: ShippingQuotes,
  cart: Cart,
  maxUnits: number,
  now = Date.now(),
): Promise<CartCheck> {
  const products = await productsFor(db, [...new Set(cart.items.map((item) => item.id))]);
  const unitsByProduct = new Map<number, number>();
  for (const item of cart.items) {
    const product = products.get(item.id);
    if (product) unitsByProduct.set(product.id, (unitsByProduct.get(product.id) ?? 0) + item.quantity);
  }

  // A Map, not an object: item ids come from the client ('constructor', '__proto__' ...).
  const items = new Map<string, string[]>();
  const lines: PricedLine[] = [];
  let itemsCents = 0;
  for (const item of cart.items) {
    const product = products.get(item.id);
    const problems = lineProblems(item, product, product ? unitsByProduct.get(product.id)! : 0, now);
    if (problems.length > 0) items.set(item.id, [...(items.get(item.id) ?? []), ...problems]);
    if (product && isLineQuantity(item.quantity)) {
      lines.push({ itemId: item.id, product, quantity: item.quantity });
      itemsCents += product.priceCents * item.quantity;
    }
  }

  const result: CartValidationResult = { items: Object.fromEntries(items), totalAmount: SUCCESS };
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (cart.items.length === 0) result.totalAmount = error('Your cart is empty.');
  else if (units > maxUnits) result.totalAmount = error(tooManyUnitsMessage(maxUnits));
  else if (toCents(cart.totalAmount) !== itemsCents)
    result.totalAmount = error(`The cart total has changed: it is now ${formatAud(itemsCents)}.`);

  let shipping: ShippingServiceOption | undefined;
  const address = cart.shippingAddress;
  if (!address) result.shippingAddress = error(NO_ADDRESS);
  else {
    try {
      if (!verifyAddress(address).addressComplete)
        result.shippingAddress = error(
          'The shipping address is incomplete. Please review it before proceeding.',
        );
    } catch (problem) {
      result.shippingAddress = error(describeError(problem).message);
    }
  }
  if (!cart.shippingService)
    result.shippingService = error('Please select a shipping service before proceeding.');
  else if (!result.shippingAddress && lines.length > 0) {
    const chosen = cart.shippingService;
    try {
      const grams = lines.reduce((sum, line) => sum + line.product.weightGrams * line.quantity, 0);
      shipping = (await quotes.quote(address, grams)).find(
        (option) => option.serviceCode === chosen.serviceCode,
      );
      if (!shipping)
        result.shippingService = error(
          'The chosen shipping service is not offered for this cart. Please choose another.',
        );
      else if (toCents(chosen.price) !== toCents(shipping.price))
        result.shippingService = error(
          `The price of ${shipping.serviceName} is now ${formatAud(toCents(shipping.price)!)}. Please choose it again.`,
        );
    } catch (problem) {
      result.shippingService = error(describeError(problem).message);
    }
  }

  const ok =
    items.size === 0 &&
    result.totalAmount.status === 'success' &&
    !result.shippingAddress &&
    !result.shippingService;
  return { ok, result, lines, itemsCents, shipping: ok ? shipping : undefined };
}
