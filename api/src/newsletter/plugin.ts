import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { newsletterRoutes } from './routes';
import { NewsletterService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

/** The newsletter's double opt-in: subscribe, confirm and unsubscribe (docs/product-rules/content.md). */
export const newsletterPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { config } = app;
    const newsletter = new NewsletterService(app.db, app.mailer, {
      ...config.newsletter,
      api: `${config.publicUrl}${prefix}/communications/newsletter`,
      pages: `${config.publicUrl}/the-first-steep`,
      log: app.log,
      reporter: app.reporter,
    });
    app.decorate('newsletter', newsletter);
    app.addHook('onClose', () => newsletter.idle());
    await app.register(newsletterRoutes, { prefix, newsletter });
  },
  { name: 'newsletter', dependencies: ['infrastructure'] },
);
