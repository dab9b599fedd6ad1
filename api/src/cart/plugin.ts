import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { cartRoutes } from './routes';

/** POST /cart/validate: the cart priced and checked by the server (docs/commerce.md#cart-validation). */
export const cartPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    await app.register(cartRoutes, { prefix, db: app.db, quotes: app.quotes });
  },
  { name: 'cart', dependencies: ['infrastructure', 'shipping'] },
);
