import type { Cart, CartItem, ShippingAddress, ShippingServiceOption } from '@sencha/shared/contract';
import { MAX_LINE_QUANTITY, cartTotal, clampQuantity, emptyCart } from '@sencha/shared/cart-rules';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, name, imageUrl, price, quantity, slug, stock } = value;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return null;
  if (quantity < 1) return null;
  const whole = clampQuantity(quantity, MAX_LINE_QUANTITY, 1);
  return {
    id,
    name,
    imageUrl: typeof imageUrl === 'string' ? imageUrl : '',
    price,
    quantity: whole,
    ...(typeof slug === 'string' ? { slug } : {}),
    ...(typeof stock === 'number' && Number.isInteger(stock) && stock >= 0 ? { stock } : {}),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

function toShippingAddress(value: unknown): ShippingAddress | null {
  if (!isRecord(value) || !isText(value.name) || !isRecord(value.address)) return null;
  const { line1, line2, city, state, postal_code, country } = value.address;
  if (![line1, city, state, postal_code, country].every(isText)) return null;
  return {
    name: value.name,
    address: {
      line1: line1 as string,
      ...(isText(line2) ? { line2 } : {}),
      city: city as string,
      state: state as string,
      postal_code: postal_code as string,
      country: country as string,
    },
  };
}

function toShippingService(value: unknown): ShippingServiceOption | null {
  if (!isRecord(value)) return null;
  const { serviceCode, serviceName, name, deliveryTime, description, price } = value;
  if (!isText(serviceCode) || !isText(serviceName)) return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  return {
    serviceCode,
    serviceName,
    ...(isText(name) ? { name } : {}),
    deliveryTime: isText(deliveryTime) ? deliveryTime : '',
    description: isText(description) ? description : '',
    price,
  };
}

/** The well-formed lines of a stored cart (sanitizeCart's), without the rest: what the shell's boot script reads. */
export function sanitizeCartItems(value: unknown): CartItem[] {
  if (!isRecord(value) || !Array.isArray(value.items)) return [];
  return value.items.map(toCartItem).filter((item): item is CartItem => item !== null);
}

/**
 * Whatever is stored under the cart key came from an older build, another app on the same origin or a
 * hand edit: keep the lines that are well-formed, drop the rest, and never throw. Quantities are bounded to
 * whole numbers from 1 to MAX_LINE_QUANTITY (docs/product-rules/cart.md#cart), so a tampered value cannot show
 * "1e+308" in the badge.
 */
export function sanitizeCart(value: unknown): Cart {
  if (!isRecord(value) || !Array.isArray(value.items)) return emptyCart;
  const items = sanitizeCartItems(value);
  const cart: Cart = { items, totalAmount: cartTotal(items) };
  const shippingAddress = toShippingAddress(value.shippingAddress);
  if (shippingAddress) cart.shippingAddress = shippingAddress;
  const shippingService = toShippingService(value.shippingService);
  if (shippingService) cart.shippingService = shippingService;
  return cart;
}
