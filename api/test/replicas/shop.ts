/**
 * Shoppers over real HTTP: each request names its shopper's address in X-Forwarded-For (the replicas trust
 * 127.0.0.1, the test, as their proxy), since holds and rate limits are counted per address.
 */
import type { Cart } from '@sencha/shared/contract';
import { cartOf, sandboxCardForm, type SeededProduct, SYDNEY } from '../commerce';
import type { TestDatabase } from './database';
import type { Replica } from './harness';

export interface Answer {
  status: number;
  body: string;
}

/** Parses a JSON answer's body. */
export function json<T>(answer: Answer): T {
  return JSON.parse(answer.body) as T;
}

/** Client addresses no earlier run used: a shared Redis (TEST_REDIS_URL) may still count the last run's. */
export function addressesOf(count: number): string[] {
  const a = 1 + Math.floor(Math.random() * 250);
  const b = Math.floor(Math.random() * 250);
  return Array.from({ length: count }, (_, i) => `10.${a}.${b + Math.floor(i / 250)}.${1 + (i % 250)}`);
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.text() };
}

export async function postJson(
  replica: Replica,
  url: string,
  body: unknown,
  address: string,
): Promise<Answer> {
  return answer(
    await fetch(`${replica.origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  );
}

export async function get(replica: Replica, url: string): Promise<Answer> {
  return answer(await fetch(`${replica.origin}${url}`));
}

/** Seeded products on sale with at least `minStock` units, cheapest first (each test takes its own). */
export async function productsOnSale(db: TestDatabase, minStock = 1): Promise<SeededProduct[]> {
  const rows = await db.query<SeededProduct & { price: string }>(
    `SELECT id, slug, name, price_cents / 100.0 AS price, stock, weight_grams AS weight FROM tea_item_product
     WHERE on_sale_from <= now() AND stock >= $1 ORDER BY price_cents, id`,
    [minStock],
  );
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

export async function setStock(db: TestDatabase, productId: number, stock: number): Promise<void> {
  await db.query('UPDATE tea_item_product SET stock = $2 WHERE id = $1', [productId, stock]);
  // As the admin routes do after a catalogue write: every replica's poll sees a new version.
  await db.query('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
}

export async function stockOf(db: TestDatabase, productId: number): Promise<number> {
  const [row] = await db.query<{ stock: number }>('SELECT stock FROM tea_item_product WHERE id = $1', [
    productId,
  ]);
  return row!.stock;
}

/** A cart of `quantity` units to Sydney with the cheapest service, as the cart page makes it. */
export async function cartFor(
  replica: Replica,
  product: SeededProduct,
  quantity: number,
  address: string,
): Promise<Cart> {
  const cart = cartOf([{ product, quantity }], SYDNEY);
  const services = await postJson(replica, '/api/shipping/services', cart, address);
  if (services.status !== 200) throw new Error(`services answered ${services.status}: ${services.body}`);
  const [cheapest] = json<NonNullable<Cart['shippingService']>[]>(services);
  return { ...cart, shippingService: cheapest };
}

export function createSession(replica: Replica, cart: Cart, address: string): Promise<Answer> {
  return postJson(replica, '/api/checkout/session', cart, address);
}

/** Pays a sandbox session through its form, as a shopper's browser posts it. */
export async function payWithSandbox(replica: Replica, sessionId: string, address: string): Promise<Answer> {
  const form = sandboxCardForm();
  return answer(
    await fetch(`${replica.origin}/api/checkout/sandbox/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: form.toString(),
    }),
  );
}

/** Orders made of the checkout session the provider knows as `sessionId`. */
export async function ordersOf(db: TestDatabase, sessionId: string): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(
    `SELECT o.id FROM customer_order o JOIN checkout_session s ON s.id = o.checkout_session_id
     WHERE s.provider_session_id = $1`,
    [sessionId],
  );
}

/** An order's confirmation e-mail: when it was sent, and how many sends were claimed (orders/confirmation.ts). */
export async function confirmationOf(
  db: TestDatabase,
  orderId: string,
): Promise<{ sentAt: Date | null; attempts: number }> {
  const [row] = await db.query<{ sentAt: Date | null; attempts: number }>(
    `SELECT confirmation_sent_at AS "sentAt", confirmation_attempts AS attempts FROM customer_order WHERE id = $1`,
    [orderId],
  );
  return row!;
}

/** Polls `probe` until it answers true, or fails after `deadlineMs` with `what`. */
export async function eventually(
  what: string,
  deadlineMs: number,
  probe: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`not within ${deadlineMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
