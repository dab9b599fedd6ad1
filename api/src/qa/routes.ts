import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ForbiddenError } from '../core/errors';
import { ErrorRef } from '@sencha/shared/contract';
import {
  QA_HINT_COOKIE,
  QA_PASS_COOKIE,
  clearedQaCookies,
  isSameOrigin,
  qaCookies,
  readCookie,
} from './cookies';
import { confirmPage, crossSitePage, invalidPassPage, sendPage, unavailablePage } from './pages';
import { issueToken, verifyToken } from './pass';

export interface QaRouteOptions {
  /** The pass key; undefined when it could not be loaded, and QA mode is then off for everyone (fail closed). */
  key: Buffer | undefined;
  /** Where the confirmation form posts: this plugin's enter route under the API prefix, e.g. /api/qa/enter. */
  enterPath: string;
  /** For the two POSTs: end-to-end tests enter and leave QA mode many times a minute from one address. */
  rateLimit: { max: number; timeWindow: number };
}

const QaStatusSchema = Type.Object(
  {
    qa: Type.Boolean(),
    expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

/** Every QA answer is personal: never kept by a browser or a shared cache. */
const NO_STORE = 'no-store';

/**
 * QA mode behind a signed pass (docs/qa-overrides.md). A pass link opens a confirmation page (GET, no cookie);
 * its button POSTs the pass from this origin, which sets the session cookies and redirects to /versions. The
 * servers in front ask the status route whether a page request is in QA mode (nginx's auth_request, npm
 * start's verifier), so it always answers 200 and costs one HMAC, no database.
 */
export const qaRoutes: FastifyPluginAsyncTypebox<QaRouteOptions> = async (
  app,
  { key, enterPath, rateLimit },
) => {
  // Only the confirmation form posts a form here; a pass is about 90 characters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const config = { rateLimit };

  app.get(
    '/qa/enter',
    {
      schema: {
        tags: ['qa'],
        summary: 'Confirmation page of a QA pass link (HTML; sets nothing)',
        querystring: Type.Object({ pass: Type.Optional(Type.Unknown()) }),
      },
    },
    async (request, reply) => {
      if (!key) return sendPage(reply, 503, unavailablePage());
      const { pass } = request.query;
      const verified = verifyToken(key, pass, 'pass');
      if (!verified || typeof pass !== 'string') return sendPage(reply, 400, invalidPassPage());
      return sendPage(reply, 200, confirmPage(enterPath, pass, verified.expiresAt));
    },
  );

  app.post(
    '/qa/enter',
    {
      config,
      bodyLimit: 1024,
      schema: {
        tags: ['qa'],
        summary: 'Enter QA mode: the confirmation form posts the pass (same origin only); 303 to /versions',
      },
    },
    async (request, reply) => {
      if (!isSameOrigin(request)) return sendPage(reply, 403, crossSitePage());
      if (!key) return sendPage(reply, 503, unavailablePage());
      const body = request.body;
      const pass =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>).pass : undefined;
      const verified = verifyToken(key, pass, 'pass');
      if (!verified) return sendPage(reply, 400, invalidPassPage());
      // The session ends with the pass: a link never buys more time than it says.
      const session = issueToken(key, 'session', verified.exp);
      return reply
        .code(303)
        .header('cache-control', NO_STORE)
        .header('set-cookie', qaCookies(request, session, verified.exp))
        .header('location', '/versions')
        .send();
    },
  );

  app.post(
    '/qa/leave',
    {
      config,
      bodyLimit: 1024,
      schema: {
        tags: ['qa'],
        summary: 'Leave QA mode: clears the QA cookies (same origin only)',
        response: { 204: Type.Null({ description: 'Left QA mode' }), 403: ErrorRef, 429: ErrorRef },
      },
    },
    async (request, reply) => {
      // Another site must not be able to switch a QA's browser out of QA mode in the middle of a check.
      if (!isSameOrigin(request)) throw new ForbiddenError('QA mode is left from the shop itself.');
      return reply
        .code(204)
        .header('cache-control', NO_STORE)
        .header('set-cookie', clearedQaCookies(request))
        .send(null);
    },
  );

  app.get(
    '/qa/status',
    {
      schema: {
        tags: ['qa'],
        summary: 'Whether this browser is in QA mode (X-Sencha-Qa: 1 or 0); always 200',
        response: { 200: QaStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const cookie = request.headers.cookie;
      const session = readCookie(cookie, QA_PASS_COOKIE);
      const verified = key && session !== undefined ? verifyToken(key, session, 'session') : null;
      if (verified) {
        reply.header('x-sencha-qa', '1');
        return { qa: true, expiresAt: verified.expiresAt.toISOString() };
      }
      // A forged, expired or orphaned cookie goes: the hint would otherwise keep the shell asking.
      if (session !== undefined || readCookie(cookie, QA_HINT_COOKIE) !== undefined)
        reply.header('set-cookie', clearedQaCookies(request));
      reply.header('x-sencha-qa', '0');
      return { qa: false };
    },
  );
};
