import type { ShippingAddress } from '@sencha/shared/contract';

/**
 * The payment provider port (docs/commerce.md#payments): Stripe when keys are configured, the built-in
 * sandbox otherwise. Both create a session for a server-priced cart and report how it ended; fulfilment is
 * one code path for both (CheckoutService.fulfil).
 */
export type ProviderName = 'stripe' | 'sandbox';

export interface PaymentLine {
  name: string;
  /** Absolute URL or null. */
  imageUrl: string | null;
  unitAmountCents: number;
  quantity: number;
}

export interface PaymentSessionRequest {
  /** Our checkout session id. */
  reference: string;
  lines: PaymentLine[];
  shipping: { name: string; amountCents: number };
  address: ShippingAddress;
  expiresAt: Date;
}

export interface PaymentSession {
  providerSessionId: string;
  clientSecret: string | null;
  url: string | null;
}

/** How a provider's session ended, as fulfilment needs it. */
export interface PaymentOutcome {
  providerSessionId: string;
  /** 'complete' and paid: fulfil; 'expired' (or a failed async payment): release. */
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  email: string | null;
  discountCents: number;
  /** What was charged, cents, when the provider says. */
  totalCents: number | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** The provider's current view of a session; null when the provider keeps no state of its own (sandbox). */
  retrieveSession(providerSessionId: string): Promise<PaymentOutcome | null>;
}
