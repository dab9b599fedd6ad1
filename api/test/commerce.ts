import type { Cart, ShippingAddress } from '@sencha/shared/contract';
import type { TestApi } from './helpers';

/** Fixture: a real Sydney CBD address (postcode 2000 serves the locality SYDNEY in NSW). */
export const SYDNEY: ShippingAddress = {
  name: 'Mei Tanaka',
  address: { line1: '1 Martin Place', city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' },
};

/** Fixture: a Wellington, New Zealand address. */
export const WELLINGTON: ShippingAddress = {
  name: 'Aroha Smith',
  address: { line1: '12 Lambton Quay', city: 'Wellington', state: '', postal_code: '6011', country: 'NZ' },
};

export interface SeededProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  stock: number;
  weight: number;
}

/** Seeded products on sale with at least `minStock` units, cheapest first. */
export async function productsOnSale(api: TestApi, minStock = 1): Promise<SeededProduct[]> {
  return api.db
    .query<SeededProduct>(
      `SELECT id, slug, name, price_cents / 100.0 AS price, stock, weight_grams AS weight FROM tea_item_product
     WHERE on_sale_from <= now() AND stock >= $1 ORDER BY price_cents, id`,
      [minStock],
    )
    .then((rows) => rows.map((r) => ({ ...r, price: Number(r.price) })));
}

export async function setStock(api: TestApi, productId: number, stock: number): Promise<void> {
  await api.db.query('UPDATE tea_item_product SET stock = $2 WHERE id = $1', [productId, stock]);
}

export async function stockOf(api: TestApi, productId: number): Promise<number> {
  const rows = await api.db.query<{ stock: number }>('SELECT stock FROM tea_item_product WHERE id = $1', [
    productId,
  ]);
  return rows[0]!.stock;
}

/** A cart as the storefront stores it: the lines, their total, an address and (optionally) a service. */
export function cartOf(
  lines: { product: SeededProduct; quantity: number }[],
  address?: ShippingAddress,
): Cart {
  const items = lines.map(({ product, quantity }) => ({
    id: String(product.id),
    name: product.name,
    slug: product.slug,
    imageUrl: '/images/x.png',
    price: product.price,
    quantity,
  }));
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return { items, totalAmount: cents / 100, ...(address ? { shippingAddress: address } : {}) };
}

/** Asks the API for services and picks the cheapest, as the cart page does. */
export async function withCheapestService(api: TestApi, cart: Cart): Promise<Cart> {
  const res = await api.app.inject({ method: 'POST', url: '/api/shipping/services', payload: cart });
  if (res.statusCode !== 200) throw new Error(`services answered ${res.statusCode}: ${res.body}`);
  const [cheapest] = res.json<Cart['shippingService'][]>();
  return { ...cart, shippingService: cheapest };
}

/** Creates a checkout session for the cart (from one client address); answers the response. */
export function createSession(api: TestApi, cart: Cart, remoteAddress = '127.0.0.1') {
  return api.app.inject({ method: 'POST', url: '/api/checkout/session', payload: cart, remoteAddress });
}

/** A distinct client address per index (a client may hold only a few open sessions). */
export const clientAddress = (i: number) => `198.51.100.${i % 250}`;

/** The sandbox's card form as a shopper fills it in (the sandbox's test card), with `fields` changed. */
export const sandboxCardForm = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    email: 'mei@example.com',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 40',
    cvc: '123',
    nameOnCard: 'Mei Tanaka',
    promotionCode: '',
    ...fields,
  });

/** Pays a sandbox session through its form, as a shopper would. */
export function payWithSandbox(api: TestApi, sessionId: string, fields: Record<string, string> = {}) {
  const form = sandboxCardForm(fields);
  return api.app.inject({
    method: 'POST',
    url: `/api/checkout/sandbox/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** A paid order of `quantity` units of one product, made through the sandbox as a shopper would. */
export async function placeOrder(
  api: TestApi,
  quantity = 2,
): Promise<{ orderId: string; productId: number }> {
  const [product] = await productsOnSale(api, 5);
  const cart = await withCheapestService(api, cartOf([{ product: product!, quantity }], SYDNEY));
  const { sessionId } = (await createSession(api, cart)).json<{ sessionId: string }>();
  const paid = await payWithSandbox(api, sessionId);
  if (paid.statusCode !== 200) throw new Error(`the sandbox payment answered ${paid.statusCode}`);
  const { orderId } = (await api.app.inject({ url: `/api/checkout/session/${sessionId}` })).json<{
    orderId: string;
  }>();
  return { orderId, productId: product!.id };
}
