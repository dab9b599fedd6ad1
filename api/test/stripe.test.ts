import { cartOf, createSession, productsOnSale, stockOf, SYDNEY, withCheapestService } from './commerce';
import { loadConfig } from '../src/config';
import { stripeExpiry } from '../src/checkout/payments/stripe';
import type { TestApi } from './helpers';
import { envelopeReceiver, until } from './envelopeReceiver';
import { createTestApi, targets } from './helpers';
import type { StripeDouble } from './stripeDouble';
import { signedEvent, startStripeDouble, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './stripeDouble';

/** A completed, paid session as Stripe sends it in checkout.session.completed. */
function paid<T extends Record<string, unknown>>(session: T, amountTotal: number) {
  return {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    amount_total: amountTotal,
    customer_details: { email: 'kenji@example.com', name: 'Kenji' },
    total_details: { amount_discount: 250, amount_shipping: 0, amount_tax: 0 },
  };
}

describe.each(targets)('Stripe payments on %s', (target) => {
  let api: TestApi;
  let stub: StripeDouble;
  const reports = envelopeReceiver();

  beforeAll(async () => {
    stub = await startStripeDouble();
    const reportsPort = await reports.listen();
    api = await createTestApi(target, {
      publicUrl: 'https://shop.example',
      sentry: { dsn: `http://publickey@127.0.0.1:${reportsPort}/7`, environment: 'test', release: undefined },
      payments: {
        ...loadConfig({ NODE_ENV: 'test' }).payments,
        provider: 'stripe',
        stripeSecretKey: STRIPE_SECRET_KEY,
        stripeWebhookSecret: STRIPE_WEBHOOK_SECRET,
        stripeApiBase: stub.base,
        stripeTimeoutMs: 2000,
      },
    });
  });
  afterAll(async () => {
    await api.cleanup();
    await stub.close();
    await reports.close();
  });

  async function newSession(quantity = 2) {
    const [product] = await productsOnSale(api, 5);
    const cart = await withCheapestService(api, cartOf([{ product: product!, quantity }], SYDNEY));
    const res = await createSession(api, cart);
    expect(res.statusCode).toBe(201);
    return { cart, product: product!, created: res.json<{ sessionId: string; clientSecret: string }>() };
  }

  function deliver(
    event: { type: string; object: unknown },
    options: { secret?: string; timestamp?: number } = {},
  ) {
    const { body, signature } = signedEvent(event.type, event.object, options);
    return api.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  }

  it('creates an Embedded Checkout session priced by the server, with the one chosen shipping option', async () => {
    const { cart, product, created } = await newSession(2);
    expect(created.clientSecret).toMatch(/_secret_fixture$/);
    const params = stub.created.at(-1)!;
    expect(params.get('ui_mode')).toBe('embedded_page');
    expect(params.get('mode')).toBe('payment');
    expect(params.get('line_items[0][price_data][currency]')).toBe('aud');
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe(
      String(Math.round(product.price * 100)),
    );
    expect(params.get('line_items[0][quantity]')).toBe('2');
    expect(params.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]')).toBe(
      String(Math.round(cart.shippingService!.price * 100)),
    );
    expect(params.get('shipping_options[0][shipping_rate_data][display_name]')).toBe('Parcel Post');
    expect(params.get('shipping_options[1][shipping_rate_data][display_name]')).toBeNull();
    expect(params.get('payment_intent_data[shipping][address][postal_code]')).toBe('2000');
    expect(params.get('allow_promotion_codes')).toBe('true');
    expect(params.get('return_url')).toBe('https://shop.example/checkout/{CHECKOUT_SESSION_ID}');
  });

  it('fulfils a webhook delivered twice as one order, and takes the discount from Stripe', async () => {
    const { product, created } = await newSession(2);
    const before = await stockOf(api, product.id);
    const session = paid(stub.sessions.get(created.sessionId)!, 4321);
    const first = await deliver({ type: 'checkout.session.completed', object: session });
    const second = await deliver({ type: 'checkout.session.completed', object: session });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const orders = await api.db.query<{ id: string; total_cents: number; discount_cents: number }>(
      `SELECT o.id, o.total_cents, o.discount_cents FROM customer_order o JOIN checkout_session s ON s.id = o.checkout_session_id
       WHERE s.provider_session_id = $1`,
      [created.sessionId],
    );
    expect(orders).toEqual([expect.objectContaining({ total_cents: 4321, discount_cents: 250 })]);
    expect(await stockOf(api, product.id)).toBe(before);
    const status = await api.app.inject({ url: `/api/checkout/session/${created.sessionId}` });
    expect(status.json()).toMatchObject({
      status: 'complete',
      orderId: orders[0]!.id,
      customer_email: 'kenji@example.com',
    });
  });

  it('refuses a bad, missing or stale signature, and makes no order', async () => {
    const { created } = await newSession(1);
    const session = paid(stub.sessions.get(created.sessionId)!, 1000);
    const wrong = await deliver(
      { type: 'checkout.session.completed', object: session },
      { secret: 'whsec_wrong' },
    );
    const stale = await deliver(
      { type: 'checkout.session.completed', object: session },
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
    );
    const unsigned = await api.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'checkout.session.completed', data: { object: session } }),
    });
    for (const res of [wrong, stale, unsigned]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The webhook signature is not valid.');
    }
    const status = await api.app.inject({ url: `/api/checkout/session/${created.sessionId}` });
    expect(status.json()).toMatchObject({ status: 'open', orderId: null });
  });

  it('makes one order when the status page and the webhook race', async () => {
    const { created } = await newSession(1);
    stub.sessions.set(created.sessionId, paid(stub.sessions.get(created.sessionId)!, 2000));
    const [page, hook, page2] = await Promise.all([
      api.app.inject({ url: `/api/checkout/session/${created.sessionId}` }),
      deliver({ type: 'checkout.session.completed', object: stub.sessions.get(created.sessionId) }),
      api.app.inject({ url: `/api/checkout/session/${created.sessionId}` }),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(page.json().orderId).toBeTruthy();
    expect(page2.json().orderId).toBe(page.json().orderId);
    const count = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customer_order o JOIN checkout_session s ON s.id = o.checkout_session_id
       WHERE s.provider_session_id = $1`,
      [created.sessionId],
    );
    expect(count[0]!.n).toBe(1);
  });

  it('releases the reservation when Stripe says the session expired', async () => {
    const { product, created } = await newSession(3);
    const held = await stockOf(api, product.id);
    const expired = { ...stub.sessions.get(created.sessionId)!, status: 'expired' };
    expect((await deliver({ type: 'checkout.session.expired', object: expired })).statusCode).toBe(200);
    expect(await stockOf(api, product.id)).toBe(held + 3);
    expect((await deliver({ type: 'checkout.session.expired', object: expired })).statusCode).toBe(200);
    expect(await stockOf(api, product.id)).toBe(held + 3);
  });

  it('waits out the grace for an open session, but not for one whose server died while making it', async () => {
    const open = await newSession(1);
    const dying = await newSession(2);
    const before = await stockOf(api, dying.product.id);
    // Both a minute past expiry, inside the grace; the second as a replica killed mid-checkout leaves it: never
    // shown to the shopper, so nothing can pay it.
    await api.db.query(
      `UPDATE checkout_session SET expires_at = now() - interval '1 minute' WHERE provider_session_id = ANY($1)`,
      [[open.created.sessionId, dying.created.sessionId]],
    );
    await api.db.query(
      `UPDATE checkout_session SET status = 'creating', provider_session_id = NULL WHERE provider_session_id = $1`,
      [dying.created.sessionId],
    );
    expect(open.product.id).toBe(dying.product.id);
    await api.checkout.sweep();
    // The dying session's 2 units back; the open one's 1 still held (before + 3 if the grace were skipped).
    expect(await stockOf(api, dying.product.id)).toBe(before + 2);
  });

  it('keeps the units of a session paid by a method that settles later, past expiry, until it succeeds', async () => {
    const { product, created } = await newSession(1);
    const held = await stockOf(api, product.id);
    const pending = {
      ...stub.sessions.get(created.sessionId)!,
      status: 'complete',
      payment_status: 'unpaid',
    };
    expect((await deliver({ type: 'checkout.session.completed', object: pending })).statusCode).toBe(200);
    const status = await api.app.inject({ url: `/api/checkout/session/${created.sessionId}` });
    expect(status.json()).toMatchObject({ status: 'processing', orderId: null });
    await api.db.query(
      `UPDATE checkout_session SET expires_at = now() - interval '1 day' WHERE provider_session_id = $1`,
      [created.sessionId],
    );
    await api.checkout.sweep();
    expect(await stockOf(api, product.id)).toBe(held);
    const settled = paid(pending, 1500);
    expect(
      (await deliver({ type: 'checkout.session.async_payment_succeeded', object: settled })).statusCode,
    ).toBe(200);
    const done = await api.app.inject({ url: `/api/checkout/session/${created.sessionId}` });
    expect(done.json()).toMatchObject({ status: 'complete', orderId: expect.any(String) });
    expect(await stockOf(api, product.id)).toBe(held);
  });

  it('gives the units back and answers 503 when Stripe refuses to create the session', async () => {
    const [product] = await productsOnSale(api, 5);
    const before = await stockOf(api, product!.id);
    const cart = await withCheapestService(api, cartOf([{ product: product!, quantity: 1 }], SYDNEY));
    stub.failOnce();
    const res = await createSession(api, cart);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The payment service is unavailable. Please try again shortly.');
    expect(await stockOf(api, product!.id)).toBe(before);
    // The refusal is expected; Stripe's error behind it is reported, with the answer's request id.
    const event = await until(
      () =>
        reports.items.find((item) => JSON.stringify(item.payload['exception']).includes('stub refused'))
          ?.payload,
      "Stripe's error reported",
    );
    expect(event['tags']).toMatchObject({
      request_id: res.headers['x-request-id'],
      route: '/api/checkout/session',
    });
  });
});

describe('the expiry sent to Stripe', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('keeps a minute of margin inside the 30 minutes to 24 hours Stripe accepts', () => {
    expect(stripeExpiry(new Date(now + 30 * 60_000), now)).toBe((now + 31 * 60_000) / 1000);
    expect(stripeExpiry(new Date(now + 2 * 3600_000), now)).toBe((now + 2 * 3600_000) / 1000);
    expect(stripeExpiry(new Date(now + 48 * 3600_000), now)).toBe((now + (24 * 60 - 1) * 60_000) / 1000);
  });
});
