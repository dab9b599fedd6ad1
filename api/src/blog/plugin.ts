import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { blogRoutes } from './routes';

/** GET /blog: the RSS feed (external when BLOG_FEED_URL is set, else the posts in the database). */
export const blogPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { config } = app;
    await app.register(
      async (routes) => {
        await routes.register(etag);
        await routes.register(blogRoutes, {
          catalog: app.catalog,
          feedUrl: config.blogFeedUrl,
          timeoutMs: config.blogFeedTimeoutMs,
          ttlMs: config.blogFeedTtlMs,
        });
      },
      { prefix },
    );
  },
  { name: 'blog', dependencies: ['infrastructure'] },
);
