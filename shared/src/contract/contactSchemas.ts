/**
 * Wire shapes of the contact form route, written once with TypeBox like the others (./catalogSchemas.ts). The body's
 * fields are deliberately untyped: the form's own rule (../validation/contactForm.ts) judges every value, so
 * the API refuses what the form refuses with the form's words, a number or a list included.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_SUBJECTS } from '../validation/contactForm';
import { CONTACT_HONEYPOT } from '../validation/contactForm';
import { named } from './catalogSchemas';

export const ContactBodySchema = named(
  'ContactBody',
  Type.Object(
    {
      name: Type.Optional(
        Type.Unknown({
          description: `Text, one line, at most ${CONTACT_LIMITS.name} characters once trimmed`,
        }),
      ),
      email: Type.Optional(Type.Unknown({ description: "E-mail address (the shop's one e-mail rule)" })),
      subject: Type.Optional(Type.Unknown({ description: `One of: ${CONTACT_SUBJECTS.join(', ')}` })),
      message: Type.Optional(
        Type.Unknown({ description: `Text, at most ${CONTACT_LIMITS.message} characters once trimmed` }),
      ),
      [CONTACT_HONEYPOT]: Type.Optional(
        Type.Unknown({
          description:
            'Left empty by people (the form hides it): filled, the message is answered 202 and dropped',
        }),
      ),
    },
    {
      additionalProperties: false,
      // Fastify's validator removes unknown properties silently (removeAdditional); naming the allowed ones
      // makes an unknown property a 400 instead, as the storefront never sends one.
      propertyNames: { enum: [...CONTACT_FIELDS, CONTACT_HONEYPOT] },
    },
  ),
);

const fieldMessage = (field: string) =>
  Type.Optional(Type.String({ description: `Why ${field} was refused (the form shows it under the field)` }));

export const ContactErrorSchema = named(
  'ContactError',
  Type.Object({
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String(),
    message: Type.String({ description: "The first refused field's message, in the form's order" }),
    fields: Type.Optional(
      Type.Object(
        {
          name: fieldMessage('the name'),
          email: fieldMessage('the e-mail address'),
          subject: fieldMessage('the subject'),
          message: fieldMessage('the message'),
        },
        {
          additionalProperties: false,
          description:
            'Every refused field with its message. Absent when the body itself was refused (not JSON, not an ' +
            'object, an unknown property).',
        },
      ),
    ),
  }),
);

export const ContactReceivedSchema = named(
  'ContactReceived',
  Type.Object({ status: Type.Literal('received') }),
);

export type ContactBody = Static<typeof ContactBodySchema>;
export type ContactError = Static<typeof ContactErrorSchema>;
export type ContactReceived = Static<typeof ContactReceivedSchema>;

/** In dependency order (registered after ./catalogSchemas.ts's: see ./allSchemas.ts). */
export const contactSchemas: TSchema[] = [ContactBodySchema, ContactErrorSchema, ContactReceivedSchema];
