/**
 * A stand-in for Stripe's API at the network edge (stripe-mock cannot run here), answering the two Checkout
 * Session endpoints we call in Stripe's wire format (form-encoded requests, JSON objects), reached through
 * STRIPE_API_BASE; and Stripe's side of a webhook: events signed as Stripe signs them. It can refuse the next
 * creation, or hold its answers, so that a test can kill a replica between a reservation and its payment session.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_SECRET_KEY = 'sk_test_fixture';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_fixture';

type StripeSession = Record<string, unknown> & { id: string };

export interface StripeDouble {
  /** For STRIPE_API_BASE. */
  base: string;
  sessions: Map<string, StripeSession>;
  /** The parameters of every session created, in order. */
  created: URLSearchParams[];
  /** Session creations received, answered or not. */
  received(): number;
  /** The next creation is refused, as Stripe refuses an invalid request. */
  failOnce(): void;
  /** From now on, creations wait for release() before they are answered. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const sessions = new Map<string, StripeSession>();
  const created: URLSearchParams[] = [];
  let received = 0;
  let failNext = false;
  let gate: Promise<void> | undefined;
  let open: () => void = () => undefined;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_double' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        received += 1;
        if (failNext) {
          failNext = false;
          return send(400, { error: { type: 'invalid_request_error', message: 'stub refused' } });
        }
        const params = new URLSearchParams(body);
        created.push(params);
        const id = `cs_test_${received}_${Math.random().toString(36).slice(2, 10)}`;
        const session: StripeSession = {
          id,
          object: 'checkout.session',
          client_secret: `${id}_secret_fixture`,
          status: 'open',
          payment_status: 'unpaid',
          ui_mode: params.get('ui_mode'),
          amount_total: null,
          customer_details: null,
          customer_email: null,
          total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        };
        sessions.set(id, session);
        void (gate ?? Promise.resolve()).then(() => send(200, session));
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(req.url ?? '');
      const found = match ? sessions.get(match[1]!) : undefined;
      if (req.method === 'GET' && found) return send(200, found);
      return send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    created,
    received: () => received,
    failOnce: () => {
      failNext = true;
    },
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => {
      gate = undefined;
      open();
    },
    close: async () => {
      open();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const signer = new Stripe('sk_test_unused');

/**
 * An event as Stripe sends it: its JSON body and the Stripe-Signature header for it (signed with another
 * `secret`, or at another `timestamp`, to be refused).
 */
export function signedEvent(
  type: string,
  object: unknown,
  options: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object },
  });
  return {
    body,
    signature: signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    }),
  };
}

/** checkout.session.completed for the session, paid. */
export function completedEvent(
  session: StripeSession,
  amountTotal: number,
): { body: string; signature: string } {
  return signedEvent('checkout.session.completed', {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    amount_total: amountTotal,
    customer_details: { email: 'kenji@example.com', name: 'Kenji' },
  });
}
