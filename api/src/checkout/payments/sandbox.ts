import crypto from 'node:crypto';
import type { PaymentProvider, PaymentSession, PaymentSessionRequest } from './provider';

/**
 * The built-in payment provider for offline use: its embedded card form is served by the API itself
 * (routes/sandbox.ts), and a paid form completes the session through CheckoutService.fulfil, the code path of
 * Stripe's webhook. Refused in production unless explicitly allowed (config.payments.allowSandboxInProduction).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  /** @param formBase where the card form is served, e.g. /api/checkout/sandbox */
  constructor(private readonly formBase: string) {}

  createSession(_request: PaymentSessionRequest): Promise<PaymentSession> {
    const providerSessionId = `cs_sandbox_${crypto.randomBytes(18).toString('base64url').replace(/[-_]/g, '0')}`;
    return Promise.resolve({
      providerSessionId,
      clientSecret: null,
      url: `${this.formBase}/${providerSessionId}`,
    });
  }

  retrieveSession(): Promise<null> {
    return Promise.resolve(null);
  }
}
