import type { Cart } from '@sencha/shared/contract';
import { MAX_LINE_QUANTITY } from '@sencha/shared/cart-rules';
import { sessionsToRelease } from '../src/checkout/clientHolds';
import type { SeededProduct } from './commerce';
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
import { createTestApi, targets } from './helpers';
import { loadConfig } from '../src/config';

/** A setting other than the default (40), so the test proves the setting is what counts. */
const HOLD_LIMIT = 30;
const REFUSAL = `One checkout can hold at most ${HOLD_LIMIT} items. Please lower the quantities in your cart to ${HOLD_LIMIT} items or fewer.`;

describe('sessionsToRelease (what one client keeps when it opens a new session)', () => {
  const limits = { sessions: 3, units: 40 };
  const held = (...units: number[]) =>
    units.map((n, i) => ({ id: `s${i}`, status: 'open' as const, units: n }));
  it('keeps the newest sessions while they fit with the new one, and releases every older one', () => {
    expect(sessionsToRelease(held(10, 10), 10, limits)).toEqual([]);
    expect(sessionsToRelease(held(10, 10, 5), 1, limits)).toEqual(['s2']);
    expect(sessionsToRelease(held(20, 5, 5), 20, limits)).toEqual(['s1', 's2']);
    expect(sessionsToRelease(held(30, 1), 20, limits)).toEqual(['s0', 's1']);
  });

  it('never releases a session still being created (its shopper is about to get its form)', () => {
    const creating = [{ id: 'new', status: 'creating' as const, units: 30 }, ...held(5)];
    expect(sessionsToRelease(creating, 20, limits)).toEqual(['s0']);
  });
});

describe.each(targets)('what one client can hold at checkout on %s', (target) => {
  let api: TestApi;
  let light: SeededProduct[];
  beforeAll(async () => {
    const { payments } = loadConfig({ NODE_ENV: 'test', CHECKOUT_MAX_UNITS_PER_CLIENT: String(HOLD_LIMIT) });
    api = await createTestApi(target, { payments });
    // The lightest teas, so a cart of the limit is one parcel; each with stock for every test here.
    light = (await productsOnSale(api)).sort((a, b) => a.weight - b.weight).slice(0, 3);
    for (const product of light) await setStock(api, product.id, 500);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  const cartWith = (...quantities: number[]): Promise<Cart> =>
    withCheapestService(
      api,
      cartOf(
        quantities.map((quantity, i) => ({ product: light[i]!, quantity })),
        SYDNEY,
      ),
    );
  const unitsHeld = async (): Promise<number> =>
    (await Promise.all(light.map((product) => stockOf(api, product.id)))).reduce(
      (sum, n) => sum + (500 - n),
      0,
    );

  it('refuses a cart of more units than one client may hold, with the validation shape and what to do', async () => {
    const cart = await cartWith(MAX_LINE_QUANTITY, 10, 1);
    const refused = await createSession(api, cart, '203.0.113.10');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ items: {}, totalAmount: { status: 'error', message: REFUSAL } });
    expect(await unitsHeld()).toBe(0);
    // The cart page's own check says so first, before the shopper reaches checkout.
    const validated = await api.app.inject({ method: 'POST', url: '/api/cart/validate', payload: cart });
    expect(validated.statusCode).toBe(400);
    expect(validated.json()).toMatchObject({ totalAmount: { status: 'error', message: REFUSAL } });
  });

  it('bounds what one address holds across its sessions, releasing its oldest first; another address is unaffected', async () => {
    const sessionIds: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await createSession(api, await cartWith(MAX_LINE_QUANTITY, 10), '203.0.113.20');
      expect(created.statusCode).toBe(201);
      sessionIds.push(created.json<{ sessionId: string }>().sessionId);
      expect(await unitsHeld()).toBeLessThanOrEqual(HOLD_LIMIT);
    }
    // Only the newest is open: two of 30 units would pass the limit.
    const status = async (id: string) =>
      (await api.app.inject({ url: `/api/checkout/session/${id}` })).json<{ status: string }>().status;
    expect(await status(sessionIds[4]!)).toBe('open');
    expect(await status(sessionIds[3]!)).toBe('expired');
    expect(await unitsHeld()).toBe(30);

    const other = await createSession(api, await cartWith(MAX_LINE_QUANTITY, 10), '203.0.113.21');
    expect(other.statusCode).toBe(201);
    expect(await unitsHeld()).toBe(60);
  });

  it('never lets two checkouts racing from one address hold more than the limit together', async () => {
    const address = '203.0.113.30';
    const before = await unitsHeld();
    const carts = await Promise.all([cartWith(MAX_LINE_QUANTITY, 10), cartWith(MAX_LINE_QUANTITY, 5)]);
    const answers = await Promise.all(carts.map((cart) => createSession(api, cart, address)));
    for (const answer of answers) expect([201, 400]).toContain(answer.statusCode);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    // Every session a shopper was given is one the shop knows (a payment for it makes an order): none was
    // released under it while its payment session was being made.
    for (const answer of created) {
      const { sessionId } = answer.json<{ sessionId: string }>();
      expect((await api.app.inject({ url: `/api/checkout/session/${sessionId}` })).statusCode).toBe(200);
    }
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json()).toEqual({ items: {}, totalAmount: { status: 'error', message: REFUSAL } });
    expect((await unitsHeld()) - before).toBeLessThanOrEqual(HOLD_LIMIT);
  });
});
