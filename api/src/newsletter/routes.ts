import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { validateEmail } from '@sencha/shared/email';
import { NEWSLETTER_LINK_DONE, NEWSLETTER_LINK_INVALID } from '@sencha/shared/newsletter-messages';
import { Type } from '@sinclair/typebox';
import { ValidationError } from '../core/errors';
import {
  ErrorRef,
  NewsletterAcceptedSchema,
  NewsletterActionParamsSchema,
  NewsletterStateSchema,
  NewsletterSubscribeBodySchema,
  NewsletterTokenBodySchema,
  NewsletterTokenQuerySchema,
  ref,
} from '@sencha/shared/contract';
import type { NewsletterService } from './service';
import { SUBSCRIBE_MESSAGE } from './service';

export interface NewsletterRouteOptions {
  newsletter: NewsletterService;
}

/** A POST without a body (older pages, mail clients) is validated as an empty one. */
async function emptyBodyAsObject(request: { body: unknown }): Promise<void> {
  request.body ??= {};
}

/** The link's token: from the body (the storefront page), else the query (mail clients, older pages). */
function tokenOf(body: { token?: string } | undefined, query: { token?: string }): string {
  const token = body?.token ?? query.token;
  if (!token) throw new ValidationError(NEWSLETTER_LINK_INVALID);
  return token;
}

/**
 * POST /communications/newsletter/subscribe {email, source?}: 202 and the same body for every valid address
 * (new, pending, confirmed or unsubscribed); POST /confirm and POST /unsubscribe with {token} in the body, or
 * ?token= (the one-click unsubscribe of RFC 8058, and storefront releases deployed before the body form); GET
 * of either link: 303 to the storefront page that asks first.
 */
export const newsletterRoutes: FastifyPluginAsyncTypebox<NewsletterRouteOptions> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/communications/newsletter/subscribe',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['communications'],
        summary: 'Sign up for The First Steep (double opt-in: a confirmation e-mail is sent)',
        body: ref(NewsletterSubscribeBodySchema),
        response: { 202: ref(NewsletterAcceptedSchema), 400: ErrorRef, 413: ErrorRef, 429: ErrorRef },
      },
    },
    async (request, reply) => {
      const result = validateEmail(request.body.email);
      if (!result.ok) throw new ValidationError(result.message);
      await newsletter.subscribe(result.email, request.body.source ?? 'newsletter');
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ status: 'pending-confirmation', message: SUBSCRIBE_MESSAGE });
    },
  );

  // A GET of a link (an old e-mail, a mail client opening List-Unsubscribe) only leads to the storefront page,
  // whose button posts: nothing that merely follows links (mail scanners, previews) changes a subscription.
  app.get(
    '/communications/newsletter/:action',
    {
      schema: {
        tags: ['communications'],
        summary: 'The storefront page for a confirm or unsubscribe link (303)',
        params: NewsletterActionParamsSchema,
        querystring: NewsletterTokenQuerySchema,
        response: { 303: Type.Null(), 400: ErrorRef },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.redirect(
        newsletter.pageFor(request.params.action, tokenOf(undefined, request.query)),
        303,
      );
    },
  );

  app.post(
    '/communications/newsletter/confirm',
    {
      bodyLimit: 2048,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['communications'],
        summary: 'Confirm a sign-up (the signed, expiring token of the confirmation e-mail)',
        querystring: NewsletterTokenQuerySchema,
        body: NewsletterTokenBodySchema,
        response: { 200: ref(NewsletterStateSchema), 400: ErrorRef, 429: ErrorRef },
      },
    },
    async (request, reply) => {
      await newsletter.confirm(tokenOf(request.body, request.query));
      reply.header('cache-control', 'no-store');
      return { status: 'confirmed' as const, message: NEWSLETTER_LINK_DONE.confirm };
    },
  );

  // Its own scope: mail clients post "List-Unsubscribe=One-Click" as a form (ignored: the token says it all),
  // and only this route accepts forms.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, _body, done) => done(null, {}),
    );
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/communications/newsletter/unsubscribe',
      {
        bodyLimit: 2048,
        preValidation: emptyBodyAsObject,
        schema: {
          tags: ['communications'],
          summary: 'Unsubscribe (the storefront page, and the one-click POST of RFC 8058 from mail clients)',
          querystring: NewsletterTokenQuerySchema,
          body: NewsletterTokenBodySchema,
          response: { 200: ref(NewsletterStateSchema), 400: ErrorRef, 429: ErrorRef },
        },
      },
      async (request, reply) => {
        await newsletter.unsubscribe(tokenOf(request.body, request.query));
        reply.header('cache-control', 'no-store');
        return { status: 'unsubscribed' as const, message: NEWSLETTER_LINK_DONE.unsubscribe };
      },
    );
  });
};
