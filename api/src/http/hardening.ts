import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A caller's X-Request-Id is kept when it is short and plain; anything else is replaced, never echoed. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function genReqId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/**
 * Per-request behaviour every response shares: X-Request-Id (the id in every log line of the request) and
 * X-Content-Type-Options: nosniff; one access log line per request at `accessLogLevel` (debug in production).
 * The access log hooks are only installed when the logger's level lets such lines through: a production server
 * at level info pays nothing for them.
 */
export function installRequestHooks(app: FastifyInstance, accessLogLevel: 'debug' | 'info'): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    done();
  });
  const rank = (level: string) => LEVELS[level] ?? Number.POSITIVE_INFINITY;
  if (rank(app.log.level) > rank(accessLogLevel)) return;
  app.addHook('onRequest', (request, _reply, done) => {
    request.log[accessLogLevel]({ method: request.method, url: request.url, ip: request.ip }, 'request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (absent when no route matched): lines group by route, whatever the parameters were.
    request.log[accessLogLevel](
      {
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        route: request.routeOptions.url,
      },
      'response',
    );
    done();
  });
}
