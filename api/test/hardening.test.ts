import net from 'node:net';
import { Writable } from 'node:stream';
import type { TestApi } from './helpers';
import { createTestApi, targets } from './helpers';

/** Sends raw bytes on a fresh connection and resolves with everything the server wrote before closing. */
function raw(port: number, data: string, holdMs = 0): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(data);
      if (holdMs) setTimeout(() => socket.end(), holdMs).unref();
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('error', reject);
  });
}

describe.each(targets)('front door on %s', (target) => {
  let api: TestApi;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    api = await createTestApi(target, {
      logLevel: 'debug',
      limits: {
        requestTimeoutMs: 1500,
        headersTimeoutMs: 1000,
        connectionTimeoutMs: 5000,
        keepAliveTimeoutMs: 5000,
        bodyLimitBytes: 64 * 1024,
      },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            lines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
    });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await api.cleanup();
  });
  const port = () => {
    const address = api.app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };

  it.each([
    ['/api/main-menu', 200],
    ['/api/no-such-route', 404],
    ['/images/tea/no-such-tea-1.png', 404],
  ])('sends nosniff and a request id on %s', async (url, status) => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a plain caller request id and replaces a hostile one', async () => {
    const kept = await api.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await api.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('script');
  });

  it('logs every request line with its request id', async () => {
    lines.length = 0;
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/faq',
      headers: { 'x-request-id': 'trace-abcdef12' },
    });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((l) => l.reqId === 'trace-abcdef12');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['request', 'response']));
    expect(lines.filter((l) => l.msg === 'request' || l.msg === 'response').every((l) => l.reqId)).toBe(true);
  });

  it.each([
    ['an unknown route', '/api/nope/<script>', 404],
    ['a bad URL encoding', '/api/tea/%E0%A4%A', 400],
    ['an over-long parameter', `/api/tea/${'x'.repeat(600)}`, 414],
  ])('answers %s in the shared shape without echoing the input', async (_what, url, status) => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      statusCode: status,
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(res.body).not.toMatch(/script|%E0|xxxx|\/api\/tea/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers oversized headers (431) in the shared shape', async () => {
    const { text } = await raw(
      port(),
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toMatch(/x-content-type-options: nosniff/i);
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: expect.any(String),
    });
  });

  it('closes a connection that holds a request open (headers sent, body never finished)', async () => {
    const { text, ms } = await raw(
      port(),
      'POST /api/communications/newsletter/subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{',
      20_000,
    );
    expect(ms).toBeLessThan(5000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('puts every POST route under a rate limit, the contact form under its own stricter one', () => {
    const posts = api.routes.filter((r) => r.methods.includes('POST'));
    expect(posts.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/communications/contact',
        '/api/communications/newsletter/subscribe',
        '/api/checkout/session',
      ]),
    );
    for (const route of posts)
      expect(route.rateLimit).toEqual({ max: expect.any(Number), timeWindow: expect.any(Number) });
    expect(posts.find((r) => r.url === '/api/communications/contact')?.rateLimit).toEqual({
      max: api.config.contact.rateMax,
      timeWindow: api.config.contact.rateWindowMs,
    });
  });

  it('sets the timeouts on the server', () => {
    expect(api.app.server.requestTimeout).toBe(1500);
    expect(api.app.server.headersTimeout).toBe(1000);
    expect(api.app.server.keepAliveTimeout).toBe(5000);
    expect(api.app.server.timeout).toBe(5000);
  });

  it('serves the API docs only when enabled', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const closed = await createTestApi(target, { apiDocs: false });
    try {
      const res = await closed.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(404);
      expect((await closed.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await closed.cleanup();
    }
  });

  it('hides the message of unexpected errors', async () => {
    await api.db.exec('ALTER TABLE newsletter_subscriber RENAME TO newsletter_subscriber_gone');
    try {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/communications/newsletter/subscribe',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a@example.com"}',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'An unexpected error occurred. Please try again shortly.',
        requestId: res.headers['x-request-id'],
      });
    } finally {
      await api.db.exec('ALTER TABLE newsletter_subscriber_gone RENAME TO newsletter_subscriber');
    }
  });
});
