import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { Snapshot } from '../catalog/snapshot';
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
    const search = new SearchService(app.db, app.catalog, {
      cacheEntries: config.search.cacheEntries,
      indexMaxDocuments: config.search.indexMaxDocuments,
    });
    app.decorate('searchService', search);
    // The index of a new catalogue version is built as soon as the catalogue notices it, beside the current one
    // (docs/product-rules/search.md#how-search-is-served); a failed build is retried by the next search.
    const prepare = (snapshot?: Snapshot) =>
      search
        .prepare(snapshot)
        .catch((error: unknown) => app.log.warn({ err: error }, 'search index build failed'));
    app.catalog.onChange((snapshot) => void prepare(snapshot));
    app.addHook('onReady', async () => {
      await prepare();
    });
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
