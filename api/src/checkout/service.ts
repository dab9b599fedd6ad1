import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { backgroundFailure, type ErrorReporter } from '../http/errorReporting';
import { checkCart } from '../cart/validation';
import type { Database } from '../db/database';
import type { Cart, CheckoutSession, CheckoutSessionCreated } from '@sencha/shared/contract';
import { DomainError, NotFoundError, UnavailableError } from '../core/errors';
import type { PaymentOutcome, PaymentProvider } from './payments/provider';
import type { ShippingQuotes } from '../shipping/service';
import { announceStockChange } from '../inventory/stock';
import { makeOrder } from './fulfilment';
import * as sessions from './sessions';
import { CartRejected, type LineRow, type SessionRow } from './sessions';
import * as holds from './clientHolds';
import { PeriodicJob } from '../jobs/periodicJob';

/** The order confirmation e-mails (the orders feature's): checkout knows only these two calls. */
export interface OrderConfirmations {
  sendSoon(orderId: string): void;
  retryUnsent(): Promise<void>;
}

export interface CheckoutOptions {
  /** The configured provider, or the reason checkout is refused (e.g. the sandbox in production). */
  provider: PaymentProvider | { refused: string };
  /** How long a session (and its reservation) lasts. Stripe accepts 30 minutes to 24 hours. */
  sessionTtlMs: number;
  /** Stripe sessions are released this long after they expire, if no webhook said so first. */
  stripeReleaseGraceMs: number;
  /** How often expired reservations are released and unsent e-mails retried (0: never, tests). */
  sweepMs: number;
  /** The most units one client's open sessions may hold together (docs/commerce.md#what-one-client-can-hold). */
  maxClientUnits: number;
  log: FastifyBaseLogger;
  /** Where background failures are reported besides the log (docs/observability.md#api-errors). */
  reporter?: ErrorReporter;
  mail: OrderConfirmations;
  /** Other background e-mail whose failed sends the sweep retries too (contact messages). */
  otherMail?: readonly { retryUnsent(): Promise<void> }[];
}

/** How long one answer of the provider about a session is reused (the status page polls; Stripe has limits). */
const PROVIDER_LOOKUP_MS = 2000;
const SWEEP_BATCH = 100;
const SWEEP_BATCHES = 20;

export const PAYMENT_UNAVAILABLE = 'The payment service is unavailable. Please try again shortly.';
const NOT_FOUND = 'Checkout session not found.';

/**
 * Checkout (docs/commerce.md#checkout): validates the cart again, reserves its units, creates the payment
 * session; fulfils a paid session exactly once (webhook, status page and sandbox all call fulfil), and
 * releases the units of sessions that expire.
 */
export class CheckoutService {
  private readonly sweepJob: PeriodicJob;
  private readonly lookups = new Map<string, { at: number; outcome: Promise<PaymentOutcome | null> }>();

  constructor(
    private readonly db: Database,
    private readonly quotes: ShippingQuotes,
    private readonly options: CheckoutOptions,
  ) {
    this.sweepJob = new PeriodicJob(db, {
      name: 'checkout-sweep',
      periodMs: options.sweepMs,
      run: () => this.sweep(),
      onError: backgroundFailure(options, 'checkout-sweep', 'checkout sweep failed'),
    });
  }

  get providerName(): string | null {
    return 'name' in this.options.provider ? this.options.provider.name : null;
  }

  private provider(): PaymentProvider {
    const provider = this.options.provider;
    if ('refused' in provider) throw new UnavailableError(provider.refused);
    return provider;
  }

  /** Stock changed: the catalogue cache reloads. Its failure only delays that (logged, never thrown). */
  private async announce(): Promise<void> {
    await announceStockChange(this.db).catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'catalogue version bump failed'),
    );
  }

  /**
   * Releases the client's oldest open sessions until a new one of `units` fits what one client may hold (a
   * shopper who comes back to checkout is never blocked by the sessions they left).
   */
  private async makeRoom(clientKey: string, units: number): Promise<void> {
    const limits = { sessions: holds.MAX_OPEN_SESSIONS_PER_CLIENT, units: this.options.maxClientUnits };
    const held = await holds.heldSessions(this.db, clientKey);
    for (const id of holds.sessionsToRelease(held, units, limits)) await this.release(id, 'expired');
  }

  /** @param client the caller's address (stored hashed), to bound the sessions one client holds */
  async create(cart: Cart, client: string): Promise<CheckoutSessionCreated> {
    const provider = this.provider();
    const { maxClientUnits } = this.options;
    const check = await checkCart(this.db, this.quotes, cart, maxClientUnits);
    if (!check.ok || !check.shipping || !cart.shippingAddress) throw new CartRejected(check.result);
    const shipping = check.shipping;
    const address = cart.shippingAddress;
    const clientKey = crypto.createHash('sha256').update(`checkout-client:${client}`).digest('base64url');
    const units = check.lines.reduce((sum, line) => sum + line.quantity, 0);
    const id = crypto.randomUUID();
    const expiresAt = new Date(Date.now() + this.options.sessionTtlMs);
    const shippingCents = Math.round(shipping.price * 100);

    const short = await holds.reserveWithRoom(
      () => this.makeRoom(clientKey, units),
      () =>
        sessions.reserveSession(this.db, {
          ...{ id, provider: provider.name, itemsCents: check.itemsCents, shipping, shippingCents, address },
          ...{ expiresAt, clientKey, lines: check.lines, maxClientUnits },
        }),
      maxClientUnits,
    );
    if (short === null) await this.announce();
    if (short !== null) {
      // Someone else reserved the last units meanwhile: the shopper sees the stock as it is now.
      const again = await checkCart(this.db, this.quotes, cart, maxClientUnits);
      throw new CartRejected(again.ok ? sessions.soldOut(check.lines, short) : again.result);
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
      throw new UnavailableError(PAYMENT_UNAVAILABLE, { cause: error });
    }
    const opened = await this.db.query(
      `UPDATE checkout_session SET provider_session_id = $2, status = 'open' WHERE id = $1 AND status = 'creating'
       RETURNING id`,
      [id, session.providerSessionId],
    );
    // Released meanwhile (its units are back): a form the shopper could pay would make no order.
    if (opened.length === 0) throw new UnavailableError(PAYMENT_UNAVAILABLE);
    return {
      sessionId: session.providerSessionId,
      provider: provider.name,
      clientSecret: session.clientSecret,
      url: session.url,
      expiresAt: expiresAt.toISOString(),
    };
  }

  private row(providerSessionId: string): Promise<SessionRow | undefined> {
    return sessions.findSession(this.db, providerSessionId);
  }

  /** GET /checkout/session/{id}: asks Stripe when our row is still open, so a late webhook never matters. */
  async status(providerSessionId: string): Promise<CheckoutSession> {
    let row = await this.row(providerSessionId);
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (row.status === 'open' && row.provider !== 'sandbox') {
      let outcome: PaymentOutcome | null;
      try {
        outcome = await this.lookup(providerSessionId);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        this.options.log.error({ err: error }, 'checkout session retrieval failed');
        throw new UnavailableError(PAYMENT_UNAVAILABLE, { cause: error });
      }
      if (outcome) await this.settle(outcome);
      row = (await this.row(providerSessionId)) ?? row;
    }
    return {
      status: sessions.publicStatus(row.status),
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
    const made = await makeOrder(this.db, outcome, this.options.log);
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
    const released = await sessions.releaseSession(this.db, id, status);
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
    return { row, lines: await sessions.sessionLines(this.db, row.id) };
  }

  /** Releases expired reservations and retries unsent order confirmations (and the otherMail's e-mails). */
  async sweep(): Promise<number> {
    let released = 0;
    // Not the sessions paid by a method that settles later (sessions.expiredSessions).
    for (let batch = 0; batch < SWEEP_BATCHES; batch += 1) {
      const expired = await sessions.expiredSessions(this.db, this.options.stripeReleaseGraceMs, SWEEP_BATCH);
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

  /** The sweep about once per CHECKOUT_SWEEP_MS, on one replica at a time (jobs/periodicJob.ts). */
  start(): void {
    this.sweepJob.start();
  }

  async stop(): Promise<void> {
    await this.sweepJob.stop();
  }
}
