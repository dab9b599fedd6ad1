import type { Database, Queryable } from '../db/database';
import type { CartValidationResult, ShippingAddress, ShippingServiceOption } from '@sencha/shared/contract';
import type { PricedLine } from '../cart/validation';
import { returnStock, takeStock, unitsByProduct } from '../inventory/stock';
import { HoldLimitReached, MAX_OPEN_SESSIONS_PER_CLIENT, lockedHold } from './clientHolds';

/** A checkout session's row and its lines (docs/commerce.md#checkout). */
export interface SessionRow {
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

export interface LineRow {
  position: number;
  product_id: number;
  name: string;
  slug: string;
  image_url: string;
  quantity: number;
  unit_price_cents: number;
}

export const publicStatus = (status: string): string =>
  status === 'creating' ? 'open' : status === 'failed' ? 'expired' : status;

export { CartRejected } from './cartRejected';

export function findSession(
  tx: Queryable,
  providerSessionId: string,
  lock = false,
): Promise<SessionRow | undefined> {
  return tx
    .query<SessionRow>(
      `SELECT * FROM checkout_session WHERE provider_session_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [providerSessionId],
    )
    .then((rows) => rows[0]);
}

export function sessionLines(tx: Queryable, sessionId: string): Promise<LineRow[]> {
  return tx.query<LineRow>('SELECT * FROM checkout_session_line WHERE session_id = $1 ORDER BY position', [
    sessionId,
  ]);
}

/** Gives a session's units back, once (true when this call released it); a completed session keeps them. */
export function releaseSession(db: Database, id: string, status: 'expired' | 'failed'): Promise<boolean> {
  return db.transaction(async (tx) => {
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
}

/**
 * Sessions past their expiry whose units are still held, oldest first. Sessions paid by a method that settles
 * later ('processing') keep their units until Stripe says how it ended (async_payment_succeeded or _failed).
 * An open Stripe session gets a grace after its expiry for a late webhook; one still 'creating' (its server died
 * before handing it to the shopper: nothing can pay it) does not.
 */
export function expiredSessions(
  db: Database,
  stripeGraceMs: number,
  limit: number,
): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(
    `SELECT id FROM checkout_session
     WHERE released_at IS NULL AND status IN ('creating', 'open')
       AND expires_at < now() - (CASE WHEN provider = 'stripe' AND status = 'open' THEN $1::double precision ELSE 0 END
                                 * interval '1 millisecond')
     ORDER BY expires_at LIMIT $2`,
    [stripeGraceMs, limit],
  );
}

export interface NewSession {
  id: string;
  provider: string;
  itemsCents: number;
  shipping: ShippingServiceOption;
  shippingCents: number;
  address: ShippingAddress;
  expiresAt: Date;
  clientKey: string;
  lines: PricedLine[];
  /** The most units the client's open sessions may hold with this one. */
  maxClientUnits: number;
}

/**
 * Stores a session and reserves its units in one transaction: answers null, or the first product short of
 * stock (then nothing of the session stays). Throws HoldLimitReached when the client's open sessions would hold
 * more than `maxClientUnits` units or MAX_OPEN_SESSIONS_PER_CLIENT sessions with this one.
 */
export function reserveSession(db: Database, session: NewSession): Promise<number | null> {
  const lines = session.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity, line }));
  return db
    .transaction(async (tx) => {
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      const held = await lockedHold(tx, session.clientKey);
      if (held.units + units > session.maxClientUnits || held.sessions >= MAX_OPEN_SESSIONS_PER_CLIENT)
        throw new HoldLimitReached();
      await tx.query(
        `INSERT INTO checkout_session (id, provider, status, items_cents, shipping_service_code, shipping_service_name,
         shipping_cents, shipping_address, expires_at, client_key)
       VALUES ($1, $2, 'creating', $3, $4, $5, $6, $7, $8, $9)`,
        [
          session.id,
          session.provider,
          session.itemsCents,
          session.shipping.serviceCode,
          session.shipping.serviceName,
          session.shippingCents,
          JSON.stringify(session.address),
          session.expiresAt,
          session.clientKey,
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
            session.id,
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
}

export class ShortOfStock extends Error {
  constructor(readonly productId: number) {
    super('short of stock');
  }
}

/** When the recheck passes (the units came back meanwhile) but the reservation failed: name the product. */
export function soldOut(
  lines: { itemId: string; product: { id: number; name: string } }[],
  productId: number,
): CartValidationResult {
  const line = lines.find((l) => l.product.id === productId);
  return {
    items: line ? { [line.itemId]: [`${line.product.name} has just sold out. Please try again.`] } : {},
    totalAmount: { status: 'error', message: 'Some items in your cart have just sold out.' },
  };
}
