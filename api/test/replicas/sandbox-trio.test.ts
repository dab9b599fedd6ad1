/**
 * Three replicas of the built API with the sandbox payment provider, on one database, one Redis and one
 * outbox: the shop stays one shop. Each test takes products of its own, so that they share the trio.
 */
import type { CartValidationResult } from '@sencha/shared/contract';
import type { SeededProduct } from '../commerce';
import { describeReplicas, itUnless, useTrio } from './harness';
import { redisUnavailable } from './redis';
import {
  addressesOf,
  cartFor,
  confirmationOf,
  createSession,
  eventually,
  get,
  json,
  ordersOf,
  payWithSandbox,
  postJson,
  productsOnSale,
  setStock,
  stockOf,
} from './shop';

const CATALOG_POLL_MS = 2000;
/** Every replica polls the catalogue version on its own timer: a change shows within a poll, a few at most. */
const POLL_DEADLINE_MS = 3 * CATALOG_POLL_MS + 2000;
const RATE_LIMIT_MAX = 10;

const noRedis = redisUnavailable();

describeReplicas('three sandbox replicas on one database', () => {
  const trio = useTrio({ redis: !noRedis, env: { CATALOG_POLL_MS: String(CATALOG_POLL_MS) } });
  let products: SeededProduct[];

  beforeAll(async () => {
    products = await productsOnSale(trio.db, 20);
  });

  it('sells S units exactly once to shoppers racing on different replicas, refusing the rest without a 5xx', async () => {
    const S = 5;
    const shoppers = addressesOf(16);
    const product = products[0]!;
    await setStock(trio.db, product.id, S);
    const cart = await cartFor(trio.replicas[0]!, product, 1, shoppers[0]!);

    const answers = await Promise.all(
      shoppers.map((address, i) => createSession(trio.replicas[i % 3]!, cart, address)),
    );

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBe(S);
    // The API's "sold out" is the cart validation result (400), the answer the cart page shows.
    const refused = answers.filter((a) => a.status === 400);
    expect(refused.length).toBe(shoppers.length - S);
    for (const r of refused)
      expect(json<CartValidationResult>(r).items[String(product.id)]).toEqual([
        expect.stringMatching(/sold out|out of stock/),
      ]);

    const holding = await trio.db.query<{ provider_session_id: string }>(
      `SELECT s.provider_session_id FROM checkout_session s JOIN checkout_session_line l ON l.session_id = s.id
       WHERE l.product_id = $1 AND s.released_at IS NULL`,
      [product.id],
    );
    expect(holding.map((h) => h.provider_session_id).sort()).toEqual(
      created.map((a) => json<{ sessionId: string }>(a).sessionId).sort(),
    );
    expect(await stockOf(trio.db, product.id)).toBe(0);
  });

  it('shows a reservation made on one replica in the stock of every replica within the catalogue poll', async () => {
    const product = products[1]!;
    const [address] = addressesOf(1);
    const shownStock = async (i: number) =>
      json<{ stock: number }>(await get(trio.replicas[i]!, `/api/tea-item/${product.slug}`)).stock;
    const allShow = (stock: number) => async () =>
      (await Promise.all([0, 1, 2].map(shownStock))).every((shown) => shown === stock);

    await setStock(trio.db, product.id, 10);
    await eventually('every replica shows the stock set', POLL_DEADLINE_MS, allShow(10));
    const cart = await cartFor(trio.replicas[0]!, product, 2, address!);
    expect((await createSession(trio.replicas[0]!, cart, address!)).status).toBe(201);

    await eventually('every replica shows the reservation', POLL_DEADLINE_MS, allShow(8));
  });

  itUnless(
    // Without a Redis the replicas could only count apart: the limit would be three times the setting.
    noRedis,
    'meets one rate limit for one address across the replicas',
    async () => {
      const [address, other] = addressesOf(2);
      // Priced from another address: its POST to /api/shipping/services is not one of the counted.
      const cart = await cartFor(trio.replicas[0]!, products[3]!, 1, other!);
      const posts = RATE_LIMIT_MAX * 3;

      // POST /api/cart/validate has the default limit (RATE_LIMIT_MAX per address per window) and no effects.
      const answers = await Promise.all(
        Array.from({ length: posts }, (_, i) =>
          postJson(trio.replicas[i % 3]!, '/api/cart/validate', cart, address!),
        ),
      );

      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
      expect(statuses.filter((s) => s === 429)).toHaveLength(posts - RATE_LIMIT_MAX);
    },
  );

  it('makes one order and one confirmation e-mail of one sandbox payment posted to every replica at once', async () => {
    const product = products[2]!;
    const [address] = addressesOf(1);
    const cart = await cartFor(trio.replicas[1]!, product, 1, address!);
    const created = await createSession(trio.replicas[1]!, cart, address!);
    expect(created.status).toBe(201);
    const { sessionId } = json<{ sessionId: string }>(created);
    // Each replica shows the form first, as the shopper's browser would: a process's first request on a route
    // is slow (lazy compilation), and would spread the payments in time so that they did not overlap.
    for (const r of trio.replicas)
      expect((await get(r, `/api/checkout/sandbox/${sessionId}`)).status).toBe(200);

    // Several posts per replica (a double-submitted form too): all at once, so that fulfilments overlap.
    const paid = await Promise.all(
      [...trio.replicas, ...trio.replicas, ...trio.replicas].map((r) =>
        payWithSandbox(r, sessionId, address!),
      ),
    );

    expect(paid.map((p) => p.status)).toEqual(paid.map(() => 200));
    const orders = await ordersOf(trio.db, sessionId);
    expect(orders).toHaveLength(1);
    // Sent in the background: the order records the send once its .eml is written.
    const sent = () => confirmationOf(trio.db, orders[0]!.id);
    await eventually('the confirmation is sent', 10_000, async () => (await sent()).sentAt !== null);
    expect((await sent()).attempts).toBe(1);
    // Nothing else in this trio sends mail.
    expect(trio.mails()).toHaveLength(1);
  });
});
