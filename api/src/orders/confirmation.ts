import type { FastifyBaseLogger } from 'fastify';
import { backgroundFailure, type ErrorReporter } from '../http/errorReporting';
import { formatAud } from '../cart/money';
import type { Database } from '../db/database';
import { BackgroundSends } from '../mail/backgroundSends';
import type { Mailer } from '../mail/mailer';

export interface OrderMailOptions {
  /** The shop's public origin, for the order tracking link. */
  publicUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /** Where background failures are reported besides the log (docs/observability.md#api-errors). */
  reporter?: ErrorReporter;
  /** Attempts per order before giving up (each retried by the checkout sweep). */
  maxAttempts: number;
}

interface OrderRow {
  id: string;
  customer_email: string | null;
  items_cents: number;
  shipping_cents: number;
  discount_cents: number;
  total_cents: number;
  shipping_service_name: string;
}

/**
 * The order confirmation e-mail, through the shop's mail module. Sent in the background after the order is
 * committed; an order whose e-mail failed is retried by the checkout sweep (confirmation_sent_at stays null).
 */
export class OrderMail {
  private readonly sends = new BackgroundSends();

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: OrderMailOptions,
  ) {}

  sendSoon(orderId: string): void {
    this.sends.start(
      () => this.send(orderId),
      backgroundFailure(this.options, 'order-confirmation-email', 'order confirmation e-mail failed', {
        orderId,
      }),
      orderId,
    );
  }

  async retryUnsent(): Promise<void> {
    const due = await this.db.query<{ id: string }>(
      `SELECT id FROM customer_order
       WHERE confirmation_sent_at IS NULL AND customer_email IS NOT NULL AND confirmation_attempts < $1
         AND created_at < now() - interval '1 minute'
       ORDER BY created_at LIMIT 20`,
      [this.options.maxAttempts],
    );
    for (const { id } of due) this.sendSoon(id);
    await this.idle();
  }

  private async send(orderId: string): Promise<void> {
    // Claims one attempt before sending: the attempts are bounded whoever sends (a fresh order, the sweep, another
    // server). A send already running in this process is not started twice (sendSoon's key), and the sweep only
    // takes orders older than a minute, by when the fresh send has normally ended.
    const claimed = await this.db.query<OrderRow>(
      `UPDATE customer_order SET confirmation_attempts = confirmation_attempts + 1
       WHERE id = $1 AND confirmation_sent_at IS NULL AND customer_email IS NOT NULL
         AND confirmation_attempts < $2
       RETURNING id, customer_email, items_cents, shipping_cents, discount_cents, total_cents, shipping_service_name`,
      [orderId, this.options.maxAttempts],
    );
    const order = claimed[0];
    if (!order?.customer_email) return;
    const lines = await this.db.query<{ name: string; quantity: number; unit_price_cents: number }>(
      'SELECT name, quantity, unit_price_cents FROM order_line WHERE order_id = $1 ORDER BY position',
      [orderId],
    );
    const link = `${this.options.publicUrl}/sencha-steep-in-transit/${orderId}`;
    await this.mailer.send({
      from: this.options.from,
      to: order.customer_email,
      subject: `Your Sencha Tea order ${orderId.slice(0, 8).toUpperCase()} is confirmed`,
      text: [
        'Thank you for your order.',
        '',
        `Order ID: ${orderId}`,
        '',
        ...lines.map(
          (l) =>
            `${l.quantity} x ${l.name} at ${formatAud(l.unit_price_cents)}: ${formatAud(l.quantity * l.unit_price_cents)}`,
        ),
        '',
        `Shipping (${order.shipping_service_name}): ${formatAud(order.shipping_cents)}`,
        ...(order.discount_cents > 0 ? [`Discount: -${formatAud(order.discount_cents)}`] : []),
        `Total paid: ${formatAud(order.total_cents)} AUD`,
        '',
        `Track your order: ${link}`,
        '',
        'Sencha Tea - True Teas for Masters',
      ].join('\n'),
    });
    await this.db.query('UPDATE customer_order SET confirmation_sent_at = now() WHERE id = $1', [orderId]);
  }

  /** Resolves when the e-mails being sent are sent or have failed (tests, shutdown). */
  async idle(): Promise<void> {
    await this.sends.idle();
  }
}
