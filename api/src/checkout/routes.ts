import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CheckoutService } from './service';
import {
  CartSchema,
  CartValidationResultSchema,
  CheckoutSessionCreatedSchema,
  CheckoutSessionSchema,
  SessionIdParamsSchema,
} from '@sencha/shared/contract';
import { ErrorRef, ref } from '@sencha/shared/contract';

export interface CheckoutRouteOptions {
  checkout: CheckoutService;
}

/**
 * POST /checkout/session (a cart): validates, reserves the units, creates the payment session.
 * GET /checkout/session/{sessionId}: status, e-mail and order id for the checkout status page.
 */
export const checkoutRoutes: FastifyPluginAsyncTypebox<CheckoutRouteOptions> = async (app, { checkout }) => {
  app.post(
    '/checkout/session',
    {
      schema: {
        tags: ['commerce'],
        summary: 'Create a payment session for a validated cart (its units are reserved until it ends)',
        body: ref(CartSchema),
        response: {
          201: ref(CheckoutSessionCreatedSchema),
          400: { anyOf: [ref(CartValidationResultSchema), ErrorRef] },
          413: ErrorRef,
          429: ErrorRef,
          503: ErrorRef,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A rejected cart (CartRejected) is answered with its validation result by the error handler.
      return reply.code(201).send(await checkout.create(request.body, request.ip));
    },
  );

  app.get(
    '/checkout/session/:sessionId',
    {
      // The status page may poll, and each open Stripe session costs a call to Stripe (shared for 2 s).
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['commerce'],
        summary: 'The state of a payment session (and its order, once paid)',
        params: SessionIdParamsSchema,
        response: {
          200: ref(CheckoutSessionSchema),
          400: ErrorRef,
          404: ErrorRef,
          429: ErrorRef,
          503: ErrorRef,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkout.status(request.params.sessionId);
    },
  );
};
