import Stripe from 'stripe';
import type { PaymentOutcome, PaymentProvider, PaymentSession, PaymentSessionRequest } from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The shop's public origin: return_url is {publicUrl}/checkout/{CHECKOUT_SESSION_ID}. */
  publicUrl: string;
  /** Tests point the client at a local stub that speaks Stripe's wire format. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs: number;
}

/** Stripe's Checkout Session as fulfilment reads it (webhook payloads and retrieve() alike). */
export function outcomeOf(session: Stripe.Checkout.Session): PaymentOutcome {
  const status =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  return {
    providerSessionId: session.id,
    status,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    email: session.customer_details?.email ?? session.customer_email ?? null,
    discountCents: session.total_details?.amount_discount ?? 0,
    totalCents: session.amount_total ?? null,
  };
}

/**
 * Stripe accepts an expires_at from 30 minutes to 24 hours after it receives the request: keep a minute of
 * margin on both sides (latency, retries). Our own reservation keeps the configured expiry.
 */
export function stripeExpiry(expiresAt: Date, now = Date.now()): number {
  const min = now + 31 * 60_000;
  const max = now + (24 * 60 - 1) * 60_000;
  return Math.floor(Math.min(max, Math.max(min, expiresAt.getTime())) / 1000);
}

const absolute = (url: string | null, origin: string): string | null =>
  url === null ? null : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * Stripe Embedded Checkout (docs/commerce.md#payments): the server prices every line in AUD, the chosen service
 * is the one fixed-amount shipping option, the cart's address goes with the payment as its shipping details.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly client: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.client = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: options.timeoutMs,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
      appInfo: { name: 'sencha-tea-storefront' },
    });
  }

  async createSession(request: PaymentSessionRequest): Promise<PaymentSession> {
    const { address } = request;
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        ui_mode: 'embedded_page',
        currency: 'aud',
        line_items: request.lines.map((line) => {
          const image = absolute(line.imageUrl, this.options.publicUrl);
          return {
            quantity: line.quantity,
            price_data: {
              currency: 'aud',
              unit_amount: line.unitAmountCents,
              product_data: { name: line.name, ...(image ? { images: [image] } : {}) },
            },
          };
        }),
        shipping_options: [
          {
            shipping_rate_data: {
              type: 'fixed_amount',
              display_name: request.shipping.name,
              fixed_amount: { amount: request.shipping.amountCents, currency: 'aud' },
            },
          },
        ],
        payment_intent_data: {
          shipping: {
            name: address.name,
            address: {
              line1: address.address.line1,
              line2: address.address.line2 ?? '',
              city: address.address.city,
              state: address.address.state,
              postal_code: address.address.postal_code,
              country: address.address.country.trim().toUpperCase(),
            },
          },
          metadata: { checkout_reference: request.reference },
        },
        allow_promotion_codes: true,
        expires_at: stripeExpiry(request.expiresAt),
        return_url: `${this.options.publicUrl}/checkout/{CHECKOUT_SESSION_ID}`,
        metadata: { checkout_reference: request.reference },
      },
      // Retries of this call (network errors) must not create a second session.
      { idempotencyKey: `checkout-${request.reference}` },
    );
    return { providerSessionId: session.id, clientSecret: session.client_secret, url: null };
  }

  async retrieveSession(providerSessionId: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.client.checkout.sessions.retrieve(providerSessionId));
  }

  /** Verifies a webhook's signature on its raw body (throws when it is bad or stale) and parses it. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
  }
}
