import { isOrderId } from '@sencha/shared/order-id';
import type { Database, Queryable } from '../db/database';
import type { AdminOrder, OperatorState, Order, OrderReview } from '@sencha/shared/contract';
import { ConflictError, NotFoundError } from '../core/errors';
import { announceStockChange, returnStock, unitsByProduct } from '../inventory/stock';

export const ORDER_NOT_FOUND = 'Order not found';

/** Where each state sits on the way to the shopper; cancelled ends an order from any state before delivery. */
const RANK: Record<string, number> = { pending: 0, processing: 1, 'in transit': 2, delivered: 3 };

const iso = (value: Date | string): string => new Date(value).toISOString();

interface OrderRow {
  id: string;
  created_at: Date;
  total_cents: number;
  discount_cents: number;
  shipping_cents: number;
  shipping_service_name: string;
}

/**
 * Orders after payment (docs/commerce.md#orders): the public order view (no name, e-mail or address), the
 * shopper's review, and the operator's delivery states and review approval.
 */
export class OrderService {
  constructor(private readonly db: Database) {}

  private static id(orderId: string): string {
    const id = orderId.trim().toLowerCase();
    if (!isOrderId(id)) throw new NotFoundError(ORDER_NOT_FOUND);
    return id;
  }

  private async latestState(tx: Queryable, orderId: string, lock: boolean): Promise<string> {
    const order = await tx.query(`SELECT id FROM customer_order WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
      orderId,
    ]);
    if (order.length === 0) throw new NotFoundError(ORDER_NOT_FOUND);
    const rows = await tx.query<{ state: string }>(
      'SELECT state FROM delivery_state WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
      [orderId],
    );
    return rows[0]?.state ?? 'pending';
  }

  async get(orderId: string): Promise<Order> {
    const id = OrderService.id(orderId);
    const rows = await this.db.query<OrderRow>(
      `SELECT id, created_at, total_cents, discount_cents, shipping_cents, shipping_service_name
       FROM customer_order WHERE id = $1`,
      [id],
    );
    const order = rows[0];
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const [states, lines, reviews] = await Promise.all([
      this.db.query<{ state: string; created_at: Date }>(
        'SELECT state, created_at FROM delivery_state WHERE order_id = $1 ORDER BY id DESC',
        [id],
      ),
      this.db.query<{
        name: string;
        slug: string;
        image_url: string;
        quantity: number;
        unit_price_cents: number;
      }>(
        'SELECT name, slug, image_url, quantity, unit_price_cents FROM order_line WHERE order_id = $1 ORDER BY position',
        [id],
      ),
      this.db.query<{ star_rating: number; review_text: string; approved_at: Date | null }>(
        'SELECT star_rating, review_text, approved_at FROM order_review WHERE order_id = $1',
        [id],
      ),
    ]);
    const review = reviews[0];
    return {
      id: order.id,
      createdAt: iso(order.created_at),
      totalAmount: order.total_cents,
      discountAmount: order.discount_cents,
      deliveryStates: states.map((s) => ({ state: s.state, createdAt: iso(s.created_at) })),
      orderLineItems: lines.map((l) => ({
        name: l.name,
        slug: l.slug,
        imageUrl: l.image_url,
        productQuantity: l.quantity,
        unitPrice: l.unit_price_cents,
      })),
      // The order page shows the shipping cost as is (docs/product-rules/orders.md): dollars, like the cart's
      // prices.
      shippingDetail: { serviceName: order.shipping_service_name, cost: order.shipping_cents / 100 },
      orderReview: review
        ? {
            starRating: review.star_rating,
            reviewText: review.review_text,
            approvedDate: review.approved_at ? iso(review.approved_at) : null,
          }
        : null,
    };
  }

  /** Saves the shopper's review: only once delivered, editable until approved. */
  async review(orderId: string, starRating: number, reviewText: string): Promise<OrderReview> {
    const id = OrderService.id(orderId);
    return this.db.transaction(async (tx) => {
      const state = await this.latestState(tx, id, true);
      if (state !== 'delivered')
        throw new ConflictError('You can review an order once it has been delivered.');
      const saved = await tx.query<{ star_rating: number; review_text: string }>(
        `INSERT INTO order_review (order_id, star_rating, review_text) VALUES ($1, $2, $3)
         ON CONFLICT (order_id) DO UPDATE SET star_rating = EXCLUDED.star_rating,
           review_text = EXCLUDED.review_text, updated_at = now()
         WHERE order_review.approved_at IS NULL
         RETURNING star_rating, review_text`,
        [id, starRating, reviewText],
      );
      const row = saved[0];
      if (!row) throw new ConflictError('This review has been published and can no longer be changed.');
      return { starRating: row.star_rating, reviewText: row.review_text, approvedDate: null };
    });
  }

  /** The operator moves an order on; cancelling before it is in transit returns its units to stock. */
  async advance(orderId: string, next: OperatorState): Promise<Order> {
    const id = OrderService.id(orderId);
    const restocked = await this.db.transaction(async (tx) => {
      const current = await this.latestState(tx, id, true);
      if (current === 'cancelled' || current === 'delivered')
        throw new ConflictError(`This order is ${current}: its delivery state can no longer change.`);
      if (next !== 'cancelled' && RANK[next]! <= (RANK[current] ?? 0))
        throw new ConflictError(`Delivery states only move forward: this order is already ${current}.`);
      if (next === 'cancelled' && (RANK[current] ?? 0) < RANK['in transit']!) {
        const lines = await tx.query<{ product_id: number | null; quantity: number }>(
          'SELECT product_id, quantity FROM order_line WHERE order_id = $1',
          [id],
        );
        await returnStock(
          tx,
          unitsByProduct(
            lines.flatMap((l) =>
              l.product_id === null ? [] : [{ productId: l.product_id, quantity: l.quantity }],
            ),
          ),
        );
      }
      await tx.query('INSERT INTO delivery_state (order_id, state) VALUES ($1, $2)', [id, next]);
      return next === 'cancelled' && (RANK[current] ?? 0) < RANK['in transit']!;
    });
    if (restocked) await announceStockChange(this.db);
    return this.get(id);
  }

  async approveReview(orderId: string): Promise<Order> {
    const id = OrderService.id(orderId);
    const rows = await this.db.query(
      'UPDATE order_review SET approved_at = COALESCE(approved_at, now()) WHERE order_id = $1 RETURNING order_id',
      [id],
    );
    if (rows.length === 0) throw new NotFoundError('This order has no review to approve.');
    return this.get(id);
  }

  async list(state: string | undefined, limit: number): Promise<AdminOrder[]> {
    const rows = await this.db.query<{
      id: string;
      created_at: Date;
      state: string;
      total_cents: number;
      item_count: number;
      customer_email: string | null;
      review_pending: boolean;
    }>(
      `SELECT o.id, o.created_at, o.total_cents, o.customer_email,
         (SELECT COALESCE(SUM(quantity), 0)::int FROM order_line l WHERE l.order_id = o.id) AS item_count,
         (SELECT d.state FROM delivery_state d WHERE d.order_id = o.id ORDER BY d.id DESC LIMIT 1) AS state,
         EXISTS (SELECT 1 FROM order_review r WHERE r.order_id = o.id AND r.approved_at IS NULL) AS review_pending
       FROM customer_order o
       WHERE $1::text IS NULL
          OR (SELECT d.state FROM delivery_state d WHERE d.order_id = o.id ORDER BY d.id DESC LIMIT 1) = $1
       ORDER BY o.created_at DESC LIMIT $2`,
      [state ?? null, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      createdAt: iso(r.created_at),
      state: r.state,
      totalAmount: r.total_cents,
      itemCount: r.item_count,
      customerEmail: r.customer_email,
      reviewPending: r.review_pending,
    }));
  }
}
