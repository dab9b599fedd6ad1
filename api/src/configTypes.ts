import type { QaSettings } from './qa/settings';

/** The API's settings, read from the environment by loadConfig (./config.ts; the variables: api/README.md). */
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
  /** Where the rate-limit counters are shared by every replica; unset: counted in this process (one replica). */
  redisUrl: string | undefined;
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
    /**
     * Messages e-mailed one by one per hour, shop-wide (the hourly mail budget); beyond it they are still
     * stored and wait for the digest (0: every message waits for it).
     */
    maxPerHour: number;
    /** At most one digest e-mail (the messages beyond the budget) per this period. */
    digestIntervalMs: number;
    /** Messages not yet e-mailed kept at most; beyond it the oldest are deleted (docs/operations.md). */
    maxUnsent: number;
  };
  search: {
    /** Searches and suggestions per client address per window, per route (the search box asks as one types). */
    rateMax: number;
    rateWindowMs: number;
    /** Answers kept in memory (each query and filter set is one). */
    cacheEntries: number;
    /**
     * Search documents (products, types, regions, flavours) up to which search is served from an in-memory index;
     * a larger catalogue is searched with PostgreSQL's full-text search (0: always).
     */
    indexMaxDocuments: number;
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
    /** CHECKOUT_MAX_UNITS_PER_CLIENT: the units one client's open checkout sessions may hold together. */
    maxClientUnits: number;
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
