import type { AppConfig } from '../../config';
import { ConfigError } from '../../configEnv';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';

export const PAYMENTS_NOT_CONFIGURED =
  'Online payment is not available at the moment. Please contact us to place your order.';

export interface SelectedProvider {
  provider: PaymentProvider | { refused: string };
  stripe: StripeProvider | undefined;
  /** Why checkout is refused, for the start-up log. */
  warning: string | undefined;
}

function stripeEndpoint(base: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!base) return {};
  const url = new URL(base);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** The payment provider the configuration asks for (docs/commerce.md#payments). Misconfiguration throws. */
export function selectProvider(config: AppConfig): SelectedProvider {
  const { payments } = config;
  if (payments.provider === 'stripe') {
    if (!payments.stripeSecretKey || !payments.stripeWebhookSecret)
      throw new ConfigError('Stripe payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
    const stripe = new StripeProvider({
      secretKey: payments.stripeSecretKey,
      webhookSecret: payments.stripeWebhookSecret,
      publicUrl: config.publicUrl,
      timeoutMs: payments.stripeTimeoutMs,
      ...stripeEndpoint(payments.stripeApiBase),
    });
    return { provider: stripe, stripe, warning: undefined };
  }
  if (config.nodeEnv === 'production' && !payments.allowSandboxInProduction) {
    return {
      provider: { refused: PAYMENTS_NOT_CONFIGURED },
      stripe: undefined,
      warning:
        'Checkout is refused: no Stripe keys are configured and the sandbox (test payments) is not allowed in ' +
        'production. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_SANDBOX_PAYMENTS=1 for a demo.',
    };
  }
  return {
    provider: new SandboxProvider(`${config.apiPrefix}/checkout/sandbox`),
    stripe: undefined,
    warning: undefined,
  };
}
