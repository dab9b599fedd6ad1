import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Type } from '@sinclair/typebox';
import { AddressVerificationSchema, ShippingServiceOptionSchema } from '@sencha/shared/contract';
import { ref } from '@sencha/shared/contract';
import { cartOf, productsOnSale, SYDNEY, WELLINGTON } from './commerce';
import type { TestApi } from './helpers';
import { createTestApi, expectShape, targets } from './helpers';

const validate = (api: TestApi, payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/api/shipping/address/validate', payload: payload as object });
const services = (api: TestApi, payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/api/shipping/services', payload: payload as object });
const withAddress = (patch: Partial<typeof SYDNEY.address>) => ({
  ...SYDNEY,
  address: { ...SYDNEY.address, ...patch },
});

describe.each(targets)('shipping on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('confirms an Australian address whose locality and state belong to its postcode', async () => {
    const res = await validate(api, SYDNEY);
    expect(res.statusCode).toBe(200);
    expectShape(AddressVerificationSchema, res.json());
    expect(res.json()).toEqual({ addressComplete: true, hasUnconfirmedComponents: false });
    // Full state names, other case and punctuation are the same place.
    const spelled = await validate(
      api,
      withAddress({ city: 'st. kilda', state: 'Victoria', postal_code: '3182' }),
    );
    expect(spelled.json()).toEqual({ addressComplete: true, hasUnconfirmedComponents: false });
  });

  it.each([
    ['a locality of another postcode', { city: 'Melbourne' }],
    ['a state the postcode is not in', { state: 'VIC' }],
    ['a postcode that does not exist', { postal_code: '0999' }],
  ])('marks %s as unconfirmed', async (_what, patch) => {
    const res = await validate(api, withAddress(patch));
    expect(res.json()).toEqual({ addressComplete: true, hasUnconfirmedComponents: true });
  });

  it('says an address without a street or a state is incomplete', async () => {
    expect((await validate(api, withAddress({ line1: ' ' }))).json()).toMatchObject({
      addressComplete: false,
    });
    expect((await validate(api, withAddress({ state: '' }))).json()).toMatchObject({
      addressComplete: false,
    });
  });

  it('checks the postcode format of other countries', async () => {
    expect((await validate(api, WELLINGTON)).json()).toEqual({
      addressComplete: true,
      hasUnconfirmedComponents: false,
    });
    const bad = { ...WELLINGTON, address: { ...WELLINGTON.address, postal_code: 'SW1A 1AA' } };
    expect((await validate(api, bad)).json()).toEqual({
      addressComplete: true,
      hasUnconfirmedComponents: true,
    });
  });

  it('refuses a country outside the shippable list, naming it', async () => {
    const res = await validate(api, withAddress({ country: 'RU' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Sorry, we do not ship to Russia (RU). Please choose another shipping address.',
    );
    const garbage = await validate(api, withAddress({ country: '<script>' }));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body).not.toContain('<script>');
  });

  it('refuses malformed addresses with a 400, never a 500', async () => {
    for (const body of [
      {},
      { name: 'x' },
      { ...SYDNEY, address: { ...SYDNEY.address, line1: 'a\u0000b' } },
      [1],
    ]) {
      const res = await validate(api, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it("quotes Australia Post's domestic services for the cart's parcel, cheapest first", async () => {
    const [product] = await productsOnSale(api);
    const res = await services(api, cartOf([{ product: product!, quantity: 2 }], SYDNEY));
    expect(res.statusCode).toBe(200);
    expectShape(Type.Array(ref(ShippingServiceOptionSchema)), res.json());
    const options = res.json<{ serviceCode: string; price: number; name: string; deliveryTime: string }[]>();
    expect(options.map((o) => o.serviceCode)).toEqual(['AUS_PARCEL_REGULAR', 'AUS_PARCEL_EXPRESS']);
    expect(options[0]!.price).toBeLessThan(options[1]!.price);
    expect(options[0]).toMatchObject({ name: 'Parcel Post', deliveryTime: '1-3 business days' });
  });

  it('prices by zone and weight: further and heavier cost more', async () => {
    const [product] = await productsOnSale(api);
    const price = async (address: typeof SYDNEY, quantity: number) =>
      (await services(api, cartOf([{ product: product!, quantity }], address))).json<
        { price: number }[]
      >()[0]!.price;
    const darwin = withAddress({ city: 'Darwin', state: 'NT', postal_code: '0800' });
    expect(await price(darwin, 1)).toBeGreaterThan(await price(SYDNEY, 1));
    expect(await price(SYDNEY, 40)).toBeGreaterThan(await price(SYDNEY, 1));
  });

  it('quotes international services to a shippable country', async () => {
    const [product] = await productsOnSale(api);
    const res = await services(api, cartOf([{ product: product!, quantity: 1 }], WELLINGTON));
    const codes = res.json<{ serviceCode: string }[]>().map((o) => o.serviceCode);
    expect(codes).toEqual([
      'INT_PARCEL_STD_OWN_PACKAGING',
      'INT_PARCEL_EXP_OWN_PACKAGING',
      'INT_PARCEL_COR_OWN_PACKAGING',
    ]);
  });

  it('answers 400 without an address, for a country we do not ship to, and for a parcel too heavy', async () => {
    const [product] = await productsOnSale(api);
    const noAddress = await services(api, cartOf([{ product: product!, quantity: 1 }]));
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe('No shipping address found in cart');
    const japan = await services(
      api,
      cartOf([{ product: product!, quantity: 1 }], withAddress({ country: 'KP' })),
    );
    expect(japan.statusCode).toBe(400);
    expect(japan.json().message).toContain('(KP)');
    const heavy = await api.db.query<{ id: number; slug: string; name: string; price: number }>(
      `SELECT id, slug, name, price_cents / 100.0 AS price FROM tea_item_product ORDER BY weight_grams DESC LIMIT 1`,
    );
    await api.db.query('UPDATE tea_item_product SET weight_grams = 2000 WHERE id = $1', [heavy[0]!.id]);
    const tooHeavy = await services(
      api,
      cartOf(
        [
          {
            product: { ...heavy[0]!, price: Number(heavy[0]!.price), stock: 99, weight: 2000 },
            quantity: 20,
          },
        ],
        SYDNEY,
      ),
    );
    expect(tooHeavy.statusCode).toBe(400);
    expect(tooHeavy.json().message).toMatch(
      /^No shipping service can carry this order in one parcel \(42\.\d kg\)/,
    );
  });
});

/**
 * A stand-in for Australia Post's PAC API (the network edge we cannot reach), answering its wire format with
 * its quirks: a single service as an object (not a list), prices as strings, errors as {error:{errorMessage}}.
 */
function pacStub(behaviour: { delayMs?: number; fail?: boolean }) {
  const calls: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    calls.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    setTimeout(() => {
      if (req.headers['auth-key'] !== 'test-key')
        return send(403, { error: { errorMessage: 'Invalid API key' } });
      if (behaviour.fail) return send(200, { error: { errorMessage: 'Please enter a valid To postcode.' } });
      if (url.pathname.endsWith('/domestic/service.json'))
        return send(200, {
          services: {
            service: [
              { code: 'AUS_PARCEL_EXPRESS', name: 'Express Post', price: '19.40', max_extra_cover: 5000 },
              { code: 'AUS_PARCEL_REGULAR', name: 'Parcel Post', price: 12.2, max_extra_cover: 5000 },
              { code: 'AUS_BROKEN', name: 'No price' },
            ],
          },
        });
      if (url.pathname.endsWith('/domestic/calculate.json'))
        return send(200, {
          postage_result: {
            service: 'x',
            delivery_time:
              url.searchParams.get('service_code') === 'AUS_PARCEL_EXPRESS'
                ? 'Next business day'
                : 'Delivered in up to 3 business days',
            total_cost: '1',
            costs: { cost: { cost: '1', item: 'x' } },
          },
        });
      if (url.pathname.endsWith('/international/service.json'))
        return send(200, {
          services: { service: { code: 'INT_PARCEL_STD_OWN_PACKAGING', name: 'Standard', price: '30.55' } },
        });
      return send(404, { error: { errorMessage: 'not found' } });
    }, behaviour.delayMs ?? 0).unref();
  });
  return { server, calls };
}

describe('shipping with the live Australia Post adapter', () => {
  async function apiWithStub(behaviour: { delayMs?: number; fail?: boolean }) {
    const stub = pacStub(behaviour);
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    const api = await createTestApi('pglite', {
      shipping: {
        auspostApiKey: 'test-key',
        auspostBaseUrl: `http://127.0.0.1:${port}`,
        auspostTimeoutMs: 500,
        fromPostcode: '2000',
        quoteCacheMs: 0,
      },
    });
    return {
      api,
      calls: stub.calls,
      close: async () => {
        await api.cleanup();
        stub.server.closeAllConnections();
        await new Promise((resolve) => stub.server.close(resolve));
      },
    };
  }

  it('reads services, string and number prices and delivery times from PAC, sorted by price', async () => {
    const { api, calls, close } = await apiWithStub({});
    try {
      const [product] = await productsOnSale(api);
      const res = await services(api, cartOf([{ product: product!, quantity: 1 }], SYDNEY));
      expect(res.json()).toEqual([
        expect.objectContaining({
          serviceCode: 'AUS_PARCEL_REGULAR',
          price: 12.2,
          deliveryTime: 'Delivered in up to 3 business days',
        }),
        expect.objectContaining({
          serviceCode: 'AUS_PARCEL_EXPRESS',
          price: 19.4,
          deliveryTime: 'Next business day',
        }),
      ]);
      const first = calls[0]!;
      expect(first.pathname).toBe('/postage/parcel/domestic/service.json');
      expect(first.searchParams.get('from_postcode')).toBe('2000');
      expect(first.searchParams.get('to_postcode')).toBe('2000');
      expect(Number(first.searchParams.get('weight'))).toBeCloseTo(
        (product!.weight + 150 + Math.ceil(product!.weight * 0.05)) / 1000,
        3,
      );
      const nz = await services(api, cartOf([{ product: product!, quantity: 1 }], WELLINGTON));
      expect(nz.json()).toEqual([
        expect.objectContaining({ serviceCode: 'INT_PARCEL_STD_OWN_PACKAGING', price: 30.55 }),
      ]);
    } finally {
      await close();
    }
  });

  it.each([
    ['answers an error', { fail: true }],
    ['is slower than the time-out', { delayMs: 2000 }],
  ])('falls back to the built-in table when Australia Post %s', async (_what, behaviour) => {
    const { api, close } = await apiWithStub(behaviour);
    try {
      const [product] = await productsOnSale(api);
      const res = await services(api, cartOf([{ product: product!, quantity: 1 }], SYDNEY));
      expect(res.statusCode).toBe(200);
      expect(res.json<{ serviceCode: string; deliveryTime: string }[]>()[0]).toMatchObject({
        serviceCode: 'AUS_PARCEL_REGULAR',
        deliveryTime: '1-3 business days',
      });
    } finally {
      await close();
    }
  });
});
