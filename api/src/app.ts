import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import Fastify, { LogController } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CatalogService } from './catalog/service';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { clientErrorHandler, errorBody, errorHandler, frameworkErrors } from './http/errors';
import { createErrorReporter } from './http/errorReporting';
import { genReqId, installRequestHooks } from './http/hardening';
import { allSchemas } from '@sencha/shared/contract';
import type { ArtDrawer, CatalogueTools } from './catalogueTools';
import { ImageService } from './images/service';
import type { Mailer } from './mail/mailer';
import { createMailer } from './mail/mailer';
import { NewsletterService } from './newsletter/service';
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
import { seoRoutes } from './routes/seo';
import { searchRoutes } from './routes/search';
import { SearchService } from './search/service';
import { CheckoutService } from './checkout/service';
import { ContactService } from './contact/service';
import { OrderMail } from './orders/confirmation';
import { OrderService } from './orders/service';
import { selectProvider } from './payments/select';
import { loadQaKey } from './qa/pass';
import { adminRoutes } from './routes/admin';
import { qaRoutes } from './routes/qa';
import { cartRoutes } from './routes/cart';
import { contactRoutes } from './routes/contact';
import { checkoutRoutes } from './routes/checkout';
import { orderRoutes } from './routes/orders';
import { sandboxRoutes } from './routes/sandbox';
import { shippingRoutes } from './routes/shipping';
import { stripeWebhookRoutes } from './routes/stripeWebhook';
import { AusPostClient } from './shipping/auspost';
import { ShippingQuotes } from './shipping/service';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface Api {
  app: App;
  db: Database;
  catalog: CatalogService;
  search: SearchService;
  images: ImageService;
  /** The image drawer when the catalogue tooling runs with the API (BuildOptions.catalogue), else null. */
  art: ArtDrawer | null;
  mailer: Mailer;
  newsletter: NewsletterService;
  contact: ContactService;
  checkout: CheckoutService;
  orders: OrderService;
  orderMail: OrderMail;
  /** Every route registered, with its methods and rate limit (tests prove that no POST goes unlimited). */
  routes: RouteInfo[];
}

export interface RouteInfo {
  methods: string[];
  url: string;
  rateLimit: unknown;
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (the app closes it on close). */
  db?: Database;
  /** Use this mailer instead of the configured one. */
  mailer?: Mailer;
  /** The catalogue tooling (seed data, image drawing), when it runs with the API: see catalogueTools.ts. */
  catalogue?: CatalogueTools;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<Api> {
  const production = config.nodeEnv === 'production';
  const app: App = Fastify({
    logger: { level: config.logLevel, ...(config.logStream ? { stream: config.logStream } : {}) },
    bodyLimit: config.limits.bodyLimitBytes,
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    return503OnClosing: true,
    requestTimeout: config.limits.requestTimeoutMs,
    connectionTimeout: config.limits.connectionTimeoutMs,
    keepAliveTimeout: config.limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.limits.headersTimeoutMs,
      // How often Node checks requestTimeout and headersTimeout (default 30 s): held connections close promptly.
      connectionsCheckingInterval: Math.min(1000, config.limits.headersTimeoutMs),
    },
    // The id comes from genReqId (a caller's plain X-Request-Id, else a UUID), logged as reqId on every line.
    requestIdHeader: false,
    genReqId,
    // Fastify's own per-request lines are replaced by installRequestHooks' (debug level in production).
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<TypeBoxTypeProvider>();
  installRequestHooks(app, production ? 'debug' : 'info');
  // Before the database opens: a misconfigured provider fails the start at once.
  const payments = selectProvider(config);
  if (payments.warning) app.log.warn(payments.warning);

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
  const search = new SearchService(db, catalog, { cacheEntries: config.search.cacheEntries });
  const art =
    options.catalogue?.art(() => catalog.snapshot(), path.join(config.imageDir, 'originals')) ?? null;
  const images = new ImageService(config.imageDir, config.images, art ?? undefined);
  await images.init();
  let closing = false;
  if (config.generateImages && art) {
    // A catalogue changed while running (a re-seed, an edit in the database): draw what changed, in the
    // background and one image at a time; a request for an image being drawn waits for it
    // (ImageService.original). Registered before the start run, so a change during it is not missed.
    catalog.onChange(() => {
      art
        .generate({ shouldStop: () => closing, concurrency: 1, ifArtInputsChanged: true })
        .then((r) => {
          if (r.made > 0 || r.failed.length > 0)
            app.log.info({ made: r.made, failed: r.failed, ms: r.ms }, 'catalogue images regenerated');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'image generation failed'));
    });
    // Before listening: only missing or changed images are drawn (none on a start with nothing changed; the
    // whole catalogue, 15-25 s on two cores, on a first start), so every image the catalogue names exists once
    // we serve.
    try {
      const result = await art.generate({ shouldStop: () => closing });
      if (result.made > 0 || result.failed.length > 0)
        app.log.info(
          { made: result.made, total: result.total, failed: result.failed, ms: result.ms },
          'catalogue images generated',
        );
    } catch (error) {
      // A full disk or an unwritable IMAGE_DIR must not keep the shop closed: images answer 404 meanwhile.
      app.log.error({ err: error }, 'catalogue images could not be generated');
    }
  }
  const mailer = options.mailer ?? createMailer(config.mail);
  // Before the services: their background failures (e-mails, the sweep) are reported too.
  const reporter = await createErrorReporter(config.sentry, app.log);
  const newsletter = new NewsletterService(db, mailer, {
    ...config.newsletter,
    api: `${config.publicUrl}${config.apiPrefix}/communications/newsletter`,
    pages: `${config.publicUrl}/the-first-steep`,
    log: app.log,
    reporter,
  });

  const { shipping } = config;
  const quotes = new ShippingQuotes({
    auspost: shipping.auspostApiKey
      ? new AusPostClient({
          apiKey: shipping.auspostApiKey,
          baseUrl: shipping.auspostBaseUrl,
          fromPostcode: shipping.fromPostcode,
          timeoutMs: shipping.auspostTimeoutMs,
        })
      : undefined,
    log: app.log,
    cacheTtlMs: shipping.quoteCacheMs,
  });
  const orderMail = new OrderMail(db, mailer, {
    publicUrl: config.publicUrl,
    from: config.mail.ordersFrom,
    log: app.log,
    reporter,
    maxAttempts: 5,
  });
  const contact = new ContactService(db, mailer, {
    inbox: config.contact.inbox,
    from: config.mail.from,
    maxPerHour: config.contact.maxPerHour,
    maxAttempts: 5,
    log: app.log,
    reporter,
  });
  const checkout = new CheckoutService(db, quotes, {
    provider: payments.provider,
    sessionTtlMs: config.payments.sessionTtlMs,
    stripeReleaseGraceMs: config.payments.stripeReleaseGraceMs,
    sweepMs: config.payments.sweepMs,
    log: app.log,
    reporter,
    mail: orderMail,
    otherMail: [contact],
  });
  const orders = new OrderService(db);
  checkout.start();

  app.addHook('onClose', async () => {
    closing = true;
    catalog.stop();
    await checkout.stop();
    await orderMail.idle();
    await contact.idle();
    await newsletter.idle();
    mailer.close();
    await db.close();
  });

  app.addHook('onClose', () => reporter.close());
  app.setErrorHandler(errorHandler(reporter));
  app.setNotFoundHandler((request, reply) => {
    request.log.debug('no route');
    return reply.code(404).send(errorBody(404, 'The requested resource was not found.'));
  });

  // Every POST route is rate limited per client address (request.ip: X-Forwarded-For only from TRUST_PROXY):
  // this hook, added before the plugin's own, gives POST routes without a limit of their own the default one.
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const routeConfig = (route.config ?? {}) as { rateLimit?: unknown };
    if (methods.includes('POST') && routeConfig.rateLimit === undefined) {
      route.config = {
        ...routeConfig,
        rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs },
      } as typeof route.config;
    }
    routes.push({
      methods,
      url: route.url,
      rateLimit: (route.config as { rateLimit?: unknown } | undefined)?.rateLimit,
    });
  });
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    // Answers in the shared error shape; thrown, so it goes through errorHandler like every other error.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `Too many requests. Please try again in ${context.after}.`,
      expose: true,
    }),
  });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      maxAge: 600,
    });
  }
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  for (const schema of allSchemas) app.addSchema(schema);

  const prefix = config.apiPrefix;
  // The OpenAPI document is always generated from the route schemas (app.swagger()); it is served only when
  // API_DOCS is on (default: off in production).
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
        { name: 'communications', description: 'Newsletter and contact form' },
        { name: 'commerce', description: 'Shipping, cart validation, checkout, orders and reviews' },
        {
          name: 'operator',
          description: 'Order fulfilment, review approval and QA pass links (ADMIN_TOKEN)',
        },
        { name: 'images', description: 'Generated images and transforms' },
        { name: 'ops', description: 'Health' },
        { name: 'qa', description: 'QA mode behind a signed pass (docs/qa-overrides.md)' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: `${prefix}/docs` });

  // QA mode is a tool, not the shop: without a usable key it stays off (fail closed) and the shop opens anyway.
  let qaKey: Buffer | undefined;
  try {
    const loaded = loadQaKey(config.qa);
    qaKey = loaded.key;
    if (loaded.created) app.log.info({ file: loaded.source }, 'QA pass key created');
    if (loaded.warning) app.log.warn(loaded.warning);
  } catch (error) {
    app.log.error({ err: error }, 'QA pass key could not be loaded: QA mode is unavailable');
  }
  // The QA POSTs get a limit of their own: end-to-end runs enter QA mode about 20 times a minute from one address.
  const qaRateLimit = { max: config.rateLimit.max * 6, timeWindow: config.rateLimit.windowMs };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, catalog });
      await api.register(qaRoutes, { key: qaKey, enterPath: `${prefix}/qa/enter`, rateLimit: qaRateLimit });
      await api.register(menuRoutes, { catalog });
      await api.register(teaTypeRoutes, { catalog });
      await api.register(regionRoutes, { catalog });
      await api.register(flavourRoutes, { catalog });
      await api.register(teaRoutes, { catalog });
      await api.register(faqRoutes, { catalog });
      await api.register(homeRoutes, { catalog });
      await api.register(searchRoutes, {
        search,
        rateLimit: { max: config.search.rateMax, timeWindow: config.search.rateWindowMs },
      });
      await api.register(blogRoutes, {
        catalog,
        feedUrl: config.blogFeedUrl,
        timeoutMs: config.blogFeedTimeoutMs,
        ttlMs: config.blogFeedTtlMs,
      });
      await api.register(newsletterRoutes, { newsletter });
      await api.register(contactRoutes, {
        contact,
        rateLimit: { max: config.contact.rateMax, timeWindow: config.contact.rateWindowMs },
      });
      await api.register(shippingRoutes, { db, quotes });
      await api.register(cartRoutes, { db, quotes });
      await api.register(checkoutRoutes, { checkout });
      await api.register(orderRoutes, { orders });
      if (payments.stripe) await api.register(stripeWebhookRoutes, { checkout, stripe: payments.stripe });
      if (checkout.providerName === 'sandbox')
        await api.register(sandboxRoutes, { checkout, formBase: `${prefix}/checkout/sandbox` });
      if (config.adminToken)
        await api.register(adminRoutes, {
          orders,
          token: config.adminToken,
          rateLimit: { max: config.rateLimit.max * 6, timeWindow: config.rateLimit.windowMs },
          qa: {
            key: qaKey,
            defaultTtlHours: config.qa.defaultTtlHours,
            publicUrl: config.publicUrl,
            apiPrefix: prefix,
          },
        });
    },
    { prefix },
  );
  await app.register(imageRoutes, { images });
  // At the origin's root, not under the API prefix: search engines look for them there.
  await app.register(seoRoutes, { catalog, publicUrl: config.publicUrl });

  return {
    app,
    db,
    catalog,
    search,
    images,
    art,
    mailer,
    newsletter,
    contact,
    checkout,
    orders,
    orderMail,
    routes,
  };
}
