import { CheckoutSessionCreatedSchema, CheckoutSessionSchema, OrderSchema } from '@sencha/shared/contract';
import type { Cart } from '@sencha/shared/contract';
import {
  clientAddress,
  cartOf,
  createSession,
  payWithSandbox,
  productsOnSale,
  setStock,
  stockOf,
  SYDNEY,
  withCheapestService,
} from './commerce';
import type { TestApi } from './helpers';
import { createTestApi, expectShape, outbox, targets } from './helpers';

describe.each(targets)('cart validation and checkout on %s', (target) => {
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

  it('sells through the sandbox: reserve, decline, pay, one order, confirmation e-mail', async () => {
    const cart = await readyCart(2);
    const productId = Number(cart.items[0]!.id);
    const before = await stockOf(api, productId);
    const created = await createSession(api, cart);
    expect(created.statusCode).toBe(201);
    expectShape(CheckoutSessionCreatedSchema, created.json());
    const { sessionId, url, provider, clientSecret } = created.json();
    expect({ provider, clientSecret, url }).toEqual({
      provider: 'sandbox',
      clientSecret: null,
      url: `/api/checkout/sandbox/${sessionId}`,
    });
    expect(await stockOf(api, productId)).toBe(before - 2);

    const open = await api.app.inject({ url: `/api/checkout/session/${sessionId}` });
    expectShape(CheckoutSessionSchema, open.json());
    expect(open.json()).toMatchObject({ status: 'open', orderId: null, sessionId });

    const form = await api.app.inject({ url: url as string });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    for (const label of ['Email', 'Card number', 'Expiry (MM / YY)', 'CVC', 'Name on card'])
      expect(form.body).toContain(`>${label}</label>`);

    const declined = await payWithSandbox(api, sessionId, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    const badLuhn = await payWithSandbox(api, sessionId, { cardNumber: '4242 4242 4242 4241' });
    expect(badLuhn.body).toContain('Your card number is invalid.');
    const expired = await payWithSandbox(api, sessionId, { expiry: '01 / 20' });
    expect(expired.body).toContain('Your card&#39;s expiration date is invalid or in the past.');
    expect((await api.app.inject({ url: `/api/checkout/session/${sessionId}` })).json().status).toBe('open');

    const paid = await payWithSandbox(api, sessionId, { promotionCode: 'firststeep10' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain(`href="/checkout/${sessionId}" target="_top"`);
    const again = await payWithSandbox(api, sessionId);
    expect(again.statusCode).toBe(200);

    const status = await api.app.inject({ url: `/api/checkout/session/${sessionId}` });
    expect(status.json()).toMatchObject({
      status: 'complete',
      customer_email: 'mei@example.com',
      customer_details: { email: 'mei@example.com' },
    });
    const orderId = status.json().orderId as string;
    expect(orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(
      await api.db.query(
        'SELECT id FROM customer_order WHERE checkout_session_id = (SELECT id FROM checkout_session WHERE provider_session_id = $1)',
        [sessionId],
      ),
    ).toHaveLength(1);
    expect(await stockOf(api, productId)).toBe(before - 2);

    const order = await api.app.inject({ url: `/api/order/${orderId}` });
    expect(order.statusCode).toBe(200);
    expectShape(OrderSchema, order.json());
    const itemsCents = Math.round(cart.items[0]!.price * 100) * 2;
    const shippingCents = Math.round(cart.shippingService!.price * 100);
    const discount = Math.round(itemsCents * 0.1);
    expect(order.json()).toMatchObject({
      totalAmount: itemsCents + shippingCents - discount,
      discountAmount: discount,
      deliveryStates: [{ state: 'pending' }],
      orderLineItems: [
        { productQuantity: 2, unitPrice: Math.round(cart.items[0]!.price * 100), slug: cart.items[0]!.slug },
      ],
      shippingDetail: { serviceName: 'Parcel Post', cost: cart.shippingService!.price },
      orderReview: null,
    });
    // The public view carries no personal data.
    expect(order.body).not.toMatch(/mei@example\.com|Mei Tanaka|Martin Place/);
    expect(order.headers['cache-control']).toBe('private, no-store');

    await api.orderMail.idle();
    // Quoted-printable: long lines are soft-wrapped with '=' at the end.
    const mail = outbox(api)
      .map((m) => m.replace(/=\n/g, ''))
      .find((m) => m.includes(orderId));
    expect(mail).toContain('From: Sencha Tea <orders@senchatea.com.au>');
    expect(mail).toContain('To: mei@example.com');
    expect(mail).toContain(`/sencha-steep-in-transit/${orderId}`);
  });

  it('reserves exactly the stock there is: 20 concurrent sessions for 5 units make 5, never a 5xx', async () => {
    const [product] = await productsOnSale(api, 1);
    await setStock(api, product!.id, 5);
    const cart = await withCheapestService(
      api,
      cartOf([{ product: { ...product!, stock: 5 }, quantity: 1 }], SYDNEY),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createSession(api, cart, clientAddress(i))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 400)).toHaveLength(15);
    const refused = answers.find((a) => a.statusCode === 400)!.json();
    expect(refused.items[String(product!.id)]![0]).toMatch(/out of stock|sold out/);
    expect(await stockOf(api, product!.id)).toBe(0);
  });

  it('never deadlocks: 40 concurrent checkouts of overlapping multi-product carts all answer 201 or 400', async () => {
    const products = (await productsOnSale(api, 1)).slice(0, 6);
    for (const p of products) await setStock(api, p.id, 12);
    const [start] = await api.db.query<{ now: Date }>('SELECT now() AS now');
    const carts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        // Overlapping lines in different orders: 4-product carts and 1-product carts.
        const picked =
          i % 2 === 0 ? [0, 1, 2, 3].map((k) => products[(k + i) % products.length]!) : [products[i % 6]!];
        return withCheapestService(
          api,
          cartOf(
            picked.reverse().map((product) => ({ product: { ...product, stock: 12 }, quantity: 1 })),
            SYDNEY,
          ),
        );
      }),
    );
    const answers = await Promise.all(
      carts.map((cart, i) => createSession(api, cart, clientAddress(100 + i))),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 400)).toBe(true);
    const held = await api.db.query<{ product_id: number; n: number }>(
      `SELECT l.product_id, sum(l.quantity)::int AS n FROM checkout_session s JOIN checkout_session_line l ON l.session_id = s.id
       WHERE s.released_at IS NULL AND s.status = 'open' AND s.created_at >= $1 GROUP BY 1`,
      [start!.now],
    );
    for (const p of products) {
      const n = held.find((h) => h.product_id === p.id)?.n ?? 0;
      expect(n + (await stockOf(api, p.id))).toBe(12);
    }
  });

  it('lets one client hold at most 3 open sessions: a fourth releases its oldest', async () => {
    const cart = await readyCart(1);
    const productId = Number(cart.items[0]!.id);
    const before = await stockOf(api, productId);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await createSession(api, cart, '203.0.113.77')).json().sessionId);
    expect(await stockOf(api, productId)).toBe(before - 3);
    expect((await api.app.inject({ url: `/api/checkout/session/${ids[0]}` })).json().status).toBe('expired');
    expect((await api.app.inject({ url: `/api/checkout/session/${ids[3]}` })).json().status).toBe('open');
  });

  it('shows reserved stock in the catalogue', async () => {
    const cart = await readyCart(2);
    const slug = cart.items[0]!.slug!;
    const stock = async () => {
      await api.catalog.refreshIfChanged();
      return (await api.app.inject({ url: `/api/tea-item/${slug}` })).json<{ stock: number }>().stock;
    };
    const before = await stock();
    await createSession(api, cart, '203.0.113.90');
    expect(await stock()).toBe(before - 2);
  });

  it('releases the stock of an expired session, once, and its form says it has ended', async () => {
    const cart = await readyCart(3);
    const productId = Number(cart.items[0]!.id);
    const before = await stockOf(api, productId);
    const { sessionId } = (await createSession(api, cart)).json();
    expect(await stockOf(api, productId)).toBe(before - 3);
    await api.db.query(
      `UPDATE checkout_session SET expires_at = now() - interval '1 second' WHERE provider_session_id = $1`,
      [sessionId],
    );
    expect(await api.checkout.sweep()).toBeGreaterThanOrEqual(1);
    expect(await api.checkout.sweep()).toBe(0);
    expect(await stockOf(api, productId)).toBe(before);
    expect((await api.app.inject({ url: `/api/checkout/session/${sessionId}` })).json().status).toBe(
      'expired',
    );
    const form = await payWithSandbox(api, sessionId);
    expect(form.statusCode).toBe(410);
    expect(await stockOf(api, productId)).toBe(before);
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expect((await api.app.inject({ url: '/api/checkout/session/cs_sandbox_nope' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/checkout/session/%3Cx%3E' })).statusCode).toBe(400);
  });
});

describe('the sandbox in production', () => {
  it('is refused unless explicitly allowed', async () => {
    const api = await createTestApi('pglite', { nodeEnv: 'production' });
    try {
      const [product] = await productsOnSale(api);
      const cart = await withCheapestService(api, cartOf([{ product: product!, quantity: 1 }], SYDNEY));
      const res = await createSession(api, cart);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Online payment is not available at the moment. Please contact us to place your order.',
      );
      expect((await api.app.inject({ url: '/api/checkout/sandbox/cs_sandbox_x' })).statusCode).toBe(404);
    } finally {
      await api.cleanup();
    }
  });
});
