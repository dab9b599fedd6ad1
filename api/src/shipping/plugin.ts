import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { AusPostClient } from './auspost';
import { shippingRoutes } from './routes';
import { ShippingQuotes } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shipping quotes (Australia Post, else the rate table): the cart and checkout price shipping with them. */
    quotes: ShippingQuotes;
  }
}

/** Address checks and shipping quotes (docs/shipping.md). */
export const shippingPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { shipping } = app.config;
    const quotes = new ShippingQuotes({
      auspost: shipping.auspostApiKey
        ? new AusPostClient({
            apiKey: shipping.auspostApiKey,
            baseUrl: shipping.auspostBaseUrl,
            fromPostcode: shipping.fromPostcode,
            timeoutMs: shipping.auspostTimeoutMs,
          })
        : undefined,
      log: app.log,
      cacheTtlMs: shipping.quoteCacheMs,
    });
    app.decorate('quotes', quotes);
    await app.register(shippingRoutes, { prefix, db: app.db, quotes });
  },
  { name: 'shipping', dependencies: ['infrastructure'] },
);
