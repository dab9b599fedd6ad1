import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { healthRoutes } from './routes';

/** GET /health and /health/ready: liveness and readiness (docs/operations.md). */
export const healthPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    await app.register(healthRoutes, { prefix, db: app.db, catalog: app.catalog });
  },
  { name: 'health', dependencies: ['infrastructure'] },
);
