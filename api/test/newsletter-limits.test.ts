import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

const SUBSCRIBE = '/api/communications/newsletter/subscribe';

describe.each(targets)('rate limits on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target, { rateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  const post = (remoteAddress: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: SUBSCRIBE,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ email: 'limit@example.com' }),
      remoteAddress,
    });

  it('limits POSTs per client address with RateLimit-* headers and a 429 in the shared shape', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await post('203.0.113.7'));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([202, 202, 202]);
    expect(answers[0]?.headers['ratelimit-limit']).toBe('3');
    expect(answers[0]?.headers['ratelimit-remaining']).toBe('2');
    const refused = answers[3];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.any(String),
    });
    expect(refused?.headers['retry-after']).toBeDefined();
    expect(refused?.headers['x-content-type-options']).toBe('nosniff');
    // Another address has its own budget.
    expect((await post('203.0.113.8')).statusCode).toBe(202);
  });

  it('believes X-Forwarded-For only from the configured proxies (loopback by default)', async () => {
    // A stranger cannot dodge the limit by making up addresses.
    for (let i = 0; i < 3; i += 1) await post('198.51.100.1', { 'x-forwarded-for': `10.0.0.${i}` });
    expect((await post('198.51.100.1', { 'x-forwarded-for': '10.0.0.99' })).statusCode).toBe(429);
    // Through the local proxy, each shopper is counted on their own.
    for (let i = 0; i < 4; i += 1)
      expect((await post('127.0.0.1', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(202);
  });

  it('puts every POST route under a limit, the one-click unsubscribe and the commerce routes included', async () => {
    const posts = api.routes.filter((r) => r.methods.includes('POST'));
    expect(posts.map((r) => r.url).sort()).toEqual([
      '/api/cart/validate',
      '/api/checkout/sandbox/:sessionId',
      '/api/checkout/session',
      '/api/communications/contact',
      '/api/communications/newsletter/confirm',
      '/api/communications/newsletter/subscribe',
      '/api/communications/newsletter/unsubscribe',
      '/api/order/:orderId/review',
      '/api/qa/enter',
      '/api/qa/leave',
      '/api/remote-health',
      '/api/shipping/address/validate',
      '/api/shipping/services',
    ]);
    // The contact form has its own, stricter limit (CONTACT_RATE_MAX; test/contact.test.ts); entering and
    // leaving QA mode a higher one (test/qa-routes.test.ts), and the shell's health beacons
    // (test/remote-health.test.ts).
    const own = ['/api/communications/contact', '/api/qa/enter', '/api/qa/leave', '/api/remote-health'];
    for (const route of posts)
      if (!own.includes(route.url)) expect(route.rateLimit).toMatchObject({ max: 3 });
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(
        await api.app.inject({
          method: 'POST',
          url: '/api/communications/newsletter/unsubscribe?token=x',
          remoteAddress: '203.0.113.50',
        }),
      );
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 429]);
  });
});
