import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import type { SelectedProvider } from './payments/select';
import { sandboxRoutes } from './payments/sandboxRoutes';
import { stripeWebhookRoutes } from './payments/webhookRoutes';
import { checkoutRoutes } from './routes';
import { CheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

export interface CheckoutPluginOptions extends FeatureOptions {
  /** The payment provider, chosen before the database opens (a misconfigured one fails the start at once). */
  payments: SelectedProvider;
}

/**
 * Checkout and payments (docs/commerce.md#checkout): sessions, the provider's routes (Stripe's webhook, the
 * sandbox's card form) and the sweep that releases expired reservations and retries unsent e-mails.
 */
export const checkoutPlugin = fp(
  async (app: App, { prefix, payments }: CheckoutPluginOptions) => {
    const { config } = app;
    const checkout = new CheckoutService(app.db, app.quotes, {
      provider: payments.provider,
      sessionTtlMs: config.payments.sessionTtlMs,
      stripeReleaseGraceMs: config.payments.stripeReleaseGraceMs,
      sweepMs: config.payments.sweepMs,
      maxClientUnits: config.payments.maxClientUnits,
      log: app.log,
      reporter: app.reporter,
      mail: app.orderMail,
      otherMail: [app.contact],
    });
    app.decorate('checkout', checkout);
    checkout.start();
    app.addHook('onClose', () => checkout.stop());
    await app.register(checkoutRoutes, { prefix, checkout });
    if (payments.stripe)
      await app.register(stripeWebhookRoutes, { prefix, checkout, stripe: payments.stripe });
    if (checkout.providerName === 'sandbox')
      await app.register(sandboxRoutes, { prefix, checkout, formBase: `${prefix}/checkout/sandbox` });
  },
  { name: 'checkout', dependencies: ['infrastructure', 'shipping', 'orders', 'contact'] },
);
