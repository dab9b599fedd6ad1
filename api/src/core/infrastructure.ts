import fp from 'fastify-plugin';
import { CatalogService } from '../catalog/service';
import type { CatalogueTools } from '../catalogueTools';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import type { ErrorReporter } from '../http/errorReporting';
import { createErrorReporter } from '../http/errorReporting';
import type { Mailer } from '../mail/mailer';
import { createMailer } from '../mail/mailer';
import type { App } from './app';
import type { Redis } from 'ioredis';
import { closeRedis, openRedis } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    reporter: ErrorReporter;
    /** The catalogue snapshot every feature reads (reloaded when the catalogue version changes). */
    catalog: CatalogService;
    /** REDIS_URL's client (the shared rate-limit counters), or null: counted in this process. */
    redis: Redis | null;
  }
}

export interface InfrastructureOptions {
  config: AppConfig;
  /** Use this database instead of opening one from the config (closed on close all the same). */
  db?: Database;
  /** Use this mailer instead of the configured one. */
  mailer?: Mailer;
  /** The catalogue tooling, when it runs with the API: seeds an empty database (AUTO_SEED). */
  catalogue?: CatalogueTools;
}

/**
 * The shared infrastructure as decorators: config, the migrated (and, with the tooling, seeded) database, the
 * catalogue snapshot, the mailer and the error reporter. Registered first, so closed last: every feature's
 * onClose hook runs while the database and the mailer are still open.
 */
export const infrastructurePlugin = fp<InfrastructureOptions>(
  async (app: App, options) => {
    const { config } = options;
    const db =
      options.db ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        fsync: config.pgliteFsync,
      }));
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ applied }, 'database migrated');
      if (config.autoSeed && options.catalogue) {
        const seeded = await options.catalogue.seedIfEmpty(db);
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
    const mailer = options.mailer ?? createMailer(config.mail);
    // Before the features: their background failures (e-mails, the sweep) are reported too.
    const reporter = await createErrorReporter(config.sentry, app.log);
    app.decorate('config', config).decorate('db', db).decorate('catalog', catalog);
    app.decorate('mailer', mailer).decorate('reporter', reporter);
    const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (redis) await closeRedis(redis);
      catalog.stop();
      mailer.close();
      await db.close();
      await reporter.close();
    });
  },
  { name: 'infrastructure' },
);
