import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import {
  faqRoutes,
  flavourRoutes,
  homeRoutes,
  menuRoutes,
  regionRoutes,
  teaRoutes,
  teaTypeRoutes,
} from './routes';

/** The catalogue and its content (menu, tea types, regions, flavours, teas, FAQ, home) from the snapshot. */
export const catalogPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { catalog } = app;
    await app.register(
      async (routes) => {
        // Answers carry the snapshot's ETag (http/send.ts); @fastify/etag answers 304 when it matches.
        await routes.register(etag);
        for (const plugin of [menuRoutes, teaTypeRoutes, regionRoutes, flavourRoutes, teaRoutes, faqRoutes])
          await routes.register(plugin, { catalog });
        await routes.register(homeRoutes, { catalog });
      },
      { prefix },
    );
  },
  { name: 'catalog', dependencies: ['infrastructure'] },
);
