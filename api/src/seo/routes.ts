import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { CatalogService } from '../catalog/service';
import { cachedBody } from '../catalog/service';
import { NotFoundError } from '../core/errors';
import { ErrorRef } from '@sencha/shared/contract';
import { sendCached } from '../http/send';
import { buildRobots } from './robots';
import { buildSitemap, sitemapPaths } from './sitemap';

export interface SeoRouteOptions {
  catalog: CatalogService;
  /** The shop's public origin (PUBLIC_URL): search engines need absolute addresses. */
  publicUrl: string;
}

export const SITEMAP_PATH = '/sitemap.xml';

/**
 * GET /robots.txt and GET /sitemap.xml, at the root of the shop's origin (the shell's proxy and nginx forward
 * them here; docs/serving.md#the-api-proxy). The sitemap is built from the catalogue and cached with it, like
 * the catalogue routes (rebuilt only when the catalogue changes or the cache ages out), so requests cannot make
 * us build it again and again.
 */
export const seoRoutes: FastifyPluginAsyncTypebox<SeoRouteOptions> = async (app, { catalog, publicUrl }) => {
  const robots = cachedBody(buildRobots(publicUrl, SITEMAP_PATH), 'text/plain; charset=utf-8');
  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['content'],
        summary: 'robots.txt: what crawlers may read, and where the sitemap is',
        produces: ['text/plain'],
        response: { 200: Type.String() },
      },
    },
    async (request, reply) => sendCached(request, reply, robots),
  );

  app.get(
    SITEMAP_PATH,
    {
      schema: {
        tags: ['content'],
        summary: 'Sitemap of every indexable page: home, content pages, listings, tea items',
        produces: ['application/xml'],
        response: { 200: Type.String({ description: 'sitemaps.org XML' }), 404: ErrorRef },
      },
    },
    async (request, reply) => {
      const entry = await catalog.cached('sitemap', (snapshot) => {
        const { xml, truncated } = buildSitemap(publicUrl, sitemapPaths(snapshot));
        if (truncated) request.log.warn('the sitemap lists more pages than one file may hold; cut');
        return cachedBody(xml, 'application/xml; charset=utf-8');
      });
      if (!entry) throw new NotFoundError('The sitemap was not found.');
      return sendCached(request, reply, entry);
    },
  );
};
