import type { Cart, CartItem } from '../domain/types';
import { cartTotal, emptyCart } from './cartSlice';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, name, imageUrl, price, quantity, slug } = value;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return null;
  return {
    id,
    name,
    imageUrl: typeof imageUrl === 'string' ? imageUrl : '',
    price,
    quantity: Math.floor(quantity),
    ...(typeof slug === 'string' ? { slug } : {}),
  };
}

/**
 * Whatever is stored under the cart key came from an older build, another app on the same origin or a
 * hand edit: keep the lines that are well-formed, drop the rest, and never throw.
 */
export function sanitizeCart(value: unknown): Cart {
  if (!isRecord(value) || !Array.isArray(value.items)) return emptyCart;
  const items = value.items.map(toCartItem).filter((item): item is CartItem => item !== null);
  const cart: Cart = { items, totalAmount: cartTotal(items) };
  if (isRecord(value.shippingAddress) && isRecord(value.shippingAddress.address)) {
    cart.shippingAddress = value.shippingAddress as unknown as Cart['shippingAddress'];
  }
  if (isRecord(value.shippingService) && typeof value.shippingService.serviceCode === 'string') {
    cart.shippingService = value.shippingService as unknown as Cart['shippingService'];
  }
  return cart;
}
