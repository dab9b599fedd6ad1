import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { CheckoutService } from '../service';
import { ValidationError } from '../../core/errors';
import { outcomeOf } from './stripe';
import type { StripeProvider } from './stripe';

export interface StripeWebhookOptions {
  checkout: CheckoutService;
  stripe: StripeProvider;
}

const BAD_SIGNATURE = 'The webhook signature is not valid.';

/**
 * POST /payments/stripe/webhook: Stripe's events, verified on the raw body (this plugin's own JSON parser
 * keeps the bytes: parsers are encapsulated, so no other route is affected). Handled events:
 * checkout.session.completed and .async_payment_succeeded fulfil; .expired and .async_payment_failed release.
 * A failure answers 500, so Stripe delivers the event again: nothing acknowledged is lost.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (
  app,
  { checkout, stripe },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/stripe/webhook',
    {
      bodyLimit: 512 * 1024,
      // Stripe retries and bursts (many sessions ending at once) come from few addresses.
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: { hide: true },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new ValidationError(BAD_SIGNATURE);
      let event: Stripe.Event;
      try {
        event = stripe.verifyEvent(request.body, signature);
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook refused');
        throw new ValidationError(BAD_SIGNATURE);
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          await checkout.settle(outcomeOf(event.data.object));
          break;
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          await checkout.releaseByProviderId(event.data.object.id);
          break;
        default:
          request.log.debug({ type: event.type }, 'stripe event ignored');
      }
      return reply.send({ received: true });
    },
  );
};
