/**
 * Three replicas of the built API with Stripe as the provider (a double at the network edge): a webhook that
 * reaches every replica at once, and a replica killed in the middle of checkouts. The sweep runs often here
 * (CHECKOUT_SWEEP_MS) and releases Stripe sessions as soon as they expire (STRIPE_RELEASE_GRACE_MS=0).
 */
import type { SeededProduct } from '../commerce';
import { describeReplicas, type Replica, useTrio } from './harness';
import { redisUnavailable } from './redis';
import {
  type Answer,
  addressesOf,
  cartFor,
  confirmationOf,
  createSession,
  eventually,
  json,
  ordersOf,
  productsOnSale,
  setStock,
  stockOf,
} from './shop';
import {
  completedEvent,
  signedEvent,
  startStripeDouble,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  type StripeDouble,
} from '../stripeDouble';

const SWEEP_MS = 500;

describeReplicas('three Stripe replicas on one database', () => {
  let stripe: StripeDouble;
  // Before the trio's hook (hooks run in order): the replicas need the double's address.
  beforeAll(async () => {
    stripe = await startStripeDouble();
  });
  afterAll(async () => {
    await stripe?.close();
  });
  const trio = useTrio({
    redis: !redisUnavailable(),
    env: () => ({
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.base,
      CHECKOUT_SWEEP_MS: String(SWEEP_MS),
      STRIPE_RELEASE_GRACE_MS: '0',
    }),
  });
  let products: SeededProduct[];

  beforeAll(async () => {
    products = await productsOnSale(trio.db, 20);
  });

  function deliver(replica: Replica, event: { body: string; signature: string }): Promise<Answer> {
    return fetch(`${replica.origin}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    }).then(async (r) => ({ status: r.status, body: await r.text() }));
  }

  /**
   * The replica that holds the sweep's lease now (its holder names its pid: jobs/lease.ts), else the first: the
   * kill then takes the lease with it, and the survivors sweep only once it has lapsed.
   */
  async function leaseHolder(): Promise<Replica> {
    const [lease] = await trio.db.query<{ holder: string }>(
      "SELECT holder FROM job_lease WHERE name = 'checkout-sweep' AND lease_until > now()",
    );
    const pid = Number(lease?.holder.split(':')[1]);
    return trio.replicas.find((r) => r.child.pid === pid) ?? trio.replicas[0]!;
  }

  it('makes one order and one confirmation e-mail of one webhook delivered to every replica at once', async () => {
    const product = products[0]!;
    const [address] = addressesOf(1);
    const cart = await cartFor(trio.replicas[1]!, product, 1, address!);
    const created = await createSession(trio.replicas[1]!, cart, address!);
    expect(created.status).toBe(201);
    const { sessionId } = json<{ sessionId: string }>(created);
    const stockBefore = await stockOf(trio.db, product.id);
    const event = completedEvent(stripe.sessions.get(sessionId)!, 2500);
    // An event the API ignores, to each replica first: a process's first request on a route is slow (lazy
    // compilation), and would spread the deliveries in time so that they did not overlap.
    for (const r of trio.replicas)
      expect((await deliver(r, signedEvent('customer.created', { id: 'cus_warm' }))).status).toBe(200);

    // Stripe may deliver an event more than once: several deliveries per replica, all at once.
    const answers = await Promise.all(
      [...trio.replicas, ...trio.replicas, ...trio.replicas].map((r) => deliver(r, event)),
    );

    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const orders = await ordersOf(trio.db, sessionId);
    expect(orders).toHaveLength(1);
    const sent = () => confirmationOf(trio.db, orders[0]!.id);
    await eventually('the confirmation is sent', 10_000, async () => (await sent()).sentAt !== null);
    expect((await sent()).attempts).toBe(1);
    expect(trio.mails()).toHaveLength(1);
    // The order keeps the unit its session reserved: fulfilment takes no stock a second time.
    expect(await stockOf(trio.db, product.id)).toBe(stockBefore);
  });

  it('loses nothing acknowledged when a replica is killed mid-checkout, and releases its reservations once', async () => {
    const product = products[1]!;
    const START = 30;
    await setStock(trio.db, product.id, START);
    const shoppers = addressesOf(15);
    const cart = await cartFor(trio.replicas[0]!, product, 1, shoppers[0]!);
    const sessionIdOf = (a: Answer) => json<{ sessionId: string }>(a).sessionId;
    const onEach = (addresses: string[]) =>
      addresses.map((address, i) => ({ address, replica: trio.replicas[i % 3]! }));

    // Before the kill: two sessions on each replica, two of them paid.
    const before = await Promise.all(
      onEach(shoppers.slice(0, 6)).map((s) => createSession(s.replica, cart, s.address)),
    );
    expect(before.map((a) => a.status)).toEqual(before.map(() => 201));
    const paid = before.slice(0, 2).map(sessionIdOf);
    for (const [i, id] of paid.entries())
      expect((await deliver(trio.replicas[i]!, completedEvent(stripe.sessions.get(id)!, 1000))).status).toBe(
        200,
      );

    // Mid-checkout: three checkouts on each replica, every one with its unit reserved and waiting for Stripe.
    stripe.hold();
    const received = stripe.received();
    const during = onEach(shoppers.slice(6)).map((s) => ({
      ...s,
      answer: createSession(s.replica, cart, s.address).catch(() => ({ status: 0, body: '' })),
    }));
    await eventually('the checkouts reach Stripe', 10_000, async () => stripe.received() === received + 9);
    const victim = await leaseHolder();
    await victim.kill('SIGKILL');
    stripe.release();
    const after = await Promise.all(during.map(async (d) => ({ ...d, answer: await d.answer })));
    const [lost, survived] = [
      after.filter((d) => d.replica === victim),
      after.filter((d) => d.replica !== victim),
    ];
    expect(lost.map((d) => d.answer.status)).toEqual([0, 0, 0]);
    expect(survived.map((d) => d.answer.status)).toEqual(survived.map(() => 201));

    // Everything acknowledged is there: each session answered 201, each order answered 200.
    const acknowledged = [...before, ...survived.map((d) => d.answer)].map(sessionIdOf);
    const stored = await trio.db.query<{ provider_session_id: string }>(
      'SELECT provider_session_id FROM checkout_session WHERE provider_session_id = ANY($1)',
      [acknowledged],
    );
    expect(stored.map((s) => s.provider_session_id).sort()).toEqual([...acknowledged].sort());
    for (const id of paid) expect(await ordersOf(trio.db, id)).toHaveLength(1);
    // The victim died between reservation and payment session: its three still hold their units, unanswered.
    const orphans = await trio.db.query<{ id: string }>(
      `SELECT s.id FROM checkout_session s JOIN checkout_session_line l ON l.session_id = s.id
       WHERE l.product_id = $1 AND s.status = 'creating'`,
      [product.id],
    );
    expect(orphans).toHaveLength(3);

    // The reservations' time passes (the TTL cannot be shorter than 30 minutes, what Stripe accepts): the
    // survivors' sweep releases them, the victim's unfinished ones too.
    const expired = await trio.db.query<{ id: string }>(
      `UPDATE checkout_session SET expires_at = now() - interval '1 second'
       WHERE released_at IS NULL AND status IN ('creating', 'open')
         AND id IN (SELECT session_id FROM checkout_session_line WHERE product_id = $1) RETURNING id`,
      [product.id],
    );
    expect(expired).toHaveLength(shoppers.length - paid.length);
    const expected = START - paid.length;
    const releasedAt = async () =>
      trio.db.query<{ id: string; released_at: Date | null }>(
        'SELECT id, released_at FROM checkout_session WHERE id = ANY($1) ORDER BY id',
        [expired.map((e) => e.id)],
      );
    let highest = 0;
    await eventually('the sweep releases every expired reservation', 20 * SWEEP_MS + 5000, async () => {
      const stock = await stockOf(trio.db, product.id);
      highest = Math.max(highest, stock);
      return stock === expected && (await releasedAt()).every((r) => r.released_at !== null);
    });
    const released = await releasedAt();

    // More sweeps run on the survivors: none releases a session again (the stock would rise above its start).
    await new Promise((resolve) => setTimeout(resolve, 4 * SWEEP_MS));
    expect(await stockOf(trio.db, product.id)).toBe(expected);
    expect(highest).toBe(expected);
    expect(await releasedAt()).toEqual(released);
  });
});
