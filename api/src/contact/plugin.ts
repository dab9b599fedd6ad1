import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { contactRoutes } from './routes';
import { ContactService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

/**
 * The contact form: stored, then e-mailed to the shop's inbox, one by one or in a digest beyond the hourly budget
 * (docs/product-rules/content.md#contact, docs/operations.md#contact-messages).
 */
export const contactPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { config } = app;
    const contact = new ContactService(app.db, app.mailer, {
      inbox: config.contact.inbox,
      from: config.mail.from,
      maxPerHour: config.contact.maxPerHour,
      digestIntervalMs: config.contact.digestIntervalMs,
      maxUnsent: config.contact.maxUnsent,
      maxAttempts: 5,
      log: app.log,
      reporter: app.reporter,
    });
    app.decorate('contact', contact);
    app.addHook('onClose', () => contact.idle());
    const rateLimit = { max: config.contact.rateMax, timeWindow: config.contact.rateWindowMs };
    await app.register(contactRoutes, { prefix, contact, rateLimit });
  },
  { name: 'contact', dependencies: ['infrastructure'] },
);
