/**
 * The wire rule (docs/observability.md#wire-values) on the inputs that used to answer 500 or slip through:
 * lone surrogates in a shipping address (PostgreSQL's json refused them), non-finite numbers in bodies and query
 * strings, numbers sent as text, a padded operator token. Query strings are still read as numbers.
 */
import { withWireRule, wireValueProblem, WIRE_KEYWORD } from '../src/core/validation';
import { cartOf, createSession, placeOrder, productsOnSale, SYDNEY, withCheapestService } from './commerce';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

const TOKEN = 'operator-token-fixture-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };
const refused = (message: RegExp | string) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: typeof message === 'string' ? message : expect.stringMatching(message),
});

describe('the wire rule itself', () => {
  it('refuses lone surrogates, NUL and non-finite numbers, and nothing else', () => {
    for (const bad of ['\ud800', 'a\udc00', 'x\u0000y', Infinity, -Infinity, NaN])
      expect(wireValueProblem(bad)).toEqual(expect.any(String));
    for (const fine of ['', 'Mei 🍵 Tanaka', 'line\nbreak\ttab', 'Ōsaka', -0, 0, 1e308, true, null, {}])
      expect(wireValueProblem(fine)).toBeUndefined();
  });

  it('marks every string and number of a schema, however deep, and leaves untyped values alone', () => {
    const marked = withWireRule({
      type: 'object',
      properties: {
        name: { type: 'string' },
        lines: { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
        free: {},
      },
    }) as { properties: Record<string, Record<string, unknown>> };
    expect(marked.properties.name).toEqual({ type: 'string', [WIRE_KEYWORD]: true });
    expect(marked.properties.lines).toEqual({
      type: 'array',
      items: { anyOf: [{ type: 'integer', [WIRE_KEYWORD]: true }, { type: 'null' }] },
    });
    expect(marked.properties.free).toEqual({});
  });
});

describe.each(targets)('wire values on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target, { adminToken: TOKEN });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  const readyCart = async () => {
    const [product] = await productsOnSale(api, 5);
    return withCheapestService(api, cartOf([{ product: product!, quantity: 1 }], SYDNEY));
  };
  const raw = (method: 'GET' | 'POST', url: string, payload?: string, headers = {}) =>
    api.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it.each(['name', 'line1', 'line2', 'city'])(
    'refuses a lone surrogate in the shipping address %s with a 400 naming the field',
    async (field) => {
      const cart = await readyCart();
      const address = { ...cart.shippingAddress!, address: { ...cart.shippingAddress!.address } };
      if (field === 'name') address.name = 'Mei \ud800';
      else (address.address as Record<string, string>)[field] = 'Level 2 \udc00';
      const res = await createSession(api, { ...cart, shippingAddress: address });
      expect(res.statusCode).toBe(400);
      const path = field === 'name' ? 'name' : `address/${field}`;
      expect(res.json()).toEqual(
        refused(new RegExp(`^body/shippingAddress/${path} must be well-formed Unicode text`)),
      );
    },
  );

  it('refuses NUL in any text of a body', async () => {
    const cart = await readyCart();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/cart/validate',
      payload: { ...cart, items: [{ ...cart.items[0]!, name: 'Sen\u0000cha' }] },
    });
    expect(res.json()).toEqual(refused('body/items/0/name must not contain NUL characters'));
  });

  it('takes numbers in a body as JSON numbers only: quantity "2" is refused, 2 is read', async () => {
    const cart = await readyCart();
    const asText = { ...cart, items: [{ ...cart.items[0]!, quantity: '2' }] };
    const res = await raw('POST', '/api/cart/validate', JSON.stringify(asText));
    expect(res.json()).toEqual(refused('body/items/0/quantity must be integer'));
    const asNumber = { ...cart, items: [{ ...cart.items[0]!, quantity: 2 }] };
    const read = await raw('POST', '/api/cart/validate', JSON.stringify(asNumber));
    // Read as 2: the total no longer matches, which the cart's own answer says.
    expect(read.json().totalAmount.message).toMatch(/^The cart total has changed/);
  });

  it('refuses a star rating of "Infinity" or 1e309 on a delivered order', async () => {
    const { orderId } = await placeOrder(api, 1);
    for (const state of ['processing', 'in transit', 'delivered'])
      await api.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/delivery-states`,
        headers: bearer,
        payload: { state },
      });
    const url = `/api/order/${orderId}/review`;
    for (const body of ['{"starRating":"Infinity"}', '{"starRating":1e309}', '{"starRating":"4"}'])
      expect((await raw('POST', url, body)).json()).toEqual(refused('body/starRating must be integer'));
    expect((await raw('POST', url, '{"starRating":4,"reviewText":"a\\ud800"}')).statusCode).toBe(400);
    expect((await raw('POST', url, '{"starRating":4}')).statusCode).toBe(200);
  });

  it('refuses non-finite numbers in query strings and still reads numbers there', async () => {
    const admin = (limit: string) =>
      api.app.inject({ url: `/api/admin/orders?limit=${limit}`, headers: bearer });
    for (const limit of ['Infinity', '-Infinity', '1e309']) {
      const res = await admin(limit);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused(/^querystring\/limit must be/));
    }
    expect((await admin('1')).statusCode).toBe(200);
    for (const limit of ['Infinity', '-Infinity', '1e309', 'NaN']) {
      const res = await api.app.inject({ url: `/api/search?q=tea&limit=${limit}` });
      expect(res.json()).toEqual(refused('limit must be a whole number from 1 to 100.'));
    }
    const two = await api.app.inject({ url: '/api/search?q=tea&limit=2' });
    expect(two.json().teas).toHaveLength(2);
  });

  it('refuses an operator token padded with spaces', async () => {
    for (const authorization of [`Bearer  ${TOKEN}`, `Bearer ${TOKEN} `, `Bearer \t${TOKEN}`]) {
      const res = await api.app.inject({ url: '/api/admin/orders', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
    expect((await api.app.inject({ url: '/api/admin/orders', headers: bearer })).statusCode).toBe(200);
  });

  it('answers a __proto__ key in a body with a 400, and pollutes nothing', async () => {
    const cart = await readyCart();
    const body = JSON.stringify(cart).replace(/^\{/, '{"__proto__":{"polluted":true},');
    const res = await raw('POST', '/api/cart/validate', body);
    expect(res.json()).toEqual(refused('The request body is not valid JSON.'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
