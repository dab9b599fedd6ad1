import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { searchRoutes } from './routes';
import { SearchService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Not `search`: Fastify's own SEARCH method shorthand has that name. */
    searchService: SearchService;
  }
}

/** GET /search over the catalogue snapshot (docs/product-rules/search.md). */
export const searchPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { config } = app;
    const search = new SearchService(app.db, app.catalog, { cacheEntries: config.search.cacheEntries });
    app.decorate('searchService', search);
    const rateLimit = { max: config.search.rateMax, timeWindow: config.search.rateWindowMs };
    await app.register(
      async (routes) => {
        await routes.register(etag);
        await routes.register(searchRoutes, { search, rateLimit });
      },
      { prefix },
    );
  },
  { name: 'search', dependencies: ['infrastructure'] },
);
