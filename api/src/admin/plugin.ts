import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { adminRoutes } from './routes';

/** The operator's routes (order fulfilment, review approval, QA pass links, remote health): only when ADMIN_TOKEN is set. */
export const adminPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { config } = app;
    if (!config.adminToken) return;
    await app.register(adminRoutes, {
      prefix,
      orders: app.orders,
      remoteHealth: app.remoteHealth,
      token: config.adminToken,
      rateLimit: { max: config.rateLimit.max * 6, timeWindow: config.rateLimit.windowMs },
      qa: {
        key: app.qaKey,
        defaultTtlHours: config.qa.defaultTtlHours,
        publicUrl: config.publicUrl,
        apiPrefix: prefix,
      },
    });
  },
  { name: 'admin', dependencies: ['infrastructure', 'orders', 'qa', 'remote-health'] },
);
