import os from 'node:os';
import path from 'node:path';
import { ConfigError, readEnv } from './configEnv';
import type { AppConfig } from './configTypes';
import { API_ROOT, DEFAULT_DATA_DIR, DEFAULT_IMAGE_DIR, DEFAULT_OUTBOX_DIR } from './paths';
import { parsePublicUrl } from './publicUrl';
import { qaSettings } from './qa/settings';

export type { AppConfig } from './configTypes';
export { ConfigError } from './configEnv';

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function normalisePrefix(prefix: string | undefined): string {
  if (prefix === undefined) return '/api';
  const trimmed = prefix.trim().replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function trustProxy(value: string | undefined): string[] | false {
  if (value === undefined || value === '') return ['127.0.0.1', '::1'];
  if (['false', 'none', 'off', '0'].includes(value.trim().toLowerCase())) return false;
  return list(value);
}

function resolveDir(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (value.startsWith('memory://')) return value;
  // Relative paths are taken from the api/ folder so that the working directory never matters.
  return path.resolve(API_ROOT, value);
}

/** Settings checked by other modules (PUBLIC_URL, the QA pass) stop the start the same way. */
function checked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError((error as Error).message);
  }
}

/** The API's settings from the environment; a bad setting throws ConfigError with a one-line message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = readEnv(env);
  const nodeEnv = e.NODE_ENV ?? 'development';
  return {
    port: e.PORT,
    host: e.HOST,
    apiPrefix: normalisePrefix(e.API_PREFIX),
    databaseUrl: e.DATABASE_URL,
    dataDir: resolveDir(e.DATA_DIR, DEFAULT_DATA_DIR),
    imageDir: resolveDir(e.IMAGE_DIR, DEFAULT_IMAGE_DIR),
    corsOrigins: list(e.CORS_ORIGINS),
    blogFeedUrl: e.BLOG_FEED_URL,
    blogFeedTimeoutMs: e.BLOG_FEED_TIMEOUT_MS,
    blogFeedTtlMs: e.BLOG_FEED_TTL_MS,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    sentry: {
      dsn: e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT ?? nodeEnv,
      release: e.SENTRY_RELEASE ?? e.MF_BUILD_VERSION,
    },
    nodeEnv,
    catalogPollMs: e.CATALOG_POLL_MS,
    generateImages: bool(e.GENERATE_IMAGES, nodeEnv !== 'test'),
    autoSeed: bool(e.AUTO_SEED, true),
    pgliteFsync: bool(e.PGLITE_FSYNC, true),
    trustProxy: trustProxy(e.TRUST_PROXY),
    apiDocs: bool(e.API_DOCS, nodeEnv !== 'production'),
    limits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
    },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    redisUrl: e.REDIS_URL,
    publicUrl: checked(() => parsePublicUrl(env.PUBLIC_URL, nodeEnv, env.PORT)),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      ordersFrom: e.ORDERS_MAIL_FROM,
      outboxDir: resolveDir(e.OUTBOX_DIR, DEFAULT_OUTBOX_DIR),
    },
    newsletter: {
      secret: e.NEWSLETTER_SECRET,
      confirmTtlMs: e.NEWSLETTER_CONFIRM_TTL_MS,
      resendIntervalMs: e.NEWSLETTER_RESEND_INTERVAL_MS,
    },
    contact: {
      inbox: e.CONTACT_INBOX.trim(),
      rateMax: e.CONTACT_RATE_MAX,
      rateWindowMs: e.CONTACT_RATE_WINDOW_MS,
      maxPerHour: e.CONTACT_MAX_PER_HOUR,
      digestIntervalMs: e.CONTACT_DIGEST_INTERVAL_MS,
      maxUnsent: e.CONTACT_MAX_UNSENT,
    },
    search: {
      rateMax: e.SEARCH_RATE_MAX,
      rateWindowMs: e.SEARCH_RATE_WINDOW_MS,
      cacheEntries: e.SEARCH_CACHE_ENTRIES,
      indexMaxDocuments: e.SEARCH_INDEX_MAX_DOCUMENTS,
    },
    shipping: {
      auspostApiKey: e.AUSPOST_API_KEY,
      auspostBaseUrl: e.AUSPOST_BASE_URL,
      auspostTimeoutMs: e.AUSPOST_TIMEOUT_MS,
      fromPostcode: e.SHIP_FROM_POSTCODE,
      quoteCacheMs: e.SHIPPING_QUOTE_CACHE_MS,
    },
    payments: {
      provider: e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: e.STRIPE_API_BASE,
      stripeTimeoutMs: e.STRIPE_TIMEOUT_MS,
      allowSandboxInProduction: bool(e.ALLOW_SANDBOX_PAYMENTS, false),
      // Stripe accepts an expiry from 30 minutes to 24 hours after creation.
      sessionTtlMs: Math.min(24 * 3600_000, Math.max(30 * 60_000, e.CHECKOUT_SESSION_TTL_MS)),
      stripeReleaseGraceMs: e.STRIPE_RELEASE_GRACE_MS,
      sweepMs: e.CHECKOUT_SWEEP_MS,
      maxClientUnits: e.CHECKOUT_MAX_UNITS_PER_CLIENT,
    },
    adminToken: e.ADMIN_TOKEN,
    qa: checked(() => qaSettings(env)),
    images: {
      renderConcurrency: Math.max(
        1,
        e.IMAGE_RENDER_CONCURRENCY ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
      ),
      renderQueue: e.IMAGE_RENDER_QUEUE,
      cacheMaxBytes: e.IMAGE_CACHE_MAX_BYTES,
    },
  };
}
