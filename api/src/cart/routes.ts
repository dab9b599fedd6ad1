import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkCart } from './validation';
import type { Database } from '../db/database';
import { CartSchema, CartValidationResultSchema } from '@sencha/shared/contract';
import { ErrorRef, ref } from '@sencha/shared/contract';
import type { ShippingQuotes } from '../shipping/service';

export interface CartRouteOptions {
  db: Database;
  quotes: ShippingQuotes;
  /** The most units one checkout may hold (CHECKOUT_MAX_UNITS_PER_CLIENT). */
  maxUnits: number;
}

/** POST /cart/validate: 200 with the result when the cart can be bought as it is, else 400 with the result. */
export const cartRoutes: FastifyPluginAsyncTypebox<CartRouteOptions> = async (
  app,
  { db, quotes, maxUnits },
) => {
  app.post(
    '/cart/validate',
    {
      schema: {
        tags: ['commerce'],
        summary: 'Re-price and check a cart (items, stock, address, shipping service, total)',
        body: ref(CartSchema),
        response: {
          200: ref(CartValidationResultSchema),
          400: {
            description: 'The cart validation result (or, for a malformed body, the error shape)',
            anyOf: [ref(CartValidationResultSchema), ErrorRef],
          },
          413: ErrorRef,
          429: ErrorRef,
        },
      },
    },
    async (request, reply) => {
      const check = await checkCart(db, quotes, request.body, maxUnits);
      reply.header('cache-control', 'no-store');
      return reply.code(check.ok ? 200 : 400).send(check.result);
    },
  );
};
