import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig (env-schema)', () => {
  it('fills in the defaults, an empty value counting as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', RATE_LIMIT_MAX: '' });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      apiPrefix: '/api',
      rateLimit: { max: 10, windowMs: 60_000 },
      contact: { inbox: 'hello@senchatea.com.au', rateMax: 5 },
      payments: { provider: 'sandbox', sessionTtlMs: 30 * 60_000 },
      logLevel: 'info',
      generateImages: true,
    });
  });

  it('reads numbers, switches and lists as before', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '5000',
      API_PREFIX: '',
      GENERATE_IMAGES: 'no',
      AUTO_SEED: 'yes',
      TRUST_PROXY: '10.0.0.0/8, 1.2.3.4',
      STRIPE_SECRET_KEY: 'sk_test_x',
      CHECKOUT_SESSION_TTL_MS: '5',
      IMAGE_RENDER_CONCURRENCY: '0',
      REDIS_URL: 'rediss://:pass@redis.internal:6380/2',
    });
    expect(config).toMatchObject({
      port: 5000,
      apiPrefix: '',
      logLevel: 'silent',
      generateImages: false,
      autoSeed: true,
      trustProxy: ['10.0.0.0/8', '1.2.3.4'],
      payments: { provider: 'stripe', sessionTtlMs: 30 * 60_000 },
      images: { renderConcurrency: 1 },
      redisUrl: 'rediss://:pass@redis.internal:6380/2',
    });
  });

  it.each([
    [{ PORT: 'abc' }, "PORT must be a non-negative integer, got 'abc'"],
    [{ BODY_LIMIT_BYTES: '-1' }, "BODY_LIMIT_BYTES must be a non-negative integer, got '-1'"],
    [{ SEARCH_RATE_MAX: '0' }, "SEARCH_RATE_MAX must be a positive integer, got '0'"],
    [{ PAYMENT_PROVIDER: 'paypal' }, "PAYMENT_PROVIDER must be 'stripe' or 'sandbox', got 'paypal'"],
    [
      { ADMIN_TOKEN: 'short' },
      'ADMIN_TOKEN must be at least 24 characters long (e.g. the output of openssl rand -hex 32).',
    ],
    [
      { REDIS_URL: 'localhost:6379' },
      'REDIS_URL must be a redis:// or rediss:// URL (e.g. redis://redis:6379)',
    ],
    [{ NODE_ENV: 'production' }, "PUBLIC_URL must be set in production: the shop's public address"],
  ])('stops on %p with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('never echoes a secret', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'secret-but-short' })).toThrow(/^ADMIN_TOKEN must be[^']*$/);
    // A Redis URL may carry its password.
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@redis' })).toThrow(/^REDIS_URL must be[^']*$/);
  });
});
