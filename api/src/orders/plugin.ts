import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { OrderMail } from './confirmation';
import { orderRoutes } from './routes';
import { OrderService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
    /** Order confirmation e-mails: checkout sends one per new order, and its sweep retries failed ones. */
    orderMail: OrderMail;
  }
}

/** Orders after payment and their reviews (docs/commerce.md#orders), and the order confirmation e-mail. */
export const ordersPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { config } = app;
    const orders = new OrderService(app.db);
    const orderMail = new OrderMail(app.db, app.mailer, {
      publicUrl: config.publicUrl,
      from: config.mail.ordersFrom,
      log: app.log,
      reporter: app.reporter,
      maxAttempts: 5,
    });
    app.decorate('orders', orders).decorate('orderMail', orderMail);
    app.addHook('onClose', () => orderMail.idle());
    await app.register(orderRoutes, { prefix, orders });
  },
  { name: 'orders', dependencies: ['infrastructure'] },
);
