/**
 * The environment the API reads, as a TypeBox schema checked by env-schema (ajv: types coerced, defaults filled
 * in). The variables, their defaults and meaning: api/README.md#configuration. Values that depend on other
 * variables or on the machine (LOG_LEVEL, GENERATE_IMAGES, API_DOCS, IMAGE_RENDER_CONCURRENCY, PUBLIC_URL, the
 * QA pass) are settled by loadConfig (./config.ts).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import envSchema from 'env-schema';
import { StartupError } from './startupError';

/** A bad setting stops the start with this one-line message, naming the variable. */
export class ConfigError extends StartupError {}

const NON_NEGATIVE = 'a non-negative integer';
const POSITIVE = 'a positive integer';

/** A count or a duration in ms; 0 allowed. */
const int = (fallback?: number) =>
  Type.Integer({
    minimum: 0,
    description: NON_NEGATIVE,
    ...(fallback === undefined ? {} : { default: fallback }),
  });
/** A rate limit or a window: 0 would be a typo. */
const positive = (fallback: number) => Type.Integer({ minimum: 1, description: POSITIVE, default: fallback });
const text = () => Type.Optional(Type.String());
const withDefault = (fallback: string) => Type.String({ default: fallback });

/**
 * One plain address (no display name, no list): it becomes the To of every contact message, so a comma or an
 * angle bracket there would mean a second recipient or a malformed header. Looser than the shoppers' rule, so
 * that a local test inbox (hello@localhost) is allowed. Spaces around it are trimmed.
 */
// eslint-disable-next-line no-control-regex
const MAILBOX = /^\s*[^\s\u0000-\u001f\u007f@<>(),;:"[\]\\]+@[^\s\u0000-\u001f\u007f@<>(),;:"[\]\\]+\s*$/;

export const EnvSchema = Type.Object({
  NODE_ENV: text(),
  PORT: int(4000),
  HOST: withDefault('127.0.0.1'),
  API_PREFIX: text(),
  DATABASE_URL: text(),
  DATA_DIR: text(),
  IMAGE_DIR: text(),
  CORS_ORIGINS: text(),
  BLOG_FEED_URL: text(),
  BLOG_FEED_TIMEOUT_MS: int(3000),
  BLOG_FEED_TTL_MS: int(10 * 60 * 1000),
  LOG_LEVEL: text(),
  SENTRY_DSN: text(),
  SENTRY_ENVIRONMENT: text(),
  SENTRY_RELEASE: text(),
  MF_BUILD_VERSION: text(),
  CATALOG_POLL_MS: int(2000),
  GENERATE_IMAGES: text(),
  AUTO_SEED: text(),
  PGLITE_FSYNC: text(),
  TRUST_PROXY: text(),
  API_DOCS: text(),
  REQUEST_TIMEOUT_MS: int(15_000),
  HEADERS_TIMEOUT_MS: int(10_000),
  CONNECTION_TIMEOUT_MS: int(30_000),
  KEEP_ALIVE_TIMEOUT_MS: int(65_000),
  BODY_LIMIT_BYTES: int(64 * 1024),
  REDIS_URL: Type.Optional(
    Type.String({
      pattern: '^rediss?://[^\\s]+$',
      description: 'a redis:// or rediss:// URL (e.g. redis://redis:6379)',
    }),
  ),
  RATE_LIMIT_MAX: int(10),
  RATE_LIMIT_WINDOW_MS: int(60_000),
  PUBLIC_URL: text(),
  SMTP_URL: text(),
  MAIL_FROM: withDefault('Sencha Tea <newsletter@senchatea.com.au>'),
  ORDERS_MAIL_FROM: withDefault('Sencha Tea <orders@senchatea.com.au>'),
  OUTBOX_DIR: text(),
  NEWSLETTER_SECRET: text(),
  NEWSLETTER_CONFIRM_TTL_MS: int(72 * 3600_000),
  NEWSLETTER_RESEND_INTERVAL_MS: int(3600_000),
  CONTACT_INBOX: Type.String({
    pattern: MAILBOX.source,
    description: 'one e-mail address (e.g. hello@example.com)',
    default: 'hello@senchatea.com.au',
  }),
  CONTACT_RATE_MAX: positive(5),
  CONTACT_RATE_WINDOW_MS: positive(10 * 60_000),
  CONTACT_MAX_PER_HOUR: int(100),
  CONTACT_DIGEST_INTERVAL_MS: positive(15 * 60_000),
  CONTACT_MAX_UNSENT: positive(1000),
  SEARCH_RATE_MAX: positive(300),
  SEARCH_RATE_WINDOW_MS: positive(60_000),
  SEARCH_CACHE_ENTRIES: positive(500),
  SEARCH_INDEX_MAX_DOCUMENTS: int(50_000),
  AUSPOST_API_KEY: text(),
  AUSPOST_BASE_URL: withDefault('https://digitalapi.auspost.com.au'),
  AUSPOST_TIMEOUT_MS: int(2500),
  SHIP_FROM_POSTCODE: withDefault('2000'),
  SHIPPING_QUOTE_CACHE_MS: int(10 * 60_000),
  PAYMENT_PROVIDER: Type.Optional(
    Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')], { description: "'stripe' or 'sandbox'" }),
  ),
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_API_BASE: text(),
  STRIPE_TIMEOUT_MS: int(10_000),
  ALLOW_SANDBOX_PAYMENTS: text(),
  CHECKOUT_SESSION_TTL_MS: int(30 * 60_000),
  STRIPE_RELEASE_GRACE_MS: int(60 * 60_000),
  CHECKOUT_SWEEP_MS: int(60_000),
  CHECKOUT_MAX_UNITS_PER_CLIENT: positive(40),
  ADMIN_TOKEN: Type.Optional(
    Type.String({
      minLength: 24,
      description: 'at least 24 characters long (e.g. the output of openssl rand -hex 32).',
    }),
  ),
  IMAGE_RENDER_CONCURRENCY: Type.Optional(int()),
  IMAGE_RENDER_QUEUE: int(64),
  IMAGE_CACHE_MAX_BYTES: int(64 * 1024 * 1024),
});

export type Env = Static<typeof EnvSchema>;

/** Never echoed in an error message. */
const SECRETS = new Set(['ADMIN_TOKEN', 'REDIS_URL']);
/** An empty value is a value here (API_PREFIX= serves the API at the root); elsewhere it means unset. */
const EMPTY_IS_A_VALUE = new Set(['API_PREFIX', 'NODE_ENV']);

interface EnvError {
  instancePath: string;
}

function describe(error: unknown, env: NodeJS.ProcessEnv): string {
  const errors = (error as { errors?: EnvError[] }).errors ?? [];
  const name = errors.map((e) => e.instancePath.split('/')[1]).find((key) => key !== undefined && key !== '');
  if (name === undefined) return error instanceof Error ? error.message : String(error);
  const schema: TSchema | undefined = EnvSchema.properties[name as keyof Env];
  const what = schema?.description ?? 'valid';
  return SECRETS.has(name) ? `${name} must be ${what}` : `${name} must be ${what}, got '${env[name]}'`;
}

/** The environment, checked and with its defaults; a bad setting throws ConfigError. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const data: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && (value !== '' || EMPTY_IS_A_VALUE.has(key))) data[key] = value;
  }
  try {
    return envSchema<Env>({ schema: EnvSchema, data, env: false, dotenv: false });
  } catch (error) {
    throw new ConfigError(describe(error, env));
  }
}
