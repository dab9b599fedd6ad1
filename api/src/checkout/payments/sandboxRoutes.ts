import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CheckoutService } from '../service';
import type { CardForm } from './sandboxCards';
import { checkCard } from './sandboxCards';
import type { SandboxSummary } from './sandboxPage';
import { SANDBOX_CSP, endedPage, formPage, paidPage } from './sandboxPage';
import { SessionIdParamsSchema } from '@sencha/shared/contract';

export interface SandboxRouteOptions {
  checkout: CheckoutService;
  /** Where the form is served, e.g. /api/checkout/sandbox (the form posts back to it). */
  formBase: string;
}

const EXPIRED =
  'This checkout session has expired, and the items it held are back on sale. Please return to your cart.';
const FIELDS: (keyof CardForm)[] = ['email', 'cardNumber', 'expiry', 'cvc', 'nameOnCard', 'promotionCode'];
/** The form's fields as text of the wire rule (the e-mail address is stored with the order). */
const FormSchema = Type.Object(
  Object.fromEntries(FIELDS.map((name) => [name, Type.Optional(Type.String({ maxLength: 300 }))])),
);

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', SANDBOX_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('referrer-policy', 'same-origin')
    .send(body);
}

/**
 * The sandbox payment provider's embedded card form: GET shows it, POST (a form) pays through the same
 * fulfilment as Stripe's webhook. Registered only when the sandbox is the configured provider.
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxRouteOptions> = async (app, { checkout, formBase }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function load(sessionId: string, reply: FastifyReply) {
    const found = await checkout.sandboxSession(sessionId);
    if (!found) {
      html(reply, 404, endedPage('This checkout session was not found.'));
      return undefined;
    }
    const { row, lines } = found;
    if (row.status === 'complete') {
      html(reply, 200, paidPage(`/checkout/${sessionId}`));
      return undefined;
    }
    if (row.status !== 'open' || row.expires_at.getTime() < Date.now()) {
      await checkout.release(row.id, 'expired');
      html(reply, 410, endedPage(EXPIRED));
      return undefined;
    }
    const summary: SandboxSummary = {
      lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPriceCents: l.unit_price_cents })),
      shippingName: row.shipping_service_name,
      shippingCents: row.shipping_cents,
      itemsCents: row.items_cents,
    };
    return summary;
  }

  const schema = { params: SessionIdParamsSchema, hide: true };

  app.get<{ Params: { sessionId: string } }>(
    '/checkout/sandbox/:sessionId',
    { schema },
    async (request, reply) => {
      const summary = await load(request.params.sessionId, reply);
      if (summary) return html(reply, 200, formPage(`${formBase}/${request.params.sessionId}`, summary));
      return reply;
    },
  );

  app.post<{ Params: { sessionId: string }; Body: Record<string, unknown> }>(
    '/checkout/sandbox/:sessionId',
    { schema: { ...schema, body: FormSchema }, bodyLimit: 4096 },
    async (request, reply) => {
      const { sessionId } = request.params;
      const summary = await load(sessionId, reply);
      if (!summary) return reply;
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const form = Object.fromEntries(
        FIELDS.map((name) => [
          name,
          typeof body[name] === 'string' ? (body[name] as string).slice(0, 300) : '',
        ]),
      ) as unknown as CardForm;
      const result = checkCard(form);
      if (!result.ok) {
        const values = { email: form.email, nameOnCard: form.nameOnCard, promotionCode: form.promotionCode };
        const status = result.field === 'card' ? 402 : 400;
        return html(reply, status, formPage(`${formBase}/${sessionId}`, summary, { values, error: result }));
      }
      await checkout.fulfil({
        providerSessionId: sessionId,
        status: 'complete',
        paid: true,
        email: result.email,
        discountCents: Math.round((summary.itemsCents * result.discountPercent) / 100),
        totalCents: null,
      });
      return html(reply, 200, paidPage(`/checkout/${sessionId}`));
    },
  );
};
