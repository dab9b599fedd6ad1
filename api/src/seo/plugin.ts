import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { App } from '../core/app';
import { seoRoutes } from './routes';

/** robots.txt and the sitemap, at the origin's root (not under the API prefix): search engines look there. */
export const seoPlugin = fp(
  async (app: App) => {
    await app.register(async (routes) => {
      await routes.register(etag);
      await routes.register(seoRoutes, { catalog: app.catalog, publicUrl: app.config.publicUrl });
    });
  },
  { name: 'seo', dependencies: ['infrastructure'] },
);
