import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';

export interface NewsletterRouteOptions {
  db: Database;
}

// Pragmatic address check (the same rule as the storefront form): local@domain.tld, no spaces, sane length.
const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:.]{2,}$/;

export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email) || email.includes('..')) return null;
  return email;
}

/** POST /communications/newsletter/subscribe {email}: 201 on a new subscriber, 200 when already subscribed. */
export const newsletterRoutes: FastifyPluginAsync<NewsletterRouteOptions> = async (app, { db }) => {
  app.post(
    '/communications/newsletter/subscribe',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['communications'],
        summary: 'Subscribe an e-mail address to The First Steep newsletter (idempotent)',
        body: {
          type: 'object',
          properties: { email: { type: 'string' }, source: { type: 'string' } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              email: { type: 'string' },
              subscribed: { type: 'boolean' },
              message: { type: 'string' },
            },
          },
          201: {
            type: 'object',
            properties: {
              email: { type: 'string' },
              subscribed: { type: 'boolean' },
              message: { type: 'string' },
            },
          },
          400: { $ref: 'Error#' },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { email?: unknown; source?: unknown } | null | undefined;
      const email = normaliseEmail(body?.email);
      if (!email) throw new HttpError(400, 'Please provide a valid email address.');
      const source = typeof body?.source === 'string' ? body.source.slice(0, 40) : 'newsletter';
      const rows = await db.query<{ id: number }>(
        `INSERT INTO newsletter_subscriber (email, source) VALUES ($1, $2)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, source],
      );
      const created = rows.length > 0;
      reply.header('cache-control', 'no-store');
      return reply.code(created ? 201 : 200).send({
        email,
        subscribed: true,
        message: created
          ? 'You have successfully subscribed to The First Steep digest.'
          : 'You are already subscribed to The First Steep digest.',
      });
    },
  );
};
