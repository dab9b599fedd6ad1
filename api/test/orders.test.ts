import type { AddressInfo } from 'node:net';
import { adminCommand } from '../src/cli/adminCommand';
import { OrderSchema, ReviewSavedSchema } from '@sencha/shared/contract';
import {
  cartOf,
  createSession,
  payWithSandbox,
  placeOrder as placeOrderWith,
  productsOnSale,
  stockOf,
  SYDNEY,
  withCheapestService,
} from './commerce';
import type { RecordingMailer, TestApi } from './helpers';
import { createTestApi, expectShape, recordingMailer, targets } from './helpers';

const TOKEN = 'operator-token-fixture-0123456789';
const review = (api: TestApi, orderId: string, body: object) =>
  api.app.inject({ method: 'POST', url: `/api/order/${orderId}/review`, payload: body });
const bearer = { authorization: `Bearer ${TOKEN}` };

describe.each(targets)('orders, reviews and the operator on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target, { adminToken: TOKEN });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  const placeOrder = (quantity = 2) => placeOrderWith(api, quantity);
  const setState = (orderId: string, state: string, headers: Record<string, string> = bearer) =>
    api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/delivery-states`,
      headers,
      payload: { state },
    });

  it('answers 404 for an unknown or malformed order id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1']) {
      const res = await api.app.inject({ url: `/api/order/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
  });

  it('refuses operator routes without a valid token', async () => {
    const { orderId } = await placeOrder(1);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: TOKEN },
      { authorization: 'Basic eDp5' },
    ];
    for (const headers of attempts) {
      const res = await setState(orderId, 'processing', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('A valid operator token is required.');
      expect((await api.app.inject({ url: '/api/admin/orders', headers })).statusCode).toBe(401);
      expect(
        (await api.app.inject({ method: 'POST', url: `/api/admin/reviews/${orderId}/approve`, headers }))
          .statusCode,
      ).toBe(401);
    }
    const order = await api.app.inject({ url: `/api/order/${orderId}` });
    expect(order.json().deliveryStates).toHaveLength(1);
  });

  it('moves states forward only, newest first, and lists orders by state', async () => {
    const { orderId } = await placeOrder(1);
    expect((await setState(orderId, 'processing')).statusCode).toBe(200);
    const back = await setState(orderId, 'processing');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Delivery states only move forward: this order is already processing.');
    const moved = await setState(orderId, 'in transit');
    expectShape(OrderSchema, moved.json());
    expect(moved.json().deliveryStates.map((s: { state: string }) => s.state)).toEqual([
      'in transit',
      'processing',
      'pending',
    ]);
    expect((await setState(orderId, 'shipped')).statusCode).toBe(400);
    const listed = await api.app.inject({ url: '/api/admin/orders?state=in%20transit', headers: bearer });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: orderId,
        state: 'in transit',
        itemCount: 1,
        customerEmail: 'mei@example.com',
      }),
    ]);
  });

  it('returns the units to stock when an order is cancelled before transit, not after', async () => {
    const early = await placeOrder(2);
    const before = await stockOf(api, early.productId);
    expect((await setState(early.orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(api, early.productId)).toBe(before + 2);
    expect((await setState(early.orderId, 'processing')).json().message).toBe(
      'This order is cancelled: its delivery state can no longer change.',
    );
    const late = await placeOrder(1);
    await setState(late.orderId, 'in transit');
    const held = await stockOf(api, late.productId);
    await setState(late.orderId, 'cancelled');
    expect(await stockOf(api, late.productId)).toBe(held);
  });

  it('takes a review only once delivered, edits it until approved, then keeps it read-only', async () => {
    const { orderId } = await placeOrder(1);
    const early = await review(api, orderId, { starRating: 5, reviewText: 'Lovely' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can review an order once it has been delivered.');
    await setState(orderId, 'delivered');
    for (const bad of [
      { starRating: 0 },
      { starRating: 6 },
      { starRating: 4.5 },
      { starRating: 4, reviewText: 'x'.repeat(2001) },
      { starRating: 3, reviewText: 'a\u0000' },
    ])
      expect((await review(api, orderId, bad)).statusCode).toBe(400);
    const saved = await review(api, orderId, { starRating: 4, reviewText: ' Fragrant and smooth. ' });
    expect(saved.statusCode).toBe(200);
    expectShape(ReviewSavedSchema, saved.json());
    const edited = await review(api, orderId, { starRating: 5, reviewText: 'Even better the second time.' });
    expect(edited.json().orderReview).toEqual({
      starRating: 5,
      reviewText: 'Even better the second time.',
      approvedDate: null,
    });
    const pending = await api.app.inject({ url: '/api/admin/orders?state=delivered', headers: bearer });
    expect(pending.json().find((o: { id: string }) => o.id === orderId).reviewPending).toBe(true);

    const approved = await api.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${orderId}/approve`,
      headers: bearer,
    });
    expect(approved.statusCode).toBe(200);
    const order = (await api.app.inject({ url: `/api/order/${orderId}` })).json();
    expect(order.orderReview).toMatchObject({ starRating: 5, reviewText: 'Even better the second time.' });
    expect(Date.parse(order.orderReview.approvedDate)).not.toBeNaN();
    const late = await review(api, orderId, { starRating: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This review has been published and can no longer be changed.');
  });
});

describe.each(targets)('order confirmation e-mail on %s', (target) => {
  let api: TestApi;
  let mailer: RecordingMailer;
  beforeAll(async () => {
    mailer = recordingMailer();
    api = await createTestApi(target, {}, { mailer });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  const confirmation = async (orderId: string) =>
    (
      await api.db.query<{ confirmation_sent_at: Date | null; confirmation_attempts: number }>(
        'SELECT confirmation_sent_at, confirmation_attempts FROM customer_order WHERE id = $1',
        [orderId],
      )
    )[0];
  const mailsFor = (orderId: string) => mailer.sent.filter((m) => m.text.includes(orderId));

  it('keeps an order whose confirmation failed unsent, and the sweep sends it exactly once later', async () => {
    mailer.failing = true;
    const { orderId } = await placeOrderWith(api, 1);
    await api.orderMail.idle();
    expect(await confirmation(orderId)).toEqual({ confirmation_sent_at: null, confirmation_attempts: 1 });
    expect(mailsFor(orderId)).toEqual([]);

    mailer.failing = false;
    // The sweep leaves an order's first minute to its own send.
    await api.checkout.sweep();
    expect((await confirmation(orderId))?.confirmation_attempts).toBe(1);

    await api.db.query(`UPDATE customer_order SET created_at = now() - interval '2 minutes' WHERE id = $1`, [
      orderId,
    ]);
    await Promise.all([api.checkout.sweep(), api.orderMail.retryUnsent()]);
    await api.checkout.sweep();
    const mails = mailsFor(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'mei@example.com', from: 'Sencha Tea <orders@senchatea.com.au>' });
    const sent = await confirmation(orderId);
    expect(sent?.confirmation_sent_at).toBeInstanceOf(Date);
    expect(sent?.confirmation_attempts).toBe(2);
  });
});

describe('the operator command', () => {
  it('lists, moves and approves through the operator routes of a running API', async () => {
    const api = await createTestApi('pglite', { adminToken: TOKEN });
    try {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const env = {
        token: TOKEN,
        apiUrl: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`,
      };
      const [product] = await productsOnSale(api, 5);
      const cart = await withCheapestService(api, cartOf([{ product: product!, quantity: 1 }], SYDNEY));
      const { sessionId } = (await createSession(api, cart)).json<{ sessionId: string }>();
      await payWithSandbox(api, sessionId);
      const listed = await adminCommand(['orders', 'pending'], env);
      expect(listed.code).toBe(0);
      const [order] = JSON.parse(listed.output) as { id: string }[];
      const moved = await adminCommand(['state', order!.id, 'in', 'transit'], env);
      expect(JSON.parse(moved.output).deliveryStates[0].state).toBe('in transit');
      expect(await adminCommand(['state', order!.id, 'processing'], env)).toEqual({
        code: 1,
        output: '409: Delivery states only move forward: this order is already in transit.',
      });
      await adminCommand(['state', order!.id, 'delivered'], env);
      await review(api, order!.id, { starRating: 5 });
      expect((await adminCommand(['approve', order!.id], env)).code).toBe(0);
      expect(await adminCommand(['orders'], { ...env, token: 'wrong' })).toEqual({
        code: 1,
        output: '401: A valid operator token is required.',
      });
      expect((await adminCommand(['refund'], env)).code).toBe(2);
    } finally {
      await api.cleanup();
    }
  });
});

describe('operator routes without ADMIN_TOKEN', () => {
  it('do not exist', async () => {
    const api = await createTestApi('pglite');
    try {
      expect((await api.app.inject({ url: '/api/admin/orders', headers: bearer })).statusCode).toBe(404);
    } finally {
      await api.cleanup();
    }
  });
});
