import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, errorHandler } from '../http/errors';
import { installRequestHooks } from '../http/hardening';
import type { App } from './app';
import { throttledWarning } from './redis';
import { sharedRateLimitStore } from './rateLimitStore';

/** One registered route, with its methods and rate limit (tests prove that no POST goes unlimited). */
export interface RouteInfo {
  methods: string[];
  url: string;
  rateLimit: unknown;
  /** What the route validates (test/hostile-input.test.ts sends every part of it hostile values). */
  schema: FastifySchema | undefined;
}

export interface HttpOptions {
  /** Filled with every route registered after this plugin. */
  routes: RouteInfo[];
}

/**
 * What every answer shares, registered before any route: request ids and access logs, the one error handler
 * (http/errors.ts maps the services' domain errors), the 404 answer, rate limits, CORS and compression.
 */
export const httpPlugin = fp<HttpOptions>(
  async (app: App, { routes }) => {
    const { config } = app;
    installRequestHooks(app, config.nodeEnv === 'production' ? 'debug' : 'info');
    app.setErrorHandler(errorHandler(app.reporter));
    app.setNotFoundHandler((request, reply) => {
      request.log.debug('no route');
      return reply.code(404).send(errorBody(404, 'The requested resource was not found.'));
    });

    // Every POST route is rate limited per client address (request.ip: X-Forwarded-For only from TRUST_PROXY):
    // this hook, added before the plugin's own, gives POST routes without a limit of their own the default one.
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
        schema: route.schema,
      });
    });
    // With REDIS_URL the counters are shared by every replica: a limit is one limit however many run.
    const store = app.redis
      ? sharedRateLimitStore(
          app.redis,
          throttledWarning(app.log, 'Redis unavailable: rate limits count in this process'),
        )
      : undefined;
    await app.register(rateLimit, {
      global: false,
      ...(store ? { store } : {}),
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
  },
  { name: 'http', dependencies: ['infrastructure'] },
);
