import compress from '@fastify/compress';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyError, FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { CatalogService } from './catalog/service';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { errorBody, errorSchema } from './http/errors';
import { allSchemas } from './http/schemas';
import { ImageService } from './images/service';
import { blogRoutes } from './routes/blog';
import {
  faqRoutes,
  flavourRoutes,
  homeRoutes,
  menuRoutes,
  regionRoutes,
  teaRoutes,
  teaTypeRoutes,
} from './routes/catalog';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { newsletterRoutes } from './routes/newsletter';
import { seedIfEmpty } from './seed/seed';

export interface Api {
  app: FastifyInstance;
  db: Database;
  catalog: CatalogService;
  images: ImageService;
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (the app closes it on close). */
  db?: Database;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<Api> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });

  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    if (config.autoSeed) {
      const seeded = await seedIfEmpty(db);
      if (seeded) app.log.info({ seeded }, 'empty database seeded');
    }
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }

  const catalog = new CatalogService(db, {
    pollMs: config.catalogPollMs,
    onError: (error) => app.log.warn({ err: error }, 'catalogue refresh failed'),
  });
  await catalog.snapshot();
  catalog.start();
  const images = new ImageService(catalog, config.imageDir);

  app.addHook('onClose', async () => {
    catalog.stop();
    await db.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.validation !== undefined
        ? 400
        : typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send(errorBody(status, 'An unexpected error occurred. Please try again shortly.'));
    }
    return reply.code(status).send(errorBody(status, error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`));
  });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      maxAge: 600,
    });
  }
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.addSchema(errorSchema);
  for (const schema of allSchemas) app.addSchema(schema);

  const prefix = config.apiPrefix;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sencha Tea storefront API',
        description: 'Catalogue, content and images for Sencha Tea - True Teas for Masters.',
        version: '0.1.0',
      },
      servers: [{ url: '/' }],
      tags: [
        { name: 'catalogue', description: 'Tea types, regions, flavours, tea items and products' },
        { name: 'home', description: 'Home page content' },
        { name: 'content', description: 'FAQ and blog' },
        { name: 'communications', description: 'Newsletter' },
        { name: 'images', description: 'Generated images and transforms' },
        { name: 'ops', description: 'Health' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(swaggerUi, { routePrefix: `${prefix}/docs` });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, catalog });
      await api.register(menuRoutes, { catalog });
      await api.register(teaTypeRoutes, { catalog });
      await api.register(regionRoutes, { catalog });
      await api.register(flavourRoutes, { catalog });
      await api.register(teaRoutes, { catalog });
      await api.register(faqRoutes, { catalog });
      await api.register(homeRoutes, { catalog });
      await api.register(blogRoutes, {
        catalog,
        feedUrl: config.blogFeedUrl,
        timeoutMs: config.blogFeedTimeoutMs,
        ttlMs: config.blogFeedTtlMs,
      });
      await api.register(newsletterRoutes, { db });
    },
    { prefix },
  );
  await app.register(imageRoutes, { images });

  return { app, db, catalog, images };
}
