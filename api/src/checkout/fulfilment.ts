import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { takeStockAnyway, unitsByProduct } from '../inventory/stock';
import type { PaymentOutcome } from './payments/provider';
import { findSession, sessionLines } from './sessions';

export interface MadeOrder {
  orderId: string;
  /** False when the session already had its order (a repeated webhook, the status page and the sandbox). */
  created: boolean;
  /** True when the session's reservation had been released: its units were taken again. */
  restocked: boolean;
}

/**
 * Fulfilment: a paid session becomes an order (its lines and first delivery state), exactly once, in one
 * transaction that locks the session. Null for an unknown session. The orders feature reads what this writes.
 */
export function makeOrder(
  db: Database,
  outcome: PaymentOutcome,
  log: FastifyBaseLogger,
): Promise<MadeOrder | null> {
  return db.transaction(async (tx) => {
    const row = await findSession(tx, outcome.providerSessionId, true);
    if (!row) return null;
    if (row.order_id) return { orderId: row.order_id, created: false, restocked: false };
    const lines = await sessionLines(tx, row.id);
    if (row.released_at !== null) {
      // Paid after its reservation was released (a very late webhook): the order is made all the same.
      log.warn({ session: row.id }, 'fulfilling a session whose reservation was released');
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
}
