import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { buildRss, looksLikeRss } from './rss';
import type { CachedBody, CatalogService } from '../catalog/service';
import { cachedBody } from '../catalog/service';
import { NotFoundError } from '../core/errors';
import { ErrorRef } from '@sencha/shared/contract';
import { sendCached } from '../http/send';

export interface BlogRouteOptions {
  catalog: CatalogService;
  feedUrl: string | undefined;
  timeoutMs: number;
  ttlMs: number;
}

const RSS_TYPE = 'application/rss+xml; charset=utf-8';

/**
 * GET /blog: RSS 2.0. With BLOG_FEED_URL set, the external feed is fetched (time-limited), cached for ttlMs and
 * served as is; when it fails, the last good copy or the posts in the database are served instead.
 */
export const blogRoutes: FastifyPluginAsyncTypebox<BlogRouteOptions> = async (app, options) => {
  let external: { entry: CachedBody; fetchedAt: number } | undefined;
  let inflight: Promise<CachedBody | undefined> | undefined;

  async function fetchExternal(url: string): Promise<CachedBody | undefined> {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/rss+xml, application/xml;q=0.9, */*;q=0.5' },
      });
      if (!response.ok) throw new Error(`blog feed answered ${response.status}`);
      const text = await response.text();
      if (text.length > 5_000_000 || !looksLikeRss(text)) throw new Error('blog feed is not RSS');
      const entry = cachedBody(text, RSS_TYPE);
      external = { entry, fetchedAt: Date.now() };
      return entry;
    } catch (error) {
      app.log.warn({ err: error, url }, 'external blog feed unavailable; serving fallback');
      return undefined;
    }
  }

  async function externalEntry(url: string): Promise<CachedBody | undefined> {
    if (external && Date.now() - external.fetchedAt < options.ttlMs) return external.entry;
    inflight ??= fetchExternal(url).finally(() => {
      inflight = undefined;
    });
    return (await inflight) ?? external?.entry;
  }

  app.get(
    '/blog',
    {
      schema: {
        tags: ['content'],
        summary:
          'Latest blog posts as RSS 2.0 XML (title, link, pubDate, description, media:content, enclosure)',
        produces: ['application/rss+xml'],
        response: { 200: Type.String({ description: 'RSS 2.0 document' }), 404: ErrorRef },
      },
    },
    async (request, reply) => {
      const fromFeed = options.feedUrl ? await externalEntry(options.feedUrl) : undefined;
      if (fromFeed) return sendCached(request, reply, fromFeed, 'public, max-age=300');
      const entry = await options.catalog.cached('blog', (snapshot) =>
        cachedBody(
          buildRss(
            {
              title: 'Sencha Tea - The Tea Journal',
              link: 'https://blog.senchatea.com.au',
              description: 'Brewing guides, harvest news and stories from the gardens behind our teas.',
            },
            snapshot.blogPosts.map((p) => ({
              title: p.title,
              link: p.link,
              pubDate: (p.pub_date instanceof Date ? p.pub_date : new Date(p.pub_date)).toISOString(),
              description: p.description,
              imageUrl: p.image_url,
            })),
          ),
          RSS_TYPE,
        ),
      );
      if (!entry) throw new NotFoundError('The blog feed was not found.');
      return sendCached(request, reply, entry, 'public, max-age=300');
    },
  );
};
