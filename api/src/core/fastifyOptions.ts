import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import { LogController } from 'fastify';
import type { AppConfig } from '../config';
import { clientErrorHandler, frameworkErrors } from '../http/errors';
import { genReqId } from '../http/hardening';
import { wireValidators } from './validation';

/** The server's options: logging, limits and timeouts from the config (docs/serving.md). */
export function fastifyOptions(config: AppConfig): FastifyHttpOptions<Server> {
  return {
    logger: { level: config.logLevel, ...(config.logStream ? { stream: config.logStream } : {}) },
    bodyLimit: config.limits.bodyLimitBytes,
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    return503OnClosing: true,
    // Plugins do the start's long work (migrating and seeding the database, drawing the catalogue's images on a
    // first start): no time limit, a slow disk must not fail the start.
    pluginTimeout: 0,
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
    // Bodies uncoerced, the wire rule on every string and number (./validation.ts).
    schemaController: { compilersFactory: { buildValidator: wireValidators() } },
  };
}
