import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminOrderSchema,
  AdminOrdersQuerySchema,
  DeliveryStateBodySchema,
  OrderIdParamsSchema,
  OrderSchema,
  RemoteHealthFiguresSchema,
  RemoteHealthQuerySchema,
} from '@sencha/shared/contract';
import { UnauthorizedError, UnavailableError } from '../core/errors';
import { ErrorRef, ref } from '@sencha/shared/contract';
import type { OrderService } from '../orders/service';
import type { QaLinkPlace } from '../qa/links';
import { qaLink } from '../qa/links';
import { QA_PASS_MAX_HOURS } from '../qa/settings';
import type { RemoteHealthService } from '../remoteHealth/service';

export interface AdminRouteOptions {
  orders: OrderService;
  /** The remote health figures the canary watcher reads (docs/releasing.md#rollback-by-itself). */
  remoteHealth: RemoteHealthService;
  /** ADMIN_TOKEN: the routes exist only when it is set. */
  token: string;
  rateLimit: { max: number; timeWindow: number };
  /** QA pass links (docs/qa-overrides.md); key undefined when it could not be loaded (503). */
  qa: QaLinkPlace & { key: Buffer | undefined; defaultTtlHours: number };
}

const QaPassRequestSchema = Type.Object(
  { ttlHours: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: QA_PASS_MAX_HOURS })) },
  { additionalProperties: false },
);

const QaPassSchema = Type.Object({
  pass: Type.String(),
  path: Type.String(),
  url: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Operator routes (docs/operations.md#orders): Authorization: Bearer <ADMIN_TOKEN>, compared in constant time
 * (both sides hashed first, so neither the length nor the content leaks); 401 otherwise. Rate limited, GET too.
 */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (
  app,
  { orders, remoteHealth, token, rateLimit, qa },
) => {
  const expected = digest(token);
  // preParsing: after the rate limit (a route-level onRequest hook), before the body is read.
  app.addHook('preParsing', async (request, reply, payload) => {
    const header = request.headers.authorization ?? '';
    // Exactly `Bearer <token>`: a token with spaces around it is another token, never trimmed into the right one.
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (given === '' || !crypto.timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="sencha-admin"');
      throw new UnauthorizedError('A valid operator token is required.');
    }
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const auth = { 401: ErrorRef, 429: ErrorRef };
  const config = { rateLimit };

  app.get(
    '/admin/orders',
    {
      config,
      schema: {
        tags: ['operator'],
        summary: 'Orders, newest first, optionally by latest delivery state',
        querystring: AdminOrdersQuerySchema,
        response: { 200: Type.Array(ref(AdminOrderSchema)), 400: ErrorRef, ...auth },
      },
    },
    async (request) => orders.list(request.query.state, request.query.limit ?? 100),
  );

  app.post(
    '/admin/orders/:orderId/delivery-states',
    {
      config,
      bodyLimit: 1024,
      schema: {
        tags: ['operator'],
        summary:
          'Move an order to its next delivery state (forward only; cancel returns units before transit)',
        params: OrderIdParamsSchema,
        body: DeliveryStateBodySchema,
        response: { 200: ref(OrderSchema), 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...auth },
      },
    },
    async (request) => orders.advance(request.params.orderId, request.body.state),
  );

  app.post(
    '/admin/reviews/:orderId/approve',
    {
      config,
      schema: {
        tags: ['operator'],
        summary: "Approve (publish) an order's review: it becomes read-only",
        params: OrderIdParamsSchema,
        response: { 200: ref(OrderSchema), 404: ErrorRef, ...auth },
      },
    },
    async (request) => orders.approveReview(request.params.orderId),
  );

  app.get(
    '/admin/remote-health',
    {
      config,
      schema: {
        tags: ['operator'],
        summary: "A remote's health per version: clients, clients that saw failures, views, failures",
        querystring: RemoteHealthQuerySchema,
        response: { 200: ref(RemoteHealthFiguresSchema), 400: ErrorRef, ...auth },
      },
    },
    async (request) => remoteHealth.figures(request.query.app),
  );

  app.post(
    '/admin/qa-passes',
    {
      config,
      bodyLimit: 1024,
      // No body at all means the defaults, as `{}` does.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['operator'],
        summary: 'Issue a QA pass link (ttlHours: default QA_PASS_TTL_HOURS, at most 24)',
        body: QaPassRequestSchema,
        response: { 201: QaPassSchema, 400: ErrorRef, 503: ErrorRef, ...auth },
      },
    },
    async (request, reply) => {
      if (!qa.key)
        throw new UnavailableError('QA passes are unavailable: the QA pass key could not be loaded.');
      const link = qaLink(qa.key, request.body.ttlHours ?? qa.defaultTtlHours, qa);
      return reply.code(201).send(link);
    },
  );
};
