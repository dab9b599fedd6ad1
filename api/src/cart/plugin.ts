import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { cartRoutes } from './routes';

/** POST /cart/validate: the cart priced and checked by the server (docs/commerce.md#cart-validation). */
export const cartPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const maxUnits = app.config.payments.maxClientUnits;
    await app.register(cartRoutes, { prefix, db: app.db, quotes: app.quotes, maxUnits });
  },
  { name: 'cart', dependencies: ['infrastructure', 'shipping'] },
);
