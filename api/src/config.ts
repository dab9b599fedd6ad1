import os from 'node:os';
import path from 'node:path';
import { API_ROOT, DEFAULT_DATA_DIR, DEFAULT_IMAGE_DIR, DEFAULT_OUTBOX_DIR } from './paths';
import { parsePublicUrl } from './publicUrl';
import { qaSettings, type QaSettings } from './qa/settings';

export interface AppConfig {
  port: number;
  host: string;
  /** '' or a path beginning with '/' and without a trailing slash, e.g. '/api'. */
  apiPrefix: string;
  /** PostgreSQL connection string; undefined selects the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or 'memory://' for an in-memory database. */
  dataDir: string;
  /** Where generated catalogue images and transform results are written. */
  imageDir: string;
  corsOrigins: string[];
  blogFeedUrl: string | undefined;
  blogFeedTimeoutMs: number;
  blogFeedTtlMs: number;
  logLevel: string;
  /** Error reporting (docs/observability.md#api-errors): unexpected errors go to Sentry when a DSN is set. */
  sentry: { dsn: string | undefined; environment: string; release: string | undefined };
  /** Where log lines go (tests); default stdout. */
  logStream?: NodeJS.WritableStream;
  nodeEnv: string;
  /** How often the catalogue cache checks the database's data version (ms). */
  catalogPollMs: number;
  /**
   * Generate missing or changed catalogue images at start (before listening) and after catalogue changes.
   * Off in tests, which generate what they need themselves.
   */
  generateImages: boolean;
  /** Seed an empty database at start. */
  autoSeed: boolean;
  /** PGlite: flush committed writes to disk (fdatasync of the WAL). Off only when PGLITE_FSYNC=off. */
  pgliteFsync: boolean;
  /** Proxies whose X-Forwarded-For is believed: addresses or CIDRs, or false for none. */
  trustProxy: string[] | false;
  /** Serve the OpenAPI document and UI at ${apiPrefix}/docs. */
  apiDocs: boolean;
  limits: {
    /** Time to receive a whole request (headers and body). */
    requestTimeoutMs: number;
    /** Time to receive the request headers. */
    headersTimeoutMs: number;
    /** Socket inactivity time limit. */
    connectionTimeoutMs: number;
    /** How long an idle keep-alive connection is kept. */
    keepAliveTimeoutMs: number;
    /** Default body limit (routes set smaller ones). */
    bodyLimitBytes: number;
  };
  rateLimit: {
    /** POST requests per client address per window, per route. */
    max: number;
    windowMs: number;
  };
  /** The shop's public origin, used in the links of e-mails (confirm, unsubscribe). */
  publicUrl: string;
  mail: {
    /** smtp:// or smtps:// URL; unset: .eml files in outboxDir. */
    smtpUrl: string | undefined;
    from: string;
    /** Sender of order confirmations. */
    ordersFrom: string;
    outboxDir: string;
  };
  newsletter: {
    /** HMAC key for confirm and unsubscribe links; unset: a random key kept in the database. */
    secret: string | undefined;
    confirmTtlMs: number;
    /** At most one confirmation e-mail per address per this period. */
    resendIntervalMs: number;
  };
  contact: {
    /** The shop's inbox: where contact form messages are e-mailed (Reply-To is the shopper). */
    inbox: string;
    /** Contact form posts per client address per window (its own limit, stricter than RATE_LIMIT_MAX). */
    rateMax: number;
    rateWindowMs: number;
    /** Messages stored and mailed per hour, shop-wide; beyond it, 503 and nothing stored (0: none). */
    maxPerHour: number;
  };
  search: {
    /** Searches and suggestions per client address per window, per route (the search box asks as one types). */
    rateMax: number;
    rateWindowMs: number;
    /** Answers kept in memory (each query and filter set is one). */
    cacheEntries: number;
  };
  shipping: {
    /** Australia Post PAC key (AUSPOST_API_KEY); unset: the built-in rate table. */
    auspostApiKey: string | undefined;
    auspostBaseUrl: string;
    /** A live quote must answer within this, else the built-in table does. */
    auspostTimeoutMs: number;
    /** The sender's postcode (Sydney). */
    fromPostcode: string;
    quoteCacheMs: number;
  };
  payments: {
    /** 'stripe' when STRIPE_SECRET_KEY is set, else 'sandbox' (PAYMENT_PROVIDER overrides). */
    provider: 'stripe' | 'sandbox';
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    /** STRIPE_API_BASE, e.g. http://127.0.0.1:12111 (a local stub in tests). */
    stripeApiBase: string | undefined;
    stripeTimeoutMs: number;
    /** The sandbox is refused when NODE_ENV=production unless ALLOW_SANDBOX_PAYMENTS=1. */
    allowSandboxInProduction: boolean;
    sessionTtlMs: number;
    stripeReleaseGraceMs: number;
    sweepMs: number;
  };
  /** ADMIN_TOKEN: enables the operator routes. */
  adminToken: string | undefined;
  /** QA mode's pass key and lifetime (docs/qa-overrides.md). */
  qa: QaSettings;
  images: {
    /** Sharp renders at once; the rest wait in a queue. */
    renderConcurrency: number;
    /** Renders allowed to wait; beyond that, 503. */
    renderQueue: number;
    /** Disk size cap of the transform cache (least recently used results are deleted). */
    cacheMaxBytes: number;
  };
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

/** Like int, but 0 is refused too (a rate limit of 0 requests, or a window of 0 ms, is a typo). */
function positiveInt(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n === 0) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

/**
 * One plain address (no display name, no list): it becomes the To of every contact message, so a comma or an
 * angle bracket there would mean a second recipient or a malformed header. Looser than the shoppers' rule, so
 * that a local test inbox (hello@localhost) is allowed.
 */
function mailbox(value: string | undefined, fallback: string, name: string): string {
  if (value === undefined || value === '') return fallback;
  const address = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!/^[^\s\u0000-\u001f\u007f@<>(),;:"[\]\\]+@[^\s\u0000-\u001f\u007f@<>(),;:"[\]\\]+$/.test(address))
    throw new Error(`${name} must be one e-mail address (e.g. hello@example.com), got '${value}'`);
  return address;
}

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

function adminToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 24)
    throw new Error(
      'ADMIN_TOKEN must be at least 24 characters long (e.g. the output of openssl rand -hex 32).',
    );
  return value;
}

function paymentProvider(value: string | undefined, stripeKey: string | undefined): 'stripe' | 'sandbox' {
  if (value === undefined || value === '') return stripeKey ? 'stripe' : 'sandbox';
  if (value === 'stripe' || value === 'sandbox') return value;
  throw new Error(`PAYMENT_PROVIDER must be 'stripe' or 'sandbox', got '${value}'`);
}

function resolveDir(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (value.startsWith('memory://')) return value;
  // Relative paths are taken from the api/ folder so that the working directory never matters.
  return path.resolve(API_ROOT, value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port: int(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    apiPrefix: normalisePrefix(env.API_PREFIX),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolveDir(env.DATA_DIR, DEFAULT_DATA_DIR),
    imageDir: resolveDir(env.IMAGE_DIR, DEFAULT_IMAGE_DIR),
    corsOrigins: list(env.CORS_ORIGINS),
    blogFeedUrl: env.BLOG_FEED_URL || undefined,
    blogFeedTimeoutMs: int(env.BLOG_FEED_TIMEOUT_MS, 3000, 'BLOG_FEED_TIMEOUT_MS'),
    blogFeedTtlMs: int(env.BLOG_FEED_TTL_MS, 10 * 60 * 1000, 'BLOG_FEED_TTL_MS'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    sentry: {
      dsn: env.SENTRY_DSN || undefined,
      environment: env.SENTRY_ENVIRONMENT || nodeEnv,
      release: env.SENTRY_RELEASE || env.MF_BUILD_VERSION || undefined,
    },
    nodeEnv,
    catalogPollMs: int(env.CATALOG_POLL_MS, 2000, 'CATALOG_POLL_MS'),
    generateImages: bool(env.GENERATE_IMAGES, nodeEnv !== 'test'),
    autoSeed: bool(env.AUTO_SEED, true),
    pgliteFsync: bool(env.PGLITE_FSYNC, true),
    trustProxy: trustProxy(env.TRUST_PROXY),
    apiDocs: bool(env.API_DOCS, nodeEnv !== 'production'),
    limits: {
      requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 15_000, 'REQUEST_TIMEOUT_MS'),
      headersTimeoutMs: int(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'),
      connectionTimeoutMs: int(env.CONNECTION_TIMEOUT_MS, 30_000, 'CONNECTION_TIMEOUT_MS'),
      keepAliveTimeoutMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 65_000, 'KEEP_ALIVE_TIMEOUT_MS'),
      bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
    },
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 10, 'RATE_LIMIT_MAX'),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    publicUrl: parsePublicUrl(env.PUBLIC_URL, nodeEnv, env.PORT),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Sencha Tea <newsletter@senchatea.com.au>',
      ordersFrom: env.ORDERS_MAIL_FROM || 'Sencha Tea <orders@senchatea.com.au>',
      outboxDir: resolveDir(env.OUTBOX_DIR, DEFAULT_OUTBOX_DIR),
    },
    newsletter: {
      secret: env.NEWSLETTER_SECRET || undefined,
      confirmTtlMs: int(env.NEWSLETTER_CONFIRM_TTL_MS, 72 * 3600_000, 'NEWSLETTER_CONFIRM_TTL_MS'),
      resendIntervalMs: int(env.NEWSLETTER_RESEND_INTERVAL_MS, 3600_000, 'NEWSLETTER_RESEND_INTERVAL_MS'),
    },
    contact: {
      inbox: mailbox(env.CONTACT_INBOX, 'hello@senchatea.com.au', 'CONTACT_INBOX'),
      rateMax: positiveInt(env.CONTACT_RATE_MAX, 5, 'CONTACT_RATE_MAX'),
      rateWindowMs: positiveInt(env.CONTACT_RATE_WINDOW_MS, 10 * 60_000, 'CONTACT_RATE_WINDOW_MS'),
      maxPerHour: int(env.CONTACT_MAX_PER_HOUR, 100, 'CONTACT_MAX_PER_HOUR'),
    },
    search: {
      rateMax: positiveInt(env.SEARCH_RATE_MAX, 300, 'SEARCH_RATE_MAX'),
      rateWindowMs: positiveInt(env.SEARCH_RATE_WINDOW_MS, 60_000, 'SEARCH_RATE_WINDOW_MS'),
      cacheEntries: positiveInt(env.SEARCH_CACHE_ENTRIES, 500, 'SEARCH_CACHE_ENTRIES'),
    },
    shipping: {
      auspostApiKey: env.AUSPOST_API_KEY || undefined,
      auspostBaseUrl: env.AUSPOST_BASE_URL || 'https://digitalapi.auspost.com.au',
      auspostTimeoutMs: int(env.AUSPOST_TIMEOUT_MS, 2500, 'AUSPOST_TIMEOUT_MS'),
      fromPostcode: env.SHIP_FROM_POSTCODE || '2000',
      quoteCacheMs: int(env.SHIPPING_QUOTE_CACHE_MS, 10 * 60_000, 'SHIPPING_QUOTE_CACHE_MS'),
    },
    payments: {
      provider: paymentProvider(env.PAYMENT_PROVIDER, env.STRIPE_SECRET_KEY),
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiBase: env.STRIPE_API_BASE || undefined,
      stripeTimeoutMs: int(env.STRIPE_TIMEOUT_MS, 10_000, 'STRIPE_TIMEOUT_MS'),
      allowSandboxInProduction: bool(env.ALLOW_SANDBOX_PAYMENTS, false),
      // Stripe accepts an expiry from 30 minutes to 24 hours after creation.
      sessionTtlMs: Math.min(
        24 * 3600_000,
        Math.max(30 * 60_000, int(env.CHECKOUT_SESSION_TTL_MS, 30 * 60_000, 'CHECKOUT_SESSION_TTL_MS')),
      ),
      stripeReleaseGraceMs: int(env.STRIPE_RELEASE_GRACE_MS, 60 * 60_000, 'STRIPE_RELEASE_GRACE_MS'),
      sweepMs: int(env.CHECKOUT_SWEEP_MS, 60_000, 'CHECKOUT_SWEEP_MS'),
    },
    adminToken: adminToken(env.ADMIN_TOKEN),
    qa: qaSettings(env),
    images: {
      renderConcurrency: Math.max(
        1,
        int(
          env.IMAGE_RENDER_CONCURRENCY,
          Math.max(1, Math.floor(os.availableParallelism() / 2)),
          'IMAGE_RENDER_CONCURRENCY',
        ),
      ),
      renderQueue: int(env.IMAGE_RENDER_QUEUE, 64, 'IMAGE_RENDER_QUEUE'),
      cacheMaxBytes: int(env.IMAGE_CACHE_MAX_BYTES, 64 * 1024 * 1024, 'IMAGE_CACHE_MAX_BYTES'),
    },
  };
}
