import { MAX_LINE_QUANTITY } from '@sencha/shared/cart-rules';
import { CartValidationResultSchema } from '@sencha/shared/contract';
import type { Cart } from '@sencha/shared/contract';
import {
  cartOf,
  createSession,
  productsOnSale,
  setStock,
  stockOf,
  SYDNEY,
  withCheapestService,
} from './commerce';
import type { TestApi } from './helpers';
import { createTestApi, expectShape, targets } from './helpers';

const validateCart = (api: TestApi, cart: unknown) =>
  api.app.inject({ method: 'POST', url: '/api/cart/validate', payload: cart as object });

describe.each(targets)('cart validation on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  async function readyCart(quantity = 1, minStock = 5): Promise<Cart> {
    const [product] = await productsOnSale(api, minStock);
    return withCheapestService(api, cartOf([{ product: product!, quantity }], SYDNEY));
  }

  it('accepts a cart priced as the database prices it', async () => {
    const res = await validateCart(api, await readyCart(2));
    expect(res.statusCode).toBe(200);
    expectShape(CartValidationResultSchema, res.json());
    expect(res.json()).toEqual({
      items: {},
      totalAmount: { status: 'success', message: 'The cart is valid.' },
    });
  });

  it('refuses a tampered price and total, naming the real ones', async () => {
    const cart = await readyCart(1);
    const item = cart.items[0]!;
    const tampered = { ...cart, items: [{ ...item, price: 0.01 }], totalAmount: 0.01 };
    const res = await validateCart(api, tampered);
    expect(res.statusCode).toBe(400);
    expectShape(CartValidationResultSchema, res.json());
    const real = `$${item.price.toFixed(2)}`;
    expect(res.json().items[item.id]).toEqual([
      `The price of ${item.name} has changed from $0.01 to ${real}.`,
    ]);
    expect(res.json().totalAmount).toEqual({
      status: 'error',
      message: `The cart total has changed: it is now ${real}.`,
    });
    // Checkout refuses it too, with the same result, and reserves nothing.
    const before = await stockOf(api, Number(item.id));
    const session = await createSession(api, tampered);
    expect(session.statusCode).toBe(400);
    expect(session.json().items[item.id]).toHaveLength(1);
    expect(await stockOf(api, Number(item.id))).toBe(before);
  });

  it('names unknown items, items not on sale, quantities over stock and bad quantities', async () => {
    const cart = await readyCart(1);
    const [a, b] = await productsOnSale(api, 5);
    await setStock(api, b!.id, 2);
    const notOnSale = (
      await api.db.query<{ id: number; name: string; price_cents: number }>(
        'SELECT id, name, price_cents FROM tea_item_product WHERE on_sale_from IS NULL OR on_sale_from > now() LIMIT 1',
      )
    )[0]!;
    const items = [
      { id: 'no-such-tea', name: 'x', imageUrl: '', price: 1, quantity: 1 },
      { id: String(b!.id), name: b!.name, imageUrl: '', price: b!.price, quantity: 3 },
      {
        id: String(notOnSale.id),
        name: notOnSale.name,
        imageUrl: '',
        price: notOnSale.price_cents / 100,
        quantity: 1,
      },
      { id: a!.slug, name: a!.name, imageUrl: '', price: a!.price, quantity: 0 },
    ];
    const res = await validateCart(api, { ...cart, items });
    expect(res.statusCode).toBe(400);
    const result = res.json<{ items: Record<string, string[]> }>().items;
    expect(result['no-such-tea']).toEqual([
      'This item is no longer available. Please remove it from your cart.',
    ]);
    expect(result[String(b!.id)]).toEqual([`Only 2 of ${b!.name} left in stock. Please lower the quantity.`]);
    expect(result[String(notOnSale.id)]).toEqual([`${notOnSale.name} is not on sale yet.`]);
    expect(result[a!.slug]).toEqual([`The quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`]);
  });

  it('needs a complete, shippable address and a service offered at its price', async () => {
    const cart = await readyCart(1);
    const noAddress = { ...cart, shippingAddress: undefined };
    expect((await validateCart(api, noAddress)).json().shippingAddress).toEqual({
      status: 'error',
      message: 'No shipping address found in cart',
    });
    const incomplete = { ...cart, shippingAddress: { ...SYDNEY, address: { ...SYDNEY.address, line1: '' } } };
    expect((await validateCart(api, incomplete)).json().shippingAddress.status).toBe('error');
    const noService = { ...cart, shippingService: undefined };
    expect((await validateCart(api, noService)).json().shippingService.message).toBe(
      'Please select a shipping service before proceeding.',
    );
    const unknown = {
      ...cart,
      shippingService: { ...cart.shippingService!, serviceCode: 'INT_PARCEL_COR_OWN_PACKAGING' },
    };
    expect((await validateCart(api, unknown)).json().shippingService.message).toBe(
      'The chosen shipping service is not offered for this cart. Please choose another.',
    );
    const cheaper = { ...cart, shippingService: { ...cart.shippingService!, price: 0.5 } };
    const res = await validateCart(api, cheaper);
    expect(res.statusCode).toBe(400);
    expect(res.json().shippingService.message).toMatch(
      /^The price of Parcel Post is now \$\d+\.\d\d\. Please choose it again\.$/,
    );
  });

  it('refuses malformed and oversized carts with 400', async () => {
    const cart = await readyCart(1);
    for (const body of [
      {},
      { items: 'x', totalAmount: 1 },
      { ...cart, items: Array(51).fill(cart.items[0]) },
    ]) {
      const res = await validateCart(api, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
    }
  });

  it('answers item ids named like object properties with messages, not a 500', async () => {
    const cart = await readyCart(1);
    const items = ['constructor', '__proto__', 'toString', 'hasOwnProperty'].map((id) => ({
      id,
      name: id,
      imageUrl: '',
      price: 1,
      quantity: 1,
    }));
    const res = await validateCart(api, { ...cart, items: [...cart.items, ...items] });
    expect(res.statusCode).toBe(400);
    const result = JSON.parse(res.body) as { items: Record<string, string[]> };
    for (const { id } of items)
      expect(Object.getOwnPropertyDescriptor(result.items, id)?.value).toEqual([
        'This item is no longer available. Please remove it from your cart.',
      ]);
    expect((await createSession(api, { ...cart, items })).statusCode).toBe(400);
  });
});
