import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { productsFor } from '../cart/products';
import {
  AddressVerificationSchema,
  CartSchema,
  ShippingAddressSchema,
  ShippingServiceOptionSchema,
} from '@sencha/shared/contract';
import { ErrorRef, ref } from '@sencha/shared/contract';
import { Type } from '@sinclair/typebox';
import { MAX_LINE_QUANTITY, clampQuantity } from '@sencha/shared/cart-rules';
import { verifyAddress } from './addresses';
import type { ShippingQuotes } from './service';

export interface ShippingRouteOptions {
  db: Database;
  quotes: ShippingQuotes;
}

/**
 * POST /shipping/address/validate (an address) and POST /shipping/services (a cart): address checks and
 * Australia Post quotes for the cart's parcel (docs/shipping.md).
 */
export const shippingRoutes: FastifyPluginAsyncTypebox<ShippingRouteOptions> = async (
  app,
  { db, quotes },
) => {
  app.post(
    '/shipping/address/validate',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['commerce'],
        summary: 'Check a shipping address (complete, and confirmed against postcode data)',
        body: ref(ShippingAddressSchema),
        response: { 200: ref(AddressVerificationSchema), 400: ErrorRef, 413: ErrorRef, 429: ErrorRef },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyAddress(request.body);
    },
  );

  app.post(
    '/shipping/services',
    {
      schema: {
        tags: ['commerce'],
        summary: "Shipping services and prices for the cart's parcel to its address, cheapest first",
        body: ref(CartSchema),
        response: {
          200: Type.Array(ref(ShippingServiceOptionSchema)),
          400: ErrorRef,
          413: ErrorRef,
          429: ErrorRef,
        },
      },
    },
    async (request, reply) => {
      const { items, shippingAddress } = request.body;
      const products = await productsFor(db, [...new Set(items.map((item) => item.id))]);
      // Weight from the database's grams; unknown lines weigh nothing here (cart validation names them).
      const grams = items.reduce(
        (sum, item) =>
          sum + (products.get(item.id)?.weightGrams ?? 0) * clampQuantity(item.quantity, MAX_LINE_QUANTITY),
        0,
      );
      const options = await quotes.quote(shippingAddress, grams);
      reply.header('cache-control', 'no-store');
      return options;
    },
  );
};
