import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OrderIdParamsSchema,
  OrderSchema,
  ReviewBodySchema,
  ReviewSavedSchema,
} from '@sencha/shared/contract';
import { ErrorRef, ref } from '@sencha/shared/contract';
import type { OrderService } from './service';

export interface OrderRouteOptions {
  orders: OrderService;
}

/** GET /order/{orderId} (public by its unguessable id) and POST /order/{orderId}/review. */
export const orderRoutes: FastifyPluginAsyncTypebox<OrderRouteOptions> = async (app, { orders }) => {
  app.get(
    '/order/:orderId',
    {
      schema: {
        tags: ['commerce'],
        summary:
          'An order: lines, totals in cents, delivery states (newest first), review. No personal data.',
        params: OrderIdParamsSchema,
        response: { 200: ref(OrderSchema), 404: ErrorRef },
      },
    },
    async (request, reply) => {
      // Private: the id is the only key, so no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      return orders.get(request.params.orderId);
    },
  );

  app.post(
    '/order/:orderId/review',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['commerce'],
        summary: 'Write or edit the review of a delivered order (until it is approved)',
        params: OrderIdParamsSchema,
        body: ref(ReviewBodySchema),
        response: {
          200: ref(ReviewSavedSchema),
          400: ErrorRef,
          404: ErrorRef,
          409: ErrorRef,
          413: ErrorRef,
          429: ErrorRef,
        },
      },
    },
    async (request, reply) => {
      const { starRating, reviewText } = request.body;
      const review = await orders.review(request.params.orderId, starRating, (reviewText ?? '').trim());
      reply.header('cache-control', 'no-store');
      return { status: 'saved' as const, orderReview: review };
    },
  );
};
