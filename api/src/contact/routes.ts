import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT,
  isHoneypotFilled,
  validateContactForm,
} from '@sencha/shared/contact-form';
import type { ContactService } from './service';
import { ContactBodySchema, ContactErrorSchema, ContactReceivedSchema } from '@sencha/shared/contract';
import { errorBody } from '../http/errors';
import { ErrorRef, ref } from '@sencha/shared/contract';

export interface ContactRouteOptions {
  contact: ContactService;
  /** CONTACT_RATE_MAX per CONTACT_RATE_WINDOW_MS, per client address. */
  rateLimit: { max: number; timeWindow: number };
}

const BODY_SHAPE = 'The request body must be a JSON object with only name, email, subject and message.';

/**
 * Room for any message the form accepts however it is written: at most 4 UTF-8 bytes per character (the JSON
 * escapes of the tabs and line breaks a message may hold take 2) for the longest name and message, about 21 KB
 * with an address and the JSON around them, and room left for spaces the rule trims. Still small.
 * test/contact.test.ts posts the longest form in 4-byte characters.
 */
export const CONTACT_BODY_LIMIT = 32 * 1024;

/**
 * POST /communications/contact {name, email, subject, message}: 400 with the form's messages, or the message
 * is stored, 202 {status: 'received'}, and e-mailed to the shop's inbox in the background (Reply-To the shopper),
 * or in the next digest beyond the hourly mail budget: never closed to an honest sender. A filled honeypot
 * (`website`) is answered the same 202 and dropped. 429 beyond the sender's own limit.
 */
export const contactRoutes: FastifyPluginAsyncTypebox<ContactRouteOptions> = async (
  app,
  { contact, rateLimit },
) => {
  app.post(
    '/communications/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      // Stricter than the POST default: each accepted message lands in a person's inbox.
      config: { rateLimit },
      // The schema judges only the body's shape (the fields are the shared rule's): one plain sentence for
      // ajv's 'body must be object' and 'body property name must be valid'.
      schemaErrorFormatter: () => new Error(BODY_SHAPE),
      schema: {
        tags: ['communications'],
        summary:
          "Send a message to the shop (stored, then e-mailed to the shop's inbox; replies go to the sender)",
        body: ref(ContactBodySchema),
        response: {
          202: ref(ContactReceivedSchema),
          400: ref(ContactErrorSchema),
          413: ErrorRef,
          429: ErrorRef,
        },
      },
    },
    async (request, reply) => {
      // Every answer, refusals included, is about this one submission: never cached.
      reply.header('cache-control', 'no-store');
      // Answered as any accepted message, before the form is judged: the bot learns nothing to adapt to.
      if (isHoneypotFilled(request.body[CONTACT_HONEYPOT])) {
        contact.discardHoneypot();
        return reply.code(202).send({ status: 'received' as const });
      }
      const result = validateContactForm(request.body);
      if (!result.ok) {
        const { errors } = result;
        const first = CONTACT_FIELDS.map((field) => errors[field]).find((message) => message !== undefined);
        // The rule's fixed messages only: nothing of the input is repeated.
        return reply
          .code(400)
          .send({ ...errorBody(400, first ?? 'The request is not valid.'), fields: errors });
      }
      await contact.receive(result.form);
      return reply.code(202).send({ status: 'received' as const });
    },
  );
};
