import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { backgroundFailure, type ErrorReporter } from '../http/errorReporting';
import { checkCart } from '../cart/validation';
import type { Database, Queryable } from '../db/database';
import type {
  Cart,
  CartValidationResult,
  CheckoutSession,
  CheckoutSessionCreated,
} from '@sencha/shared/contract';
import { HttpError } from '../http/errors';
import type { OrderMail } from '../orders/confirmation';
import type { PaymentOutcome, PaymentProvider } from '../payments/provider';
import type { ShippingQuotes } from '../shipping/service';
import { announceStockChange, returnStock, takeStock, takeStockAnyway, unitsByProduct } from './stock';

export interface CheckoutOptions {
  /** The configured provider, or the reason checkout is refused (e.g. the sandbox in production). */
  provider: PaymentProvider | { refused: string };
  /** How long a session (and its reservation) lasts. Stripe accepts 30 minutes to 24 hours. */
  sessionTtlMs: number;
  /** Stripe sessions are released this long after they expire, if no webhook said so first. */
  stripeReleaseGraceMs: number;
  /** How often expired reservations are released and unsent e-mails retried (0: never, tests). */
  sweepMs: number;
  log: FastifyBaseLogger;
  /** Where background failures are reported besides the log (docs/observability.md#api-errors). */
  reporter?: ErrorReporter;
  mail: OrderMail;
  /** Other background e-mail whose failed sends the sweep retries too (contact messages). */
  otherMail?: readonly { retryUnsent(): Promise<void> }[];
}

/** A cart that failed validation: 400 with the validation result as the body. */
export class CartRejected extends Error {
  readonly statusCode = 400;
  constructor(readonly result: CartValidationResult) {
    super('The cart is not valid.');
    this.name = 'CartRejected';
  }
}

/** Open sessions one client may hold: a new one beyond this releases the client's oldest (docs/commerce.md). */
export const MAX_OPEN_SESSIONS_PER_CLIENT = 3;
/** How long one answer of the provider about a session is reused (the status page polls; Stripe has limits). */
const PROVIDER_LOOKUP_MS = 2000;
const SWEEP_BATCH = 100;
const SWEEP_BATCHES = 20;

export const PAYMENT_UNAVAILABLE = 'The payment service is unavailable. Please try again shortly.';
const NOT_FOUND = 'Checkout session not found.';

interface SessionRow {
  id: string;
  provider: string;
  provider_session_id: string | null;
  status: string;
  items_cents: number;
  shipping_cents: number;
  shipping_service_code: string;
  shipping_service_name: string;
  shipping_address: unknown;
  customer_email: string | null;
  order_id: string | null;
  released_at: Date | null;
  expires_at: Date;
}

interface LineRow {
  position: number;
  product_id: number;
  name: string;
  slug: string;
  image_url: string;
  quantity: number;
  unit_price_cents: number;
}

const publicStatus = (status: string): string =>
  status === 'creating' ? 'open' : status === 'failed' ? 'expired' : status;

/**
 * Checkout (docs/commerce.md#checkout): validates the cart again, reserves its units, creates the payment
 * session; fulfils a paid session exactly once (webhook, status page and sandbox all call fulfil), and
 * releases the units of sessions that expire.
 */
export class CheckoutService {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private readonly lookups = new Map<string, { at: number; outcome: Promise<PaymentOutcome | null> }>();

  constructor(
    private readonly db: Database,
    private readonly quotes: ShippingQuotes,
    private readonly options: CheckoutOptions,
  ) {}

  get providerName(): string | null {
    return 'name' in this.options.provider ? this.options.provider.name : null;
  }

  private provider(): PaymentProvider {
    const provider = this.options.provider;
    if ('refused' in provider) throw new HttpError(503, provider.refused);
    return provider;
  }

  /** Stock changed: the catalogue cache reloads. Its failure only delays that (logged, never thrown). */
  private async announce(): Promise<void> {
    await announceStockChange(this.db).catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'catalogue version bump failed'),
    );
  }

  /** Releases the client's oldest open sessions so that it holds fewer than the cap before a new one. */
  private async limitOpenSessions(clientKey: string): Promise<void> {
    const open = await this.db.query<{ id: string }>(
      `SELECT id FROM checkout_session
       WHERE client_key = $1 AND released_at IS NULL AND status IN ('creating', 'open')
       ORDER BY created_at DESC`,
      [clientKey],
    );
    for (const { id } of open.slice(MAX_OPEN_SESSIONS_PER_CLIENT - 1)) await this.release(id, 'expired');
  }

  /** @param client the caller's address (stored hashed), to bound the sessions one client holds */
  async create(cart: Cart, client: string): Promise<CheckoutSessionCreated> {
    const provider = this.provider();
    const check = await checkCart(this.db, this.quotes, cart);
    if (!check.ok || !check.shipping || !cart.shippingAddress) throw new CartRejected(check.result);
    const shipping = check.shipping;
    const address = cart.shippingAddress;
    const clientKey = crypto.createHash('sha256').update(`checkout-client:${client}`).digest('base64url');
    await this.limitOpenSessions(clientKey);
    const id = crypto.randomUUID();
    const expiresAt = new Date(Date.now() + this.options.sessionTtlMs);
    const shippingCents = Math.round(shipping.price * 100);
    const lines = check.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity, line }));

    const short = await this.db
      .transaction(async (tx) => {
        await tx.query(
          `INSERT INTO checkout_session (id, provider, status, items_cents, shipping_service_code, shipping_service_name,
           shipping_cents, shipping_address, expires_at, client_key)
         VALUES ($1, $2, 'creating', $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            provider.name,
            check.itemsCents,
            shipping.serviceCode,
            shipping.serviceName,
            shippingCents,
            JSON.stringify(address),
            expiresAt,
            clientKey,
          ],
        );
        const missing = await takeStock(tx, unitsByProduct(lines));
        if (missing !== null) {
          // Nothing of this transaction stays: throwing rolls back the session and the units taken so far.
          throw new ShortOfStock(missing);
        }
        for (const [position, { line }] of lines.entries()) {
          await tx.query(
            `INSERT INTO checkout_session_line (session_id, position, product_id, name, slug, image_url, quantity,
             unit_price_cents) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              id,
              position,
              line.product.id,
              line.product.name,
              line.product.slug,
              line.product.imageUrl,
              line.quantity,
              line.product.priceCents,
            ],
          );
        }
        return null;
      })
      .catch(async (error: unknown) => {
        if (error instanceof ShortOfStock) return error.productId;
        throw error;
      });
    if (short === null) await this.announce();
    if (short !== null) {
      // Someone else reserved the last units meanwhile: the shopper sees the stock as it is now.
      const again = await checkCart(this.db, this.quotes, cart);
      throw new CartRejected(again.ok ? soldOut(check.lines, short) : again.result);
    }

    let session;
    try {
      session = await provider.createSession({
        reference: id,
        lines: check.lines.map((line) => ({
          name: line.product.name,
          imageUrl: line.product.imageUrl,
          unitAmountCents: line.product.priceCents,
          quantity: line.quantity,
        })),
        shipping: { name: shipping.serviceName, amountCents: shippingCents },
        address,
        expiresAt,
      });
    } catch (error) {
      this.options.log.error({ err: error }, 'payment session creation failed');
      await this.release(id, 'failed');
      // The refusal is the shopper's answer; its cause is what the error handler reports.
      throw new HttpError(503, PAYMENT_UNAVAILABLE, { cause: error });
    }
    await this.db.query(
      `UPDATE checkout_session SET provider_session_id = $2, status = 'open' WHERE id = $1 AND status = 'creating'`,
      [id, session.providerSessionId],
    );
    return {
      sessionId: session.providerSessionId,
      provider: provider.name,
      clientSecret: session.clientSecret,
      url: session.url,
      expiresAt: expiresAt.toISOString(),
    };
  }

  private async row(
    providerSessionId: string,
    tx: Queryable = this.db,
    lock = false,
  ): Promise<SessionRow | undefined> {
    const rows = await tx.query<SessionRow>(
      `SELECT * FROM checkout_session WHERE provider_session_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [providerSessionId],
    );
    return rows[0];
  }

  /** GET /checkout/session/{id}: asks Stripe when our row is still open, so a late webhook never matters. */
  async status(providerSessionId: string): Promise<CheckoutSession> {
    let row = await this.row(providerSessionId);
    if (!row) throw new HttpError(404, NOT_FOUND);
    if (row.status === 'open' && row.provider !== 'sandbox') {
      let outcome: PaymentOutcome | null;
      try {
        outcome = await this.lookup(providerSessionId);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        this.options.log.error({ err: error }, 'checkout session retrieval failed');
        throw new HttpError(503, PAYMENT_UNAVAILABLE, { cause: error });
      }
      if (outcome) await this.settle(outcome);
      row = (await this.row(providerSessionId)) ?? row;
    }
    return {
      status: publicStatus(row.status),
      customer_email: row.customer_email,
      customer_details: { email: row.customer_email },
      orderId: row.order_id,
      sessionId: providerSessionId,
    };
  }

  /** The provider's view of a session, shared by concurrent and close-together status requests. */
  private lookup(providerSessionId: string): Promise<PaymentOutcome | null> {
    const now = Date.now();
    const recent = this.lookups.get(providerSessionId);
    if (recent && now - recent.at < PROVIDER_LOOKUP_MS) return recent.outcome;
    for (const [key, entry] of this.lookups)
      if (now - entry.at >= PROVIDER_LOOKUP_MS) this.lookups.delete(key);
    const outcome = this.provider().retrieveSession(providerSessionId);
    this.lookups.set(providerSessionId, { at: now, outcome });
    // A failed lookup is not reused.
    outcome.catch(() => this.lookups.delete(providerSessionId));
    return outcome;
  }

  /** Acts on a provider's outcome: fulfil a paid session, release an expired one, note an unpaid complete one. */
  async settle(outcome: PaymentOutcome): Promise<string | null> {
    if (outcome.status === 'complete' && outcome.paid) return this.fulfil(outcome);
    if (outcome.status === 'expired') {
      const row = await this.row(outcome.providerSessionId);
      if (row) await this.release(row.id, 'expired');
      return null;
    }
    if (outcome.status === 'complete') {
      // Paid later (bank debits): the units stay reserved (the sweep skips 'processing') until the async
      // payment succeeds or fails.
      await this.db.query(
        `UPDATE checkout_session SET status = 'processing', customer_email = COALESCE($2, customer_email)
         WHERE provider_session_id = $1 AND status = 'open'`,
        [outcome.providerSessionId, outcome.email],
      );
    }
    return null;
  }

  /** A paid session becomes an order, exactly once; answers the order id (null for an unknown session). */
  async fulfil(outcome: PaymentOutcome): Promise<string | null> {
    const made = await this.db.transaction(async (tx) => {
      const row = await this.row(outcome.providerSessionId, tx, true);
      if (!row) return null;
      if (row.order_id) return { orderId: row.order_id, created: false, restocked: false };
      const lines = await tx.query<LineRow>(
        'SELECT * FROM checkout_session_line WHERE session_id = $1 ORDER BY position',
        [row.id],
      );
      if (row.released_at !== null) {
        // Paid after its reservation was released (a very late webhook): the order is made all the same.
        this.options.log.warn({ session: row.id }, 'fulfilling a session whose reservation was released');
        await takeStockAnyway(
          tx,
          unitsByProduct(lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }))),
        );
      }
      const orderId = crypto.randomUUID();
      const gross = row.items_cents + row.shipping_cents;
      const discount = Math.min(Math.max(0, Math.round(outcome.discountCents)), gross);
      const total = outcome.totalCents ?? gross - discount;
      await tx.query(
        `INSERT INTO customer_order (id, checkout_session_id, items_cents, shipping_cents, discount_cents, total_cents,
           shipping_service_code, shipping_service_name, customer_email, shipping_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          orderId,
          row.id,
          row.items_cents,
          row.shipping_cents,
          discount,
          total,
          row.shipping_service_code,
          row.shipping_service_name,
          outcome.email,
          JSON.stringify(row.shipping_address),
        ],
      );
      for (const line of lines) {
        await tx.query(
          `INSERT INTO order_line (order_id, position, product_id, name, slug, image_url, quantity, unit_price_cents)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            orderId,
            line.position,
            line.product_id,
            line.name,
            line.slug,
            line.image_url,
            line.quantity,
            line.unit_price_cents,
          ],
        );
      }
      await tx.query(`INSERT INTO delivery_state (order_id, state) VALUES ($1, 'pending')`, [orderId]);
      await tx.query(
        `UPDATE checkout_session SET status = 'complete', completed_at = now(), order_id = $2,
           customer_email = COALESCE($3, customer_email) WHERE id = $1`,
        [row.id, orderId, outcome.email],
      );
      return { orderId, created: true, restocked: row.released_at !== null };
    });
    if (!made) {
      this.options.log.warn(
        { providerSessionId: outcome.providerSessionId },
        'payment for an unknown session',
      );
      return null;
    }
    if (made.restocked) await this.announce();
    if (made.created) this.options.mail.sendSoon(made.orderId);
    return made.orderId;
  }

  /** Gives a session's units back (once); a completed session keeps them. */
  /** @param announce false when the caller announces once for many releases (the sweep) */
  async release(id: string, status: 'expired' | 'failed', announce = true): Promise<boolean> {
    const released = await this.db.transaction(async (tx) => {
      const released = await tx.query(
        `UPDATE checkout_session SET released_at = now(), status = $2
         WHERE id = $1 AND released_at IS NULL AND status IN ('creating', 'open', 'processing') RETURNING id`,
        [id, status],
      );
      if (released.length === 0) return false;
      const lines = await tx.query<{ product_id: number; quantity: number }>(
        'SELECT product_id, quantity FROM checkout_session_line WHERE session_id = $1',
        [id],
      );
      await returnStock(
        tx,
        unitsByProduct(lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }))),
      );
      return true;
    });
    if (released && announce) await this.announce();
    return released;
  }

  async releaseByProviderId(providerSessionId: string): Promise<void> {
    const row = await this.row(providerSessionId);
    if (row) await this.release(row.id, 'expired');
  }

  /** The sandbox form's view of a session. */
  async sandboxSession(
    providerSessionId: string,
  ): Promise<{ row: SessionRow; lines: LineRow[] } | undefined> {
    const row = await this.row(providerSessionId);
    if (!row || row.provider !== 'sandbox') return undefined;
    const lines = await this.db.query<LineRow>(
      'SELECT * FROM checkout_session_line WHERE session_id = $1 ORDER BY position',
      [row.id],
    );
    return { row, lines };
  }

  /** Releases expired reservations and retries unsent order confirmations (and the otherMail's e-mails). */
  async sweep(): Promise<number> {
    let released = 0;
    // Sessions paid by a method that settles later ('processing') keep their units until Stripe says how it
    // ended (async_payment_succeeded or _failed).
    for (let batch = 0; batch < SWEEP_BATCHES; batch += 1) {
      const expired = await this.db.query<{ id: string }>(
        `SELECT id FROM checkout_session
         WHERE released_at IS NULL AND status IN ('creating', 'open')
           AND expires_at < now() - (CASE WHEN provider = 'stripe' THEN $1::double precision ELSE 0 END
                                     * interval '1 millisecond')
         ORDER BY expires_at LIMIT $2`,
        [this.options.stripeReleaseGraceMs, SWEEP_BATCH],
      );
      for (const { id } of expired) if (await this.release(id, 'expired', false)) released += 1;
      if (expired.length < SWEEP_BATCH) break;
    }
    if (released > 0) {
      await this.announce();
      this.options.log.info({ released }, 'expired checkout sessions released');
    }
    for (const mail of [this.options.mail, ...(this.options.otherMail ?? [])]) {
      // Each on its own: a failure there must not fail the sweep (whose stock release already happened), nor
      // keep the other mail from being retried.
      await mail.retryUnsent().catch(backgroundFailure(this.options, 'email-retry', 'e-mail retry failed'));
    }
    return released;
  }

  start(): void {
    if (this.options.sweepMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .then(() => undefined)
        .catch(backgroundFailure(this.options, 'checkout-sweep', 'checkout sweep failed'))
        .finally(() => {
          this.sweeping = undefined;
        });
    }, this.options.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }
}

class ShortOfStock extends Error {
  constructor(readonly productId: number) {
    super('short of stock');
  }
}

/** When the recheck passes (the units came back meanwhile) but the reservation failed: name the product. */
function soldOut(
  lines: { itemId: string; product: { id: number; name: string } }[],
  productId: number,
): CartValidationResult {
  const line = lines.find((l) => l.product.id === productId);
  return {
    items: line ? { [line.itemId]: [`${line.product.name} has just sold out. Please try again.`] } : {},
    totalAmount: { status: 'error', message: 'Some items in your cart have just sold out.' },
  };
}
